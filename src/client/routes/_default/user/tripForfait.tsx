import { Container, Stack } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { ForfaitForm } from '../../../features/forfait/components/forfait-form.tsx'
import { MyForfaitRequests } from '../../../features/forfait/components/my-forfait-requests.tsx'
import { PageTitle } from '../../../ui/page-title.tsx'

export const Route = createFileRoute('/_default/user/tripForfait')({
  component: TripForfaitPage,
})

function TripForfaitPage() {
  const { t } = useLingui()
  return (
    <Container maxW="3xl" py="8">
      <PageTitle documentTitle={t`Custom trip request`} subtitle={<Trans>Tell us the trip you imagine: our team puts it together and answers by email.</Trans>}>
        <Trans>Custom trip request</Trans>
      </PageTitle>
      <Stack gap="10">
        {/* Not online-only: offline, the request waits for the network (docs/OFFLINE.md, "Forms sent offline"). */}
        <ForfaitForm />
        <MyForfaitRequests />
      </Stack>
    </Container>
  )
}

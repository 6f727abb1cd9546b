import { Button, HStack, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'

interface PaginationProps {
  page: number
  pageSize: number
  total: number
  onPage: (page: number) => void
}

export function Pagination({ page, pageSize, total, onPage }: PaginationProps) {
  const { t } = useLingui()
  const pages = Math.max(1, Math.ceil(total / pageSize))
  if (pages === 1) return null
  return (
    <HStack as="nav" aria-label={t`Pages`} justify="center" gap="3" mt="6">
      <Button variant="outline" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <Trans>Previous</Trans>
      </Button>
      <Text color="fg.muted" fontSize="sm" aria-live="polite">
        <Trans>
          Page {page} of {pages}
        </Trans>
      </Text>
      <Button variant="outline" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        <Trans>Next</Trans>
      </Button>
    </HStack>
  )
}

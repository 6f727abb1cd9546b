import { createToaster, Stack, Toast, Toaster } from '@chakra-ui/react'
import { useEffect } from 'react'
import { AppChakraProvider } from './chakra/app-chakra-provider.tsx'
import { TOAST_DURATION_MS } from './spec-constants.ts'
import { connectToasts } from './toaster.ts'

const toaster = createToaster({ placement: 'bottom-end', duration: TOAST_DURATION_MS, pauseOnPageIdle: true, max: 3 })

/**
 * The toast host, loaded on the first toast. One toast per message at a time: retries do not stack copies.
 * No Portal: the Toaster (fixed-positioned anyway) must subscribe in this same commit, before the
 * effect below hands over the toasts that waited, or the first toast is lost. It brings Chakra's
 * provider of its own: the page under it may be a public one drawn without Chakra. Each toast is created
 * in a task of its own: one raised in the same task as a navigation (a sign-in that leaves the
 * page) was otherwise dropped by the toast group while React re-rendered (seen in Chromium).
 */
export default function Toasts() {
  useEffect(() => connectToasts(({ type, title }) => setTimeout(() => toaster.create({ id: `${type}:${title}`, type, title }))), [])
  return (
    <AppChakraProvider>
      <Toaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          <Toast.Root width={{ md: 'sm' }}>
            <Toast.Indicator />
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
            </Stack>
            <Toast.CloseTrigger />
          </Toast.Root>
        )}
      </Toaster>
    </AppChakraProvider>
  )
}

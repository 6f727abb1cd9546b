import { createToaster } from '@chakra-ui/react'

/** Spec section 9: toasts close by themselves after 3000 ms. */
export const TOAST_DURATION_MS = 3000

export const toaster = createToaster({ placement: 'bottom-end', duration: TOAST_DURATION_MS, pauseOnPageIdle: true, max: 3 })

/** One toast per message at a time: a retried request does not stack copies. */
export const showError = (message: string) => toaster.create({ id: `error:${message}`, type: 'error', title: message })
export const showSuccess = (message: string) => toaster.create({ id: `success:${message}`, type: 'success', title: message })

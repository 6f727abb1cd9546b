import { useEffect, useRef, useState } from 'react'
import { ApiError } from '../../api-error.ts'
import { queuedHeader } from '../../pwa/form-queue.ts'

/** The answer of a form the service worker kept, to send when the network returns. */
export const queued = Symbol('queued')
export type Queued = typeof queued

/** Reads an offline form's answer (api()'s `read`): its JSON, or `queued` when the service worker kept the request. */
export const readOrQueued = <T>(response: Response): Promise<T | Queued> =>
  response.status === 202 && response.headers.get(queuedHeader) === 'true' ? Promise.resolve(queued) : (response.json() as Promise<T>)

class WaitingForNetwork extends Error {}

/** `waiting`: kept until the network returns; `sent`: it went after waiting. */
export type Delivery = 'waiting' | 'sent'

/**
 * A form that survives the network dropping (docs/OFFLINE.md, "Forms sent offline"). Each
 * submission gets one Idempotency-Key, kept while the input is the same, so whoever sends it again
 * (the service worker's queue, this page when `online` fires, the user pressing send) makes no
 * second request on the server. Kept by the service worker (a 202 `queued`) or not sent at all (no
 * worker yet, an API on another origin: status 0), it waits: the form keeps what was typed and
 * submits itself again when the browser says it is online. Its `send` and `onError` go into the
 * form's submission, `formRef` onto the form.
 */
export function useOfflineSubmission<I, O>(post: (input: I, idempotencyKey: string) => Promise<O | Queued>) {
  const formRef = useRef<HTMLFormElement>(null)
  const attempt = useRef<{ key: string; fingerprint: string }>(undefined)
  const [delivery, setDelivery] = useState<Delivery>()

  const send = async (input: I): Promise<O> => {
    const fingerprint = JSON.stringify(input)
    if (attempt.current?.fingerprint !== fingerprint) attempt.current = { key: crypto.randomUUID(), fingerprint }
    const answer: O | Queued = await post(input, attempt.current.key).catch((error: unknown) => {
      if (error instanceof ApiError && error.status === 0) return queued
      setDelivery(undefined)
      throw error
    })
    if (answer === queued) {
      setDelivery('waiting')
      throw new WaitingForNetwork()
    }
    attempt.current = undefined
    setDelivery((before) => (before === 'waiting' ? 'sent' : undefined))
    return answer
  }

  const waiting = delivery === 'waiting'
  useEffect(() => {
    if (!waiting) return
    const sendAgain = () => formRef.current?.requestSubmit()
    window.addEventListener('online', sendAgain)
    return () => window.removeEventListener('online', sendAgain)
  }, [waiting])

  return {
    formRef,
    send,
    delivery,
    /** The form's fields are locked while it waits: an edit would be another submission, and the kept one would still go. */
    waiting,
    /** The submission's `onError`: a wait is no failure to show. */
    onError: (error: unknown) => error instanceof WaitingForNetwork,
  }
}

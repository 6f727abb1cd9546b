import { useEffect, useRef, useState } from 'react'
import { ApiError } from '../../api-error.ts'
import { queuedHeader, type FormReplayed } from '../../pwa/form-queue.ts'
import { useSubmissionKey } from './submission-key.ts'

/** The answer of a form the service worker kept, to send when the network returns. */
export const queued = Symbol('queued')
export type Queued = typeof queued

/** Reads an offline form's answer (the api call's `read`): its JSON, or `queued` when the service worker kept the request. */
export const readOrQueued = <T>(response: Response, json: () => Promise<T>): Promise<T | Queued> =>
  response.status === 202 && response.headers.get(queuedHeader) === 'true' ? Promise.resolve(queued) : json()

class WaitingForNetwork extends Error {}

/** `waiting`: kept until the network returns; `sent`: it went after waiting. */
export type Delivery = 'waiting' | 'sent'

/**
 * A form that survives the network dropping (docs/OFFLINE.md, "Forms sent offline"). Each
 * submission gets one Idempotency-Key, kept while the input is the same, so whoever sends it again
 * (the service worker's queue, this page, the user pressing send) makes no second request on the
 * server. Kept by the service worker (a 202 `queued`) or not sent at all (no worker yet, an API on
 * another origin: status 0), it waits: the form keeps what was typed and submits itself again when
 * the browser says it is online, and when the worker says it replayed this submission. Its `send`
 * and `onError` go into the form's submission, `formRef` onto the form.
 */
export function useOfflineSubmission<I, O>(post: (input: I, idempotencyKey: string) => Promise<O | Queued>) {
  const formRef = useRef<HTMLFormElement>(null)
  const submission = useSubmissionKey()
  const [delivery, setDelivery] = useState<Delivery>()

  // The key that had to wait (its answer then says "sent"), and whether a send is on its way (no second retry meanwhile).
  const waited = useRef<string>(undefined)
  const sending = useRef(false)

  const send = async (input: I): Promise<O> => {
    const key = submission.keyOf(input)
    sending.current = true
    let answer: O | Queued
    try {
      answer = await post(input, key)
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 0)) {
        setDelivery(undefined)
        throw error
      }
      answer = queued
    } finally {
      sending.current = false
    }
    if (answer === queued) {
      waited.current = key
      setDelivery('waiting')
      throw new WaitingForNetwork()
    }
    submission.answered()
    setDelivery(waited.current === key ? 'sent' : undefined)
    return answer
  }

  const waiting = delivery === 'waiting'
  useEffect(() => {
    if (!waiting) return
    const sendAgain = () => {
      if (!sending.current) formRef.current?.requestSubmit()
    }
    // The worker replayed this submission: sending it once more gets the server's stored answer.
    const onReplayed = (event: MessageEvent<Partial<FormReplayed>>) => {
      if (event.data?.type === 'roteiro:form-replayed' && event.data.idempotencyKey === submission.current()) sendAgain()
    }
    window.addEventListener('online', sendAgain)
    navigator.serviceWorker?.addEventListener('message', onReplayed)
    return () => {
      window.removeEventListener('online', sendAgain)
      navigator.serviceWorker?.removeEventListener('message', onReplayed)
    }
  }, [waiting, submission])

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

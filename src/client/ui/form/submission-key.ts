import { useState } from 'react'

/** The Idempotency-Key of one submission (see useSubmissionKey). */
function submissionKeys() {
  let attempt: { key: string; fingerprint: string } | undefined
  return {
    keyOf(input: unknown): string {
      const fingerprint = JSON.stringify(input)
      if (attempt?.fingerprint !== fingerprint) attempt = { key: crypto.randomUUID(), fingerprint }
      return attempt.key
    },
    /** The key in use: handed out and not answered yet. */
    current: () => attempt?.key,
    /** The submission was answered: the next one is another. */
    answered() {
      attempt = undefined
    },
  }
}

/**
 * One Idempotency-Key per submission, for the life of the form: the same input sent again (a retry
 * after a lost answer, a second click) goes under the same key, so the server does it once;
 * another input, or the same one after an answer, gets a new key.
 */
export const useSubmissionKey = () => useState(submissionKeys)[0]

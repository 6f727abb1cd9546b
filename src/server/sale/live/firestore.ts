import { randomBytes } from 'node:crypto'
import { cert, deleteApp, initializeApp, type App } from 'firebase-admin/app'
import { getAuth } from 'firebase-admin/auth'
import { getFirestore, Timestamp } from 'firebase-admin/firestore'
import type { FirebaseSettings } from '../orders/settings.ts'
import type { LiveSink, LiveUpdate } from '../orders/order-updates.ts'
import { logger } from '../../observability/logger.ts'

/** The collection the client listens to: orders/{code}, readable only by its owner (firestore.rules). */
export const ORDERS_COLLECTION = 'orders'

/** The Firebase Auth uid of one of our users: the client signs in with a custom token for it. */
export const firebaseUid = (userId: number) => `user-${userId}`

export interface FirestoreLive extends LiveSink {
  /** A custom token for `signInWithCustomToken` in the browser, so the rules know who reads. */
  customToken(userId: number): Promise<string>
  /** Resolves when every write started so far has ended (tests, shutdown). */
  flush(): Promise<void>
  close(): Promise<void>
}

/**
 * Writes each order status change to Firestore with firebase-admin (which bypasses the rules;
 * browsers only read). A write that fails is logged and not retried: the events stream and
 * the API stay the source of truth, and the next change rewrites the whole document.
 */
export function firestoreLive(settings: FirebaseSettings): FirestoreLive {
  const app: App = initializeApp(
    { projectId: settings.projectId, ...(settings.serviceAccountJson ? { credential: cert(JSON.parse(settings.serviceAccountJson) as object) } : {}) },
    `roteiro-live-${randomBytes(4).toString('hex')}`,
  )
  const db = getFirestore(app)
  // One chain per order, so a quick pending → paid never lands in the wrong order.
  const chains = new Map<string, Promise<void>>()

  const write = (update: LiveUpdate & { userId: number }) =>
    db
      .collection(ORDERS_COLLECTION)
      .doc(update.code)
      .set({
        code: update.code,
        uid: firebaseUid(update.userId),
        status: update.status,
        reason: update.reason,
        method: update.method,
        amountCents: update.amountCents,
        updatedAt: Timestamp.fromDate(new Date(update.at)),
      })

  return {
    publish(update) {
      // A guest has no Firebase identity to read the document with: its page follows the SSE stream.
      if (update.userId === null) return
      const owned = { ...update, userId: update.userId }
      const next = (chains.get(update.code) ?? Promise.resolve())
        .then(() => write(owned))
        .then(
          () => undefined,
          (error: unknown) => logger().error({ err: error, order: update.code }, 'Writing an order to Firestore failed'),
        )
      chains.set(update.code, next)
      void next.then(() => {
        if (chains.get(update.code) === next) chains.delete(update.code)
      })
    },
    customToken: (userId) => getAuth(app).createCustomToken(firebaseUid(userId)),
    flush: async () => {
      await Promise.all([...chains.values()])
    },
    close: async () => {
      await Promise.all([...chains.values()])
      await deleteApp(app)
    },
  }
}

import { getApps, initializeApp } from 'firebase/app'
import { getAuth, inMemoryPersistence, initializeAuth, signInWithCustomToken } from 'firebase/auth'
import { doc, getFirestore, onSnapshot, type Timestamp } from 'firebase/firestore'
import type { OrderStatusEvent, PaymentsConfig } from '../../../domain/order.ts'
import { firebaseToken } from './api.ts'

type FirebaseConfig = NonNullable<PaymentsConfig['firebase']>

/** The server's orders/{code} document (src/server/sale/live/firestore.ts); the rules let only its owner read it. */
interface OrderDocument {
  code: string
  status: OrderStatusEvent['status']
  reason: OrderStatusEvent['reason']
  updatedAt: Timestamp
}

/**
 * The spec's cloud document database listener (section 7): signs in to Firebase with a custom
 * token our API mints for this user, then follows the order's document. Loaded with a dynamic
 * import, only when the server says Firebase is configured.
 */
export async function listenWithFirestore(config: FirebaseConfig, code: string, onEvent: (event: OrderStatusEvent) => void): Promise<() => void> {
  const name = `roteiro-orders-${config.projectId}`
  const existing = getApps().find((candidate) => candidate.name === name)
  const app = existing ?? initializeApp({ projectId: config.projectId, apiKey: config.apiKey ?? undefined, authDomain: config.authDomain ?? undefined }, name)
  // In memory only: nothing of the Firebase sign-in stays on the device after our own sign-out.
  const auth = existing ? getAuth(app) : initializeAuth(app, { persistence: inMemoryPersistence })
  const { token } = await firebaseToken()
  await signInWithCustomToken(auth, token)
  const unsubscribe = onSnapshot(doc(getFirestore(app), 'orders', code), (snapshot) => {
    const data = snapshot.data() as OrderDocument | undefined
    if (data) onEvent({ code: data.code, status: data.status, reason: data.reason, at: data.updatedAt.toDate().toISOString() })
  })
  return unsubscribe
}

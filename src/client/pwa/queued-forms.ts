/**
 * The forms the service worker keeps offline (form-queue.ts) live in workbox-background-sync's
 * IndexedDB with their headers. One sent signed in carries that session's bearer token and the
 * traveller's request: when the user changes (sign-out, a 401, someone else signing in) it is
 * dropped with the rest of their data, as its token no longer opens anything either. A contact
 * message, sent without a session, is the sender's own and still goes.
 */
export async function dropSignedQueuedForms(): Promise<void> {
  // Opening a database that is not there would create it: only one Workbox made is opened.
  const databases = await indexedDB.databases()
  if (!databases.some((database) => database.name === 'workbox-background-sync')) return
  const db = await new Promise<IDBDatabase>((resolve, reject) => {
    const open = indexedDB.open('workbox-background-sync')
    open.onsuccess = () => resolve(open.result)
    open.onerror = () => reject(open.error ?? new Error('workbox-background-sync did not open'))
  })
  try {
    if (!db.objectStoreNames.contains('requests')) return
    await new Promise<void>((resolve, reject) => {
      const transaction = db.transaction('requests', 'readwrite')
      const cursor = transaction.objectStore('requests').openCursor()
      cursor.onsuccess = () => {
        const entry = cursor.result
        if (!entry) return
        const value = entry.value as { queueName?: string; requestData?: { headers?: Record<string, string> } }
        if (value.queueName === 'roteiro-forms' && value.requestData?.headers?.authorization) entry.delete()
        entry.continue()
      }
      transaction.oncomplete = () => resolve()
      transaction.onerror = () => reject(transaction.error ?? new Error('the queued forms were not dropped'))
    })
  } finally {
    db.close()
  }
}

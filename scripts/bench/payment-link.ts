import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { demoAccounts } from '../../src/server/auth/demo-accounts.ts'
import type { PaymentLink } from '../../src/domain/payment-link.ts'

const demoAgency = demoAccounts.find((account) => account.type === 2)!

/** The sign-in code the file mailer wrote to DATA_DIR/mail for the demo agency (a line of six digits). */
async function mailedCode(mailDir: string): Promise<string> {
  for (let tries = 0; tries < 40; tries++) {
    const files = (await readdir(mailDir).catch(() => [] as string[]))
      .filter((name) => name.endsWith('.eml'))
      .sort()
      .reverse()
    for (const name of files) {
      const text = await readFile(path.join(mailDir, name), 'utf8')
      if (!new RegExp(`^To: .*${demoAgency.email}`, 'im').test(text)) continue
      const code = /^\s+(\d{6})\s*$/m.exec(text)?.[1]
      if (code) return code
    }
    await sleep(250)
  }
  throw new Error(`no sign-in code for ${demoAgency.email} in ${mailDir}`)
}

async function json<T>(response: Response, what: string): Promise<T> {
  if (!response.ok) throw new Error(`${what} answered ${response.status}: ${await response.text()}`)
  return (await response.json()) as T
}

/**
 * One of the demo agency's open payment links (the demo seed makes some), as the customer opens
 * it: `/externalPayment?link=TOKEN`. The agency signs in as a person would, with the code the
 * server mailed to its data folder. Null when the demo data has no open link.
 */
export async function pickPaymentLink(origin: string, dataDir: string): Promise<string | null> {
  const post = (pathname: string, body: unknown) => fetch(`${origin}${pathname}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) })
  const { challengeId } = await json<{ challengeId: string }>(await post('/api/auth/signin', { email: demoAgency.email, password: demoAgency.password }), 'the demo agency sign-in')
  const { token } = await json<{ token: string }>(await post('/api/auth/verify', { challengeId, code: await mailedCode(path.join(dataDir, 'mail')) }), 'the sign-in code')
  const links = await json<{ items: PaymentLink[] }>(
    await fetch(`${origin}/api/agency/payment-links?status=open&pageSize=1`, { headers: { Authorization: `Bearer ${token}` } }),
    'the agency links',
  )
  const link = links.items[0]
  return link ? `/externalPayment?link=${encodeURIComponent(link.token)}` : null
}

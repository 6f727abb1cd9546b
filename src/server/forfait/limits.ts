import type { RateLimitRule } from '../rate-limit/limiter.ts'

const hour = 60 * 60_000

/** Each custom trip request mails the agency: per account and per IP (issue 15, finding 9; docs/DECISIONS.md). */
export const forfaitLimits = {
  perAccount: { name: 'forfait:account', limit: 5, windowMs: hour },
  perIp: { name: 'forfait:ip', limit: 10, windowMs: hour },
} satisfies Record<string, RateLimitRule>

import type { RateLimitRule } from '../rate-limit/limiter.ts'

const hour = 60 * 60_000

/**
 * The public contact form mails the agency with the sender's Reply-To, so it is limited hard
 * (issue 15, finding 9: 30 of 30 were mailed). Per email, from any IP; per IP, for any email.
 * Figures in docs/DECISIONS.md.
 */
export const contactLimits = {
  perEmail: { name: 'contact:email', limit: 3, windowMs: hour },
  perIp: { name: 'contact:ip', limit: 5, windowMs: hour },
} satisfies Record<string, RateLimitRule>

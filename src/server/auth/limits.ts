import type { RateLimitRule } from '../rate-limit/limiter.ts'
import { minutes } from './context.ts'

/**
 * The auth API's rate limits (docs/AUTH.md). Per account limits stop guessing one account's
 * password or code; per IP limits stop spraying many accounts from one place. The IP limits are
 * higher because many people may share one address (a hotel, a mobile carrier's NAT).
 */
export const authLimits = {
  signInFailuresPerAccount: { name: 'signin-fail:account', limit: 10, windowMs: minutes(15) },
  signInFailuresPerIp: { name: 'signin-fail:ip', limit: 50, windowMs: minutes(15) },
  codeFailuresPerAccount: { name: 'code-fail:account', limit: 10, windowMs: minutes(60) },
  codeFailuresPerIp: { name: 'code-fail:ip', limit: 50, windowMs: minutes(15) },
  signUpsPerEmail: { name: 'signup:email', limit: 5, windowMs: minutes(60) },
  signUpsPerIp: { name: 'signup:ip', limit: 20, windowMs: minutes(60) },
  resetRequestsPerEmail: { name: 'reset:email', limit: 3, windowMs: minutes(60) },
  resetRequestsPerIp: { name: 'reset:ip', limit: 20, windowMs: minutes(60) },
} satisfies Record<string, RateLimitRule>

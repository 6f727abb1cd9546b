import type { RateLimiter, RateLimitRule } from '../rate-limit/limiter.ts'
import { minutes } from './context.ts'

/**
 * The auth API's rate limits (docs/AUTH.md). Failures are limited per account and IP, so a
 * stranger who knows an email locks it only for their own address, never for the owner's; a
 * higher ceiling per account bounds the guesses of many addresses together. Per IP limits stop
 * spraying many accounts from one place; they are higher because many people may share one
 * address (a hotel, a mobile carrier's NAT).
 */
export const authLimits = {
  signInFailuresPerAccountAndIp: { name: 'signin-fail:account-ip', limit: 10, windowMs: minutes(15) },
  signInFailuresPerAccount: { name: 'signin-fail:account', limit: 100, windowMs: minutes(15) },
  signInFailuresPerIp: { name: 'signin-fail:ip', limit: 50, windowMs: minutes(15) },
  codeFailuresPerAccountAndIp: { name: 'code-fail:account-ip', limit: 10, windowMs: minutes(60) },
  codeFailuresPerAccount: { name: 'code-fail:account', limit: 50, windowMs: minutes(60) },
  codeFailuresPerIp: { name: 'code-fail:ip', limit: 50, windowMs: minutes(15) },
  signUpsPerEmail: { name: 'signup:email', limit: 5, windowMs: minutes(60) },
  signUpsPerIp: { name: 'signup:ip', limit: 20, windowMs: minutes(60) },
  resetRequestsPerEmail: { name: 'reset:email', limit: 3, windowMs: minutes(60) },
  resetRequestsPerIp: { name: 'reset:ip', limit: 20, windowMs: minutes(60) },
} satisfies Record<string, RateLimitRule>

/**
 * The subject of a per account and IP rule. The email comes last, after a colon, as in every key
 * of an account (`<rule>:<email>`): `clearEndingWith(rule, anyIpOf(email))` forgets every IP, and
 * erasing an account (users/erase-account.ts) finds these keys too.
 */
export const accountAndIp = (email: string, ip: string) => `${ip}${anyIpOf(email)}`
export const anyIpOf = (email: string) => `:${email}`

/**
 * A place for one password check (sign-in, or the current password on a change), taken before
 * argon2: the IP's first, the account's ceiling last, so a request refused by its IP's limits
 * never uses up the owner's. A right password gives its places back (`passwordAccepted`).
 */
export async function reservePasswordTry(limiter: RateLimiter, email: string, ip: string) {
  const places = await limiter.reserve([
    [authLimits.signInFailuresPerIp, ip],
    [authLimits.signInFailuresPerAccountAndIp, accountAndIp(email, ip)],
    [authLimits.signInFailuresPerAccount, email],
  ])
  return {
    /** The password was right: its places go back, and so do the earlier failures from this IP. */
    async passwordAccepted() {
      await places.release()
      await limiter.clear(authLimits.signInFailuresPerAccountAndIp, accountAndIp(email, ip))
    },
  }
}

/** A place for one try of a mailed code, taken before the code is checked; see reservePasswordTry. */
export async function reserveCodeTry(limiter: RateLimiter, email: string, ip: string) {
  const places = await limiter.reserve([
    [authLimits.codeFailuresPerIp, ip],
    [authLimits.codeFailuresPerAccountAndIp, accountAndIp(email, ip)],
    [authLimits.codeFailuresPerAccount, email],
  ])
  return {
    /** No code was wrong (right, or the challenge was gone): the places go back. */
    notAFailure: () => places.release(),
    async codeAccepted() {
      await places.release()
      await limiter.clear(authLimits.codeFailuresPerAccountAndIp, accountAndIp(email, ip))
    },
  }
}

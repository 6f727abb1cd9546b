/** `maria.silva@example.com` → `m***@example.com`: enough to tell two mailboxes apart in a log, not to write to one. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@')
  if (at < 1) return '***'
  return `${email[0]}***${email.slice(at)}`
}

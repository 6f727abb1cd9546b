const BASE64URL = /^[A-Za-z0-9_-]+={0,2}$/

/** The bytes a base64url text (padded or not) stands for, or null for text that is not base64url. */
export function base64UrlBytes(text: string): Uint8Array<ArrayBuffer> | null {
  const bare = text.replace(/=+$/, '')
  // A length of 1 mod 4 is no whole byte: atob throws on it.
  if (!BASE64URL.test(text) || bare.length % 4 === 1) return null
  return Uint8Array.from(atob(bare.replace(/-/g, '+').replace(/_/g, '/')), (char) => char.charCodeAt(0))
}

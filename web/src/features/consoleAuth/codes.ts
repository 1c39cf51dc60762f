// How the console's codes are typed and shown: the authenticator app's six
// digits, a base32 secret in groups of four for typing into an app, and the
// e-mailed code (components/ui/CodeInput's letters and digits).

/** An authenticator app's code: six digits (RFC 6238). */
export const TOTP_DIGITS = 6

/** What a typed or pasted app code becomes: its digits, at most six. */
export function totpDigits(raw: string): string {
  return raw.replace(/\D/g, '').slice(0, TOTP_DIGITS)
}

/** A base32 secret as people type it into an app: upper case, no padding, in groups of four. */
export function groupSecret(secret: string): string {
  const clean = secret.replace(/[\s=-]/g, '').toUpperCase()
  return clean.match(/.{1,4}/g)?.join(' ') ?? ''
}

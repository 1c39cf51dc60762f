// The form messages of spec section 5 that the app checks before the server
// does (the server has the last word, with the same wording).

export const MSG_REQUIRED = 'Please fill out this field.'
export const MSG_EMAIL = 'Please enter an email address.'
export const MSG_PASSWORD = 'Please enter a password with a minimum of 10 characters.'

/** A plausible e-mail address: something@something.tld. */
export function looksLikeEmail(s: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(s.trim())
}

/** Verification codes are 6 letters and digits (spec sections 5 and 9). */
export const CODE_LENGTH = 6

/** maxLength (spec section 5). */
export const msgMaxLength = (n: number) => `Please use no more than ${n} characters.`

// The one redaction rule set of the browser (issue 8: no e-mail address or
// phone number ever reaches an event; spec section 7: no card number in an
// error report). Analytics (analyticsRules.ts) and error reports
// (errorReporting.ts) both use it; internal/redact is its twin on the
// server, which applies it again, and the two share their test cases.

export const REDACTED = '[redacted]'

/** An e-mail address, also percent-encoded as in a URL (jo%40x.com). */
const emailSource = '[A-Za-z0-9._%+-]+(?:@|%40)[A-Za-z0-9-]+(?:\\.[A-Za-z0-9-]+)+'
const emailLike = new RegExp(emailSource, 'gi')
/** A North American phone number, however written, not part of a longer token (a number, an id, a uuid). */
const phoneLike = /(?<![0-9A-Za-z])(\+?1[\s.-]?)?\(?[2-9][0-9]{2}\)?[\s.-]?[0-9]{3}[\s.-]?[0-9]{4}(?![0-9A-Za-z])/g

/** A string with every e-mail address (plain or percent-encoded) replaced by [redacted]. */
export function redactEmails(s: string): string {
  return s.replace(emailLike, REDACTED)
}

/** A string with every phone number replaced by [redacted]. */
export function redactPhones(s: string): string {
  return s.replace(phoneLike, REDACTED)
}

/**
 * Masks, digit by digit with *, every 16 digits that start and end at group
 * boundaries of a run of digit groups parted by single spaces or dashes (a
 * card number as it is typed), even when other groups come before or after:
 * "4111 1111 1111 1111 2025" keeps only 2025. A single group longer or
 * shorter than 16 digits is left alone.
 */
export function maskCardNumbers(text: string): string {
  return text.replace(/\d+(?:[ -]\d+)*/g, (run) => {
    const groups = [...run.matchAll(/\d+/g)].map((m) => ({ start: m.index, end: m.index + m[0].length }))
    const out = run.split('')
    for (let i = 0; i < groups.length; ) {
      let digits = 0
      let j = i
      for (; j < groups.length && digits < 16; j++) digits += groups[j]!.end - groups[j]!.start
      if (digits !== 16) {
        i++
        continue
      }
      for (let k = groups[i]!.start; k < groups[j - 1]!.end; k++) if (out[k] !== ' ' && out[k] !== '-') out[k] = '*'
      i = j
    }
    return out.join('')
  })
}

/**
 * Every rule: e-mail addresses and phone numbers replaced by [redacted],
 * then card-like numbers masked (phones first, so two phone numbers side by
 * side are not taken for the 16 digits of a card).
 */
export function redact(s: string): string {
  return maskCardNumbers(redactPhones(redactEmails(s)))
}

/** Whether a string is, as a whole, an e-mail-like argument (spec section 5). */
export function isEmailLike(s: string): boolean {
  return new RegExp(`^${emailSource}$`, 'i').test(s.trim())
}

// ---------------------------------------------------------------------------
// URLs (internal/redact/urls.go): a reservation's or a cart's uuid lets a
// guest cancel or check out, a token signs someone in, a query string can
// hold either, and the frameless embed's page URL is a partner's.

export const UUID_SEGMENT = ':uuid'
export const TOKEN_SEGMENT = ':token'
const uuidSource = '[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}'
const uuidWhole = new RegExp(`^${uuidSource}$`)
const uuidAnywhere = new RegExp(uuidSource, 'g')
/** A URL in free text: with a scheme, or a root-relative path after a space, quote, bracket or =. */
const linkLike = /[a-zA-Z][a-zA-Z0-9+.-]*:\/\/[^\s'"<>()[\]{}]+|(?<=^|[\s'"(=])\/[^\s'"<>()[\]{}]*/g
const lineCol = /(?::\d+){1,2}$/

/** A segment holding, between dashes, 16 or more letters, digits or _ with both a letter and a digit. */
function tokenLike(segment: string): boolean {
  return segment.split('-').some((p) => p.length >= 16 && /^[A-Za-z0-9_]+$/.test(p) && /[0-9]/.test(p) && /[A-Za-z_]/.test(p))
}

function maskPath(path: string): string {
  return path
    .split('/')
    .map((s) => (uuidWhole.test(s) ? UUID_SEGMENT : tokenLike(s) ? TOKEN_SEGMENT : s))
    .join('/')
}

function cleanUrl(url: string): string {
  let u = url
  let suffix = ''
  const q = u.search(/[?#]/)
  if (q >= 0) {
    suffix = lineCol.exec(u.slice(q))?.[0] ?? ''
    u = u.slice(0, q)
  }
  let prefix = ''
  const s = u.indexOf('://')
  if (s >= 0) {
    const rest = u.slice(s + 3)
    const slash = rest.indexOf('/')
    const host = slash >= 0 ? rest.slice(0, slash) : rest
    prefix = u.slice(0, s + 3) + host
    u = rest.slice(host.length)
  }
  return prefix + maskPath(u) + suffix
}

/**
 * A page's address as an error report may keep it: origin and path only (no
 * query or fragment), uuid-like segments replaced by :uuid, token-like ones
 * by :token.
 */
export function pageUrl(url: string): string {
  return cleanUrl(url)
}

/** Every URL in free text cleaned as pageUrl does, and any other uuid replaced by :uuid. */
export function redactLinks(text: string): string {
  return text.replace(linkLike, cleanUrl).replace(uuidAnywhere, UUID_SEGMENT)
}

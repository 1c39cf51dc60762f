import { expect } from './test'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { mailDir } from './maildir'

export interface Mail {
  from: string
  to: string[]
  subject: string
  /** The plain text body, quoted-printable decoded. */
  text: string
  /** The HTML body of a multipart/alternative mail, decoded; '' for a plain one. */
  html: string
}

const quotedPrintable = (body: string) =>
  Buffer.from(
    body.replace(/=\r\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8')

/** A block of headers and the body after it. */
function split(raw: string): { headers: string; body: string } {
  const at = raw.indexOf('\r\n\r\n')
  return { headers: raw.slice(0, at), body: raw.slice(at + 4) }
}

function decode(raw: string): Mail {
  const parsed = JSON.parse(raw) as { from: string; to: string[]; data: string }
  const { headers, body } = split(parsed.data)
  const subject = /^Subject: (.*)$/m.exec(headers)?.[1]?.trim() ?? ''
  const boundary = /^Content-Type: multipart\/alternative; boundary=(\S+)$/m.exec(headers)?.[1]
  if (!boundary) return { from: parsed.from, to: parsed.to, subject, text: quotedPrintable(body), html: '' }
  const parts = body
    .split(`--${boundary}`)
    .slice(1, -1)
    .map((p) => split(p.replace(/^\r\n/, '')))
  const part = (type: string) => quotedPrintable(parts.find((p) => p.headers.includes(`Content-Type: ${type}`))?.body.replace(/\r\n$/, '') ?? '')
  return { from: parsed.from, to: parsed.to, subject, text: part('text/plain'), html: part('text/html') }
}

/** The newest mail the SMTP sink received for an address, waiting for it to arrive. */
export async function latestMail(to: string, subject: string): Promise<Mail> {
  let found: Mail | undefined
  await expect
    .poll(
      () => {
        const files = readdirSync(mailDir).sort((a, b) => a.localeCompare(b, undefined, { numeric: true }))
        found = files
          .map((f) => decode(readFileSync(join(mailDir, f), 'utf8')))
          .filter((m) => m.to.includes(to.toLowerCase()) && m.subject === subject)
          .at(-1)
        return found !== undefined
      },
      { timeout: 15_000, message: `a mail "${subject}" to ${to}` },
    )
    .toBe(true)
  return found!
}

import { expect } from './test'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { mailDir } from './maildir'

export interface Mail {
  from: string
  to: string[]
  subject: string
  /** The body, quoted-printable decoded. */
  text: string
}

function decode(raw: string): Mail & { to: string[] } {
  const parsed = JSON.parse(raw) as { from: string; to: string[]; data: string }
  const split = parsed.data.indexOf('\r\n\r\n')
  const headers = parsed.data.slice(0, split)
  const body = parsed.data.slice(split + 4)
  const subject = /^Subject: (.*)$/m.exec(headers)?.[1]?.trim() ?? ''
  const text = body.replace(/=\r\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
  return { from: parsed.from, to: parsed.to, subject, text }
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

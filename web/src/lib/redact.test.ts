// @vitest-environment node
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { REDACTED, isEmailLike, maskCardNumbers, pageUrl, redact, redactLinks } from './redact'

// internal/redact/testdata/cases.json drives internal/redact's Go tests too:
// the server and the browser apply one rule set, so one table of cases.
type Case = { in: string; want: string; why?: string }
const shared = JSON.parse(readFileSync(new URL('../../../internal/redact/testdata/cases.json', import.meta.url), 'utf8')) as {
  redacted: string
  cards: Case[]
  string: Case[]
  page_url: Case[]
  links: Case[]
}

describe('the cases the server shares', () => {
  it('names what a redacted part becomes', () => {
    expect(shared.redacted).toBe(REDACTED)
  })
  const table = [
    ['maskCardNumbers', maskCardNumbers, shared.cards],
    ['redact', redact, shared.string],
    ['pageUrl', pageUrl, shared.page_url],
    ['redactLinks', redactLinks, shared.links],
  ] as const
  for (const [name, fn, cases] of table) {
    it(`${name} agrees on ${cases.length} cases`, () => {
      expect(cases.length).toBeGreaterThan(0)
      for (const c of cases) expect(fn(c.in), `${name}(${JSON.stringify(c.in)}) ${c.why ?? ''}`).toBe(c.want)
    })
  }
})

describe('redact', () => {
  it('tells e-mail-like arguments', () => {
    expect(isEmailLike(' jo@example.com ')).toBe(true)
    expect(isEmailLike('jo%40example.com')).toBe(true)
    expect(isEmailLike('brand jo@example.com')).toBe(false)
    expect(isEmailLike('Alpha Farms')).toBe(false)
  })
})

// @vitest-environment node
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
// @ts-expect-error: a plain ES module script, without types
import { contractTS, generate } from '../../scripts/contract.mjs'

describe('contract.ts', () => {
  it('is what internal/api/openapi.json makes (npm run contract rewrites it)', async () => {
    expect(readFileSync(contractTS, 'utf8') === (await generate()), 'src/lib/contract.ts is stale: run npm run contract').toBe(true)
  })
})

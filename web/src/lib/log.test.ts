import { afterEach, describe, expect, it, vi } from 'vitest'
import { BREADCRUMB_COUNT, breadcrumbs, captureConsole, formatArgs, log, MAX_ENTRY_LENGTH, resetLogForTests, Ring } from './log'

afterEach(() => {
  resetLogForTests()
  vi.restoreAllMocks()
})

describe('Ring', () => {
  it('keeps the last items, oldest first', () => {
    const r = new Ring<number>(3)
    expect(r.items()).toEqual([])
    r.push(1)
    r.push(2)
    expect(r.items()).toEqual([1, 2])
    r.push(3)
    r.push(4)
    r.push(5)
    expect(r.items()).toEqual([3, 4, 5])
    for (let i = 6; i <= 10; i++) r.push(i)
    expect(r.items()).toEqual([8, 9, 10])
  })
})

describe('breadcrumbs', () => {
  it('are the last 30 entries of the logger', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    for (let i = 1; i <= 35; i++) log.warn('entry', i)
    const crumbs = breadcrumbs()
    expect(BREADCRUMB_COUNT).toBe(30)
    expect(crumbs).toHaveLength(30)
    expect(crumbs[0]).toMatchObject({ level: 'warn', message: 'entry 6' })
    expect(crumbs[29]).toMatchObject({ level: 'warn', message: 'entry 35' })
  })

  it('include what the console writes once captured, and the console still prints', () => {
    const printed: unknown[][] = []
    const fake = {
      info: (...a: unknown[]) => printed.push(a),
      warn: (...a: unknown[]) => printed.push(a),
      error: (...a: unknown[]) => printed.push(a),
    } as unknown as Console
    captureConsole(fake)
    fake.error(new TypeError('x is undefined'), { id: 3 })
    fake.info('hello')
    expect(printed).toHaveLength(2)
    expect(breadcrumbs().map((c) => [c.level, c.message])).toEqual([
      ['error', 'TypeError: x is undefined {"id":3}'],
      ['info', 'hello'],
    ])
  })
})

describe('formatArgs', () => {
  it('cuts long entries', () => {
    const text = formatArgs(['x'.repeat(MAX_ENTRY_LENGTH + 10)])
    expect(text).toHaveLength(MAX_ENTRY_LENGTH)
    expect(text.endsWith('…')).toBe(true)
  })
  it('survives values JSON cannot write', () => {
    const loop: Record<string, unknown> = {}
    loop.self = loop
    expect(formatArgs([loop, undefined, 2])).toBe('[object Object] undefined 2')
  })
})

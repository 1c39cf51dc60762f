import { describe, expect, it, vi } from 'vitest'
import { serial } from './serial'

describe('serial', () => {
  it('runs tasks in order, one at a time', async () => {
    const run = serial()
    const seen: string[] = []
    let release!: () => void
    const gate = new Promise<void>((r) => (release = r))
    void run(async () => {
      seen.push('a start')
      await gate
      seen.push('a end')
    }, vi.fn())
    const last = run(async () => {
      seen.push('b')
    }, vi.fn())
    await Promise.resolve()
    expect(seen).toEqual(['a start'])
    release()
    await last
    expect(seen).toEqual(['a start', 'a end', 'b'])
  })

  it('hands a failure to its handler and still runs the tasks after it', async () => {
    const run = serial()
    const onError = vi.fn()
    const after = vi.fn(async () => {})
    void run(async () => {
      throw new Error('network down')
    }, onError)
    await run(after, vi.fn())
    expect(onError).toHaveBeenCalledWith(new Error('network down'))
    expect(after).toHaveBeenCalledOnce()
  })

  it('goes on when the error handler itself throws', async () => {
    const run = serial()
    const after = vi.fn(async () => {})
    void run(
      async () => Promise.reject(new Error('x')),
      () => {
        throw new Error('handler')
      },
    )
    await run(after, vi.fn())
    expect(after).toHaveBeenCalledOnce()
  })
})

import { useState } from 'react'
import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { CodeInput, normalizeCode } from './CodeInput'

function Harness({ onComplete }: { onComplete: (code: string) => void }) {
  const [code, setCode] = useState('')
  return <CodeInput value={code} onChange={setCode} onComplete={onComplete} />
}

describe('normalizeCode', () => {
  it('strips whitespace, raises the case and keeps six characters', () => {
    expect(normalizeCode(' ab 12\tcd ')).toBe('AB12CD')
    expect(normalizeCode('ab12cdef')).toBe('AB12CD')
    expect(normalizeCode('')).toBe('')
  })
})

describe('CodeInput', () => {
  afterEach(cleanup)

  it('is one labelled field for a one-time code of six characters', () => {
    render(<Harness onComplete={() => {}} />)
    const input = screen.getByLabelText('Verification code')
    expect(input).toHaveAttribute('maxLength', '6')
    expect(input).toHaveAttribute('autocomplete', 'one-time-code')
    expect(input).toHaveAttribute('inputmode', 'text')
  })

  it('strips whitespace as it is typed and completes once at full length', async () => {
    const onComplete = vi.fn()
    render(<Harness onComplete={onComplete} />)
    const input = screen.getByLabelText('Verification code')
    await userEvent.type(input, 'ab 1')
    expect(input).toHaveValue('AB1')
    expect(onComplete).not.toHaveBeenCalled()
    await userEvent.type(input, '2c')
    expect(onComplete).not.toHaveBeenCalled()
    await userEvent.type(input, 'd')
    expect(input).toHaveValue('AB12CD')
    expect(onComplete).toHaveBeenCalledTimes(1)
    expect(onComplete).toHaveBeenCalledWith('AB12CD')
    // Typing more changes nothing and does not complete again.
    await userEvent.type(input, 'x')
    expect(onComplete).toHaveBeenCalledTimes(1)
    // Correcting the last character completes with the new code.
    await userEvent.type(input, '{Backspace}e')
    expect(onComplete).toHaveBeenLastCalledWith('AB12CE')
  })

  it('takes a pasted code with spaces whole', async () => {
    const onComplete = vi.fn()
    render(<Harness onComplete={onComplete} />)
    const input = screen.getByLabelText('Verification code')
    await userEvent.click(input)
    await userEvent.paste(' xy3 45z ')
    expect(input).toHaveValue('XY345Z')
    expect(onComplete).toHaveBeenCalledWith('XY345Z')
  })
})

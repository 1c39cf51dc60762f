import { act, fireEvent, render, screen } from '@testing-library/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { MemoryRouter } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { LoginPrompt } from './LoginPrompt'
import { PROMPT_KEY } from './loginPrompt'
import { whoamiQuery } from '../../lib/session'

const NOW = Date.UTC(2026, 10, 24, 3, 0, 0)

function renderPrompt(props: Parameters<typeof LoginPrompt>[0] = {}, { path = '/', signedIn = false } = {}) {
  const client = new QueryClient()
  client.setQueryData(whoamiQuery.queryKey, signedIn ? ({ id: 1, email: 'ada@example.com' } as never) : null)
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <button type="button">Somewhere else</button>
        <LoginPrompt {...props} />
      </MemoryRouter>
    </QueryClientProvider>,
  )
}

beforeEach(() => {
  localStorage.clear()
  sessionStorage.clear()
  vi.useFakeTimers({ now: NOW, toFake: ['Date', 'setTimeout', 'clearTimeout'] })
})
afterEach(() => vi.useRealTimers())

describe('LoginPrompt', () => {
  it('shows once a visit: on the first page it showed on, not on the next page loaded', () => {
    const first = renderPrompt({}, { path: '/products' })
    expect(screen.getByRole('dialog', { name: 'Have an account?' })).toBeInTheDocument()
    first.unmount()
    renderPrompt({}, { path: '/stores/1/green/menu' })
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('invites a guest without taking focus, and Dismiss stores now plus 24 hours', () => {
    renderPrompt()
    const prompt = screen.getByRole('dialog', { name: 'Have an account?' })
    expect(prompt).toHaveAttribute('aria-modal', 'false')
    expect(prompt).not.toContainElement(document.activeElement as HTMLElement)
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login?next=%2F')
    expect(screen.getByRole('link', { name: 'Create account' })).toHaveAttribute('href', '/register?next=%2F')
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(localStorage.getItem(PROMPT_KEY)).toBe(String(NOW + 24 * 60 * 60 * 1000))
  })

  it('is dismissed with Escape', () => {
    renderPrompt()
    fireEvent.keyDown(document.body, { key: 'Escape' })
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(localStorage.getItem(PROMPT_KEY)).not.toBeNull()
  })

  it('is not dismissed by the Escape that closes an open dialog', () => {
    const { unmount } = renderPrompt()
    const dialog = document.createElement('dialog')
    dialog.setAttribute('open', '')
    document.body.appendChild(dialog)
    fireEvent.keyDown(dialog, { key: 'Escape' })
    dialog.remove()
    expect(screen.getByRole('dialog', { name: 'Have an account?' })).toBeInTheDocument()
    expect(localStorage.getItem(PROMPT_KEY)).toBeNull()
    unmount()
  })

  it('stays hidden while a stored dismissal runs, for customers and on account pages', () => {
    localStorage.setItem(PROMPT_KEY, String(NOW + 1000))
    const { unmount } = renderPrompt()
    expect(screen.queryByRole('dialog')).toBeNull()
    unmount()
    localStorage.clear()
    renderPrompt({}, { signedIn: true }).unmount()
    expect(screen.queryByRole('dialog')).toBeNull()
    renderPrompt({}, { path: '/profile' })
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('without a Dismiss button dismisses itself after the show time', () => {
    renderPrompt({ dismissible: false, showTime: 10_000 })
    expect(screen.getByRole('dialog')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Dismiss' })).toBeNull()
    act(() => vi.advanceTimersByTime(9_999))
    expect(screen.getByRole('dialog')).toBeInTheDocument()
    act(() => vi.advanceTimersByTime(1))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(localStorage.getItem(PROMPT_KEY)).toBe(String(NOW + 10_000 + 24 * 60 * 60 * 1000))
  })
})

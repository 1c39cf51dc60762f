import { beforeEach, describe, expect, it } from 'vitest'
import { closeModal, openModal, useModals } from './modals'

beforeEach(() => closeModal())

describe('modal store', () => {
  it('opens a modal by name with options, replaces it with the next, and closes', () => {
    expect(useModals.getState().current).toBeUndefined()
    openModal('login', { message: 'Log in to see your account', next: '/profile', dismissTo: '/' })
    const first = useModals.getState().current
    expect(first).toMatchObject({ name: 'login', options: { message: 'Log in to see your account', next: '/profile', dismissTo: '/' } })

    openModal('login')
    const second = useModals.getState().current
    expect(second).toMatchObject({ name: 'login', options: {} })
    expect(second?.id).not.toBe(first?.id)

    closeModal()
    expect(useModals.getState().current).toBeUndefined()
  })
})

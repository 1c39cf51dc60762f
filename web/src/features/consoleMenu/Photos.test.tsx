import { cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { FakeCall } from '../../lib/fakeFetch'
import type { MenuPhoto, MenuProduct } from './api'
import { MSG_NO_PHOTO, MSG_NOT_A_PHOTO } from './Photos'
import { at, blueDream, forget, manager, menuAPI, show } from './testing'

configure({ asyncUtilTimeout: 3000 })

afterEach(() => {
  cleanup()
  forget()
})

const dialog = () => screen.getByRole('dialog')

const photoOf = (id: number): MenuPhoto => {
  const key = String(id).padStart(32, '0')
  return {
    id,
    position: 0,
    width: 1600,
    height: 1200,
    urls: { small: `/images/menu/${key}/small.jpg`, medium: `/images/menu/${key}/medium.jpg`, large: `/images/menu/${key}/large.jpg`, original: `/images/menu/${key}/original.jpg` },
  }
}

/** Blue Dream's photos as the server keeps them: an upload goes last and moves the version on, as a removal does. */
function photosAPI(start: MenuProduct = blueDream) {
  let now = start
  let next = 41
  return menuAPI({
    [`GET ${at('/menu/7')}`]: () => ({ status: 200, body: { menu_product: now } }),
    [`POST ${at('/menu/7/photos')}`]: () => {
      now = { ...now, version: now.version + 1, photos: [...now.photos, photoOf(next++)] }
      return { status: 200, body: { menu_product: now } }
    },
    [`DELETE ${at('/menu/7/photos/41')}`]: () => {
      now = { ...now, version: now.version + 1, photos: now.photos.filter((p) => p.id !== 41) }
      return { status: 200, body: { menu_product: now } }
    },
    ...Object.fromEntries(
      [42, 43].map((id) => [
        `DELETE ${at(`/menu/7/photos/${id}`)}`,
        () => {
          now = { ...now, version: now.version + 1, photos: now.photos.filter((p) => p.id !== id) }
          return { status: 200, body: { menu_product: now } }
        },
      ]),
    ),
    [`PUT ${at('/menu/7')}`]: (call: FakeCall) => {
      const b = call.body as { version: number }
      if (b.version !== now.version) return { status: 409, body: { code: 'conflict', message: 'changed' } }
      now = { ...now, version: now.version + 1 }
      return { status: 200, body: { menu_product: now } }
    },
  })
}

describe('the photos of a product', () => {
  it('uploads a photo, shows it with its alt text, and saves the form with the new version', async () => {
    const { user, calls } = show(manager, photosAPI())
    await user.click(await screen.findByRole('button', { name: 'Edit Blue Dream' }))
    const input = await within(dialog()).findByLabelText('Add a photo')
    expect(within(dialog()).getByText(/shows the catalogue’s photo/)).toBeInTheDocument()
    await user.upload(input, new File([new Uint8Array([0xff, 0xd8, 0xff])], 'dream.jpg', { type: 'image/jpeg' }))
    await user.click(within(dialog()).getByRole('button', { name: 'Upload the photo' }))
    const img = await within(dialog()).findByRole('img', { name: 'Photo 1 of Blue Dream' })
    expect(img).toHaveAttribute('src', photoOf(41).urls.small)
    expect(await screen.findByText('Added a photo of Blue Dream.')).toBeInTheDocument()
    // The form is rebuilt empty; focus goes to its new file input, not to the page.
    await waitFor(() => expect(within(dialog()).getByLabelText('Add a photo')).toHaveFocus())
    const post = calls('POST', '/menu/7/photos')
    expect(post).toHaveLength(1)
    expect(post[0]!.headers.get('X-CSRF-Token')).toBe('csrf-ada')

    // The form's own save goes with the version the photo moved it to: no conflict.
    await user.click(within(dialog()).getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('Saved Blue Dream.')).toBeInTheDocument()
    expect((calls('PUT', '/menu/7')[0]!.body as { version: number }).version).toBe(4)
  })

  it('removes a photo', async () => {
    const { user, calls } = show(manager, photosAPI({ ...blueDream, photos: [photoOf(41)] }))
    await user.click(await screen.findByRole('button', { name: 'Edit Blue Dream' }))
    await user.click(await within(dialog()).findByRole('button', { name: 'Remove photo 1 of Blue Dream' }))
    expect(await screen.findByText('Removed photo 1 of Blue Dream.')).toBeInTheDocument()
    await waitFor(() => expect(within(dialog()).queryByRole('img')).toBeNull())
    expect(calls('DELETE', '/menu/7/photos/41')).toHaveLength(1)
    // The last photo gone, focus goes to the section's heading.
    expect(within(dialog()).getByRole('heading', { name: 'Photos' })).toHaveFocus()
  })

  it('moves focus to the Remove button that takes a removed one’s place, then to the last', async () => {
    const { user } = show(manager, photosAPI({ ...blueDream, photos: [photoOf(41), photoOf(42), { ...photoOf(43), position: 2 }] }))
    await user.click(await screen.findByRole('button', { name: 'Edit Blue Dream' }))
    await user.click(await within(dialog()).findByRole('button', { name: 'Remove photo 1 of Blue Dream' }))
    await waitFor(() => expect(within(dialog()).getAllByRole('img')).toHaveLength(2))
    // Photo 42 is photo 1 now.
    await waitFor(() => expect(within(dialog()).getByRole('button', { name: 'Remove photo 1 of Blue Dream' })).toHaveFocus())
    await user.click(within(dialog()).getByRole('button', { name: 'Remove photo 2 of Blue Dream' }))
    await waitFor(() => expect(within(dialog()).getAllByRole('img')).toHaveLength(1))
    await waitFor(() => expect(within(dialog()).getByRole('button', { name: 'Remove photo 1 of Blue Dream' })).toHaveFocus())
  })

  it('runs one photo change at a time, so the form keeps the version the last one answered', async () => {
    const { user, calls } = show(manager, photosAPI({ ...blueDream, photos: [photoOf(42)] }))
    // Hold the upload's answer until the removal has been tried.
    const real = globalThis.fetch
    let release = () => {}
    const held = new Promise<void>((r) => (release = r))
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      if (init?.method === 'POST' && String(input).endsWith('/photos')) await held
      return real(input, init)
    })
    await user.click(await screen.findByRole('button', { name: 'Edit Blue Dream' }))
    await user.upload(await within(dialog()).findByLabelText('Add a photo'), new File([new Uint8Array([0xff, 0xd8, 0xff])], 'dream.jpg', { type: 'image/jpeg' }))
    await user.click(within(dialog()).getByRole('button', { name: 'Upload the photo' }))
    const removeButton = within(dialog()).getByRole('button', { name: 'Remove photo 1 of Blue Dream' })
    await waitFor(() => expect(removeButton).toHaveAttribute('aria-disabled', 'true'))
    await user.click(removeButton)
    expect(calls('DELETE', '/menu/7/photos/42')).toHaveLength(0)
    release()
    expect(await within(dialog()).findByRole('img', { name: 'Photo 2 of Blue Dream' })).toBeInTheDocument()
    expect(within(dialog()).getByRole('button', { name: 'Remove photo 1 of Blue Dream' })).not.toHaveAttribute('aria-disabled')

    await user.click(within(dialog()).getByRole('button', { name: 'Remove photo 1 of Blue Dream' }))
    await waitFor(() => expect(within(dialog()).getAllByRole('img')).toHaveLength(1))
    await user.click(within(dialog()).getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('Saved Blue Dream.')).toBeInTheDocument()
    expect((calls('PUT', '/menu/7')[0]!.body as { version: number }).version).toBe(blueDream.version + 2)
  })

  it('asks for a photo, and refuses a file that is not one, before sending', async () => {
    const { user, calls } = show(manager, photosAPI())
    await user.click(await screen.findByRole('button', { name: 'Edit Blue Dream' }))
    await user.click(await within(dialog()).findByRole('button', { name: 'Upload the photo' }))
    expect(within(dialog()).getByLabelText('Add a photo')).toHaveAccessibleDescription(expect.stringContaining(MSG_NO_PHOTO))
    // The picker's filter aside (a file dropped, or "All files"): a PDF is refused here.
    fireEvent.change(within(dialog()).getByLabelText('Add a photo'), { target: { files: [new File(['%PDF'], 'menu.pdf', { type: 'application/pdf' })] } })
    await user.click(within(dialog()).getByRole('button', { name: 'Upload the photo' }))
    expect(await within(dialog()).findByText(MSG_NOT_A_PHOTO)).toBeInTheDocument()
    expect(calls('POST', '/menu/7/photos')).toHaveLength(0)
  })

  it('shows the server’s refusal under the field', async () => {
    const refusal = 'This photo is 6320×6320 pixels; the most we take is 24 megapixels.'
    const { user } = show(
      manager,
      menuAPI({ [`POST ${at('/menu/7/photos')}`]: { status: 422, body: { code: 'invalid', message: 'Please check the photo.', validations: { photo: [refusal] } } } }),
    )
    await user.click(await screen.findByRole('button', { name: 'Edit Blue Dream' }))
    await user.upload(await within(dialog()).findByLabelText('Add a photo'), new File([new Uint8Array([0x89, 0x50])], 'wide.png', { type: 'image/png' }))
    await user.click(within(dialog()).getByRole('button', { name: 'Upload the photo' }))
    expect(await within(dialog()).findByText(refusal)).toBeInTheDocument()
  })
})

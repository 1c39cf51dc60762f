import { cleanup, configure, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { at, forget, reviewsAPI, show } from './testing'
import { filterSearch, readFilters } from './filters'

// The first render of a run takes a while on a busy machine.
configure({ asyncUtilTimeout: 3000 })

afterEach(() => {
  cleanup()
  forget()
})

const card = (title: string) => screen.getByRole('article', { name: title })
const dialog = () => screen.getByRole('dialog')

describe('the reviews', () => {
  it('lists the store’s reviews with their stars, words, state and the store’s reply', async () => {
    show()
    expect(await screen.findByRole('article', { name: 'lee on Blue Dream' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 1, name: 'Reviews' })).toHaveFocus()
    expect(screen.getByText('2 reviews')).toHaveAttribute('role', 'status')
    const leeCard = card('lee on Blue Dream')
    expect(within(leeCard).getByRole('img', { name: '4 out of 5 stars' })).toBeInTheDocument()
    expect(leeCard).toHaveTextContent('Smooth and sweet.')
    expect(leeCard).toHaveTextContent('Shown to shoppers.')
    expect(within(leeCard).getByRole('button', { name: 'Reply to lee on Blue Dream' })).toBeInTheDocument()
    expect(within(leeCard).queryByRole('textbox')).toBeNull()
    expect(within(leeCard).getByRole('button', { name: 'Hide the review by lee of Blue Dream' })).toBeInTheDocument()

    const samCard = card('sam on Blue Dream')
    expect(samCard).toHaveTextContent('The store’s reply')
    expect(samCard).toHaveTextContent('Thanks, Sam!')
    expect(samCard).toHaveTextContent('Mia, Nov 20, 2026')
    expect(within(samCard).queryByLabelText('Reply to sam on Blue Dream')).toBeNull()
    expect(within(samCard).getByRole('button', { name: 'Edit reply to sam on Blue Dream' })).toBeInTheDocument()
  })

  it('says so when no review is hidden', async () => {
    show(undefined, reviewsAPI(), '?hidden=true')
    expect(await screen.findByText('No review is hidden.')).toBeInTheDocument()
    expect(screen.getByLabelText('Which reviews')).toHaveValue('true')
  })
})

describe('replying', () => {
  it('opens the form, sends the reply trimmed, and shows it in place of the form', async () => {
    const { user, calls } = show()
    const leeCard = await screen.findByRole('article', { name: 'lee on Blue Dream' })
    await user.click(within(leeCard).getByRole('button', { name: 'Reply to lee on Blue Dream' }))
    expect(within(leeCard).getByLabelText('Reply to lee on Blue Dream')).toHaveFocus()
    await user.type(within(leeCard).getByLabelText('Reply to lee on Blue Dream'), '  Glad you liked it!  ')
    await user.click(within(leeCard).getByRole('button', { name: 'Send reply' }))
    await waitFor(() => expect(leeCard).toHaveTextContent('The store’s reply'))
    expect(leeCard).toHaveTextContent('Glad you liked it!')
    expect(calls('PUT', '/reviews/2/reply')[0]!.body).toEqual({ reply: 'Glad you liked it!' })
    expect(calls('PUT', '/reviews/2/reply')[0]!.headers.get('X-CSRF-Token')).toBe('csrf-ada')
    expect(await screen.findByText('Replied to lee.')).toBeInTheDocument()
    expect(within(leeCard).getByRole('button', { name: 'Edit reply to lee on Blue Dream' })).toHaveFocus()
  })

  it('refuses an empty reply without a call, with focus on the field; Cancel closes the form', async () => {
    const { user, calls } = show()
    const leeCard = await screen.findByRole('article', { name: 'lee on Blue Dream' })
    await user.click(within(leeCard).getByRole('button', { name: 'Reply to lee on Blue Dream' }))
    await user.click(within(leeCard).getByRole('button', { name: 'Send reply' }))
    const field = within(leeCard).getByLabelText('Reply to lee on Blue Dream')
    await waitFor(() => expect(field).toHaveFocus())
    expect(field).toHaveAttribute('aria-invalid', 'true')
    expect(field).toHaveAccessibleDescription(/Please write the reply\./)
    expect(calls('PUT', '/reviews/2/reply')).toHaveLength(0)
    await user.click(within(leeCard).getByRole('button', { name: 'Cancel' }))
    expect(within(leeCard).queryByRole('textbox')).toBeNull()
    expect(within(leeCard).getByRole('button', { name: 'Reply to lee on Blue Dream' })).toHaveFocus()
  })

  it('shows the server’s refusal of the reply beside it', async () => {
    const refusal = 'Please use no more than 2000 characters.'
    const { user } = show(
      undefined,
      reviewsAPI({ [`PUT ${at('/reviews/2/reply')}`]: { status: 422, body: { code: 'invalid', message: refusal, validations: { reply: [refusal] } } } }),
    )
    const leeCard = await screen.findByRole('article', { name: 'lee on Blue Dream' })
    await user.click(within(leeCard).getByRole('button', { name: 'Reply to lee on Blue Dream' }))
    await user.type(within(leeCard).getByLabelText('Reply to lee on Blue Dream'), 'Too long, say')
    await user.click(within(leeCard).getByRole('button', { name: 'Send reply' }))
    const field = within(leeCard).getByLabelText('Reply to lee on Blue Dream')
    await waitFor(() => expect(field).toHaveAccessibleDescription(new RegExp(refusal)))
    expect(field).toHaveFocus()
  })

  it('changes a reply and removes one', async () => {
    const { user, calls } = show()
    const samCard = await screen.findByRole('article', { name: 'sam on Blue Dream' })
    await user.click(within(samCard).getByRole('button', { name: 'Edit reply to sam on Blue Dream' }))
    const field = within(samCard).getByLabelText('Reply to sam on Blue Dream')
    expect(field).toHaveValue('Thanks, Sam!')
    await user.clear(field)
    await user.type(field, 'Thank you, Sam.')
    await user.click(within(samCard).getByRole('button', { name: 'Save reply' }))
    await waitFor(() => expect(samCard).toHaveTextContent('Thank you, Sam.'))
    expect(within(samCard).getByRole('button', { name: 'Edit reply to sam on Blue Dream' })).toHaveFocus()
    expect(calls('PUT', '/reviews/1/reply')[0]!.body).toEqual({ reply: 'Thank you, Sam.' })

    await user.click(within(samCard).getByRole('button', { name: 'Remove reply to sam on Blue Dream' }))
    await waitFor(() => expect(within(samCard).getByRole('button', { name: 'Reply to sam on Blue Dream' })).toHaveFocus())
    expect(calls('DELETE', '/reviews/1/reply')).toHaveLength(1)
    expect(await screen.findByText('Removed the reply to sam.')).toBeInTheDocument()
  })
})

describe('hiding', () => {
  it('asks why, refuses no reason, hides with one, and shows it again', async () => {
    const { user, calls } = show()
    const leeCard = await screen.findByRole('article', { name: 'lee on Blue Dream' })
    await user.click(within(leeCard).getByRole('button', { name: 'Hide the review by lee of Blue Dream' }))
    expect(within(dialog()).getByRole('heading', { name: 'Hide the review by lee?' })).toBeInTheDocument()

    await user.click(within(dialog()).getByRole('button', { name: 'Hide the review' }))
    const reason = within(dialog()).getByLabelText('Why hide it?')
    await waitFor(() => expect(reason).toHaveFocus())
    expect(reason).toHaveAccessibleDescription(/Please say why the review is hidden\./)
    expect(calls('POST', '/reviews/2/hide')).toHaveLength(0)

    await user.type(reason, 'Names a budtender')
    await user.click(within(dialog()).getByRole('button', { name: 'Hide the review' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(calls('POST', '/reviews/2/hide')[0]!.body).toEqual({ reason: 'Names a budtender' })
    await waitFor(() => expect(card('lee on Blue Dream')).toHaveTextContent('Hidden from shoppers. Reason: Names a budtender (Ada, Nov 28, 2026)'))
    expect(await screen.findByText('Hid the review by lee.')).toBeInTheDocument()

    await user.click(within(card('lee on Blue Dream')).getByRole('button', { name: 'Show again the review by lee of Blue Dream' }))
    await waitFor(() => expect(card('lee on Blue Dream')).toHaveTextContent('Shown to shoppers.'))
    expect(calls('POST', '/reviews/2/show')).toHaveLength(1)
  })

  it('filters to the hidden ones by the address', async () => {
    const { user, router } = show()
    await screen.findByRole('article', { name: 'lee on Blue Dream' })
    await user.selectOptions(screen.getByLabelText('Which reviews'), 'Hidden from shoppers')
    await waitFor(() => expect(router.state.location.search).toBe('?hidden=true'))
    expect(await screen.findByText('No review is hidden.')).toBeInTheDocument()
  })
})

describe('the filters', () => {
  it('reads and writes the address, with anything unknown as the default', () => {
    expect(readFilters(new URLSearchParams('hidden=true&page=3'))).toEqual({ hidden: 'true', page: 3 })
    expect(readFilters(new URLSearchParams('hidden=maybe&page=-2'))).toEqual({ hidden: '', page: 1 })
    expect(filterSearch({ hidden: 'false', page: 2 })).toBe('?hidden=false&page=2')
    expect(filterSearch({ hidden: '', page: 1 })).toBe('')
  })
})

import { describe, expect, it } from 'vitest'
import { documentForm, slotStatus, type StoredPhoto } from './documents'

const photo: StoredPhoto = {
  url: '/api/v1/documents/photos/mmj_card?v=1',
  content_type: 'image/jpeg',
  width: 10,
  height: 10,
  bytes: 100,
  uploaded_at: '2026-11-20T12:00:00Z',
}
const none = { government_photo: null, mmj_card: null, mmj_card_back: null, student_photo: null, veteran_photo: null }

describe('slotStatus', () => {
  it('asks for the missing side of the MMJ card', () => {
    expect(slotStatus('mmj_card_back', { ...none, mmj_card: photo })).toBe('Needed: back of the card')
    expect(slotStatus('mmj_card', { ...none, mmj_card_back: photo })).toBe('Needed: front of the card')
    expect(slotStatus('mmj_card', none)).toBe('Not uploaded yet')
    expect(slotStatus('mmj_card_back', none)).toBe('Not uploaded yet')
  })
  it('says when a photo was uploaded', () => {
    expect(slotStatus('mmj_card', { ...none, mmj_card: photo })).toBe('Uploaded Nov 20, 2026')
    expect(slotStatus('veteran_photo', undefined)).toBe('Not uploaded yet')
  })
})

describe('documentForm', () => {
  it('names fields document[...] and sends only the chosen photos', () => {
    const file = new File(['x'], 'card.png', { type: 'image/png' })
    const form = documentForm({ first_name: 'Ada', last_name: 'Lovelace', birth_date: '1990-12-10', photos: { mmj_card: file } })
    expect(form.get('document[first_name]')).toBe('Ada')
    expect(form.get('document[birth_date]')).toBe('1990-12-10')
    expect((form.get('document[mmj_card]') as File).name).toBe('card.png')
    expect(form.has('document[government_photo]')).toBe(false)
  })
  it('removes a photo with an empty value, and sends only what is given', () => {
    const form = documentForm({ remove: ['veteran_photo'] })
    expect(form.get('document[veteran_photo]')).toBe('')
    expect(form.has('document[first_name]')).toBe(false)
  })
})

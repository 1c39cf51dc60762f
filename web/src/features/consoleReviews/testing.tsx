// For this feature's tests: the reviews of a store (Golden Gate
// Greenhouse, id 1), the screen at its route in a memory router over a fake
// API (lib/fakeFetch.ts) that changes its reviews as the server would, with
// the console's notices, signed in with a CSRF token kept.

import { type FakeCall, type FakeRoutes } from '../../lib/fakeFetch'
import type { StaffStore } from '../../lib/staffSession'
import type { Review } from './api'
import { Reviews } from './Reviews'
import { at, forgetScreen, showScreen } from '../../components/console/testing'

export const manager: StaffStore = {
  store_id: 1,
  store_name: 'Golden Gate Greenhouse',
  role: 'manager',
  permissions: ['reservations.read', 'menu.read', 'menu.stock', 'menu.edit', 'specials.read', 'specials.edit', 'reviews.moderate'],
}

const base: Review = {
  id: 0,
  product_id: 11,
  product_name: 'Blue Dream',
  rating: 5,
  comment: '',
  nickname: '',
  feelings: [],
  activities: [],
  created_at: '2026-05-02T12:00:00Z',
  reply: '',
  replied_at: null,
  replied_by: '',
  hidden: false,
  hidden_reason: '',
  hidden_at: null,
  hidden_by: '',
}

/** lee's 4 stars, newest, no reply. */
export const lee: Review = { ...base, id: 2, rating: 4, nickname: 'lee', comment: 'Smooth and sweet.' }

/** sam's 5 stars, with the store's reply. */
export const sam: Review = {
  ...base,
  id: 1,
  nickname: 'sam',
  comment: 'Best eighth in town.',
  created_at: '2026-05-01T12:00:00Z',
  reply: 'Thanks, Sam!',
  replied_at: '2026-11-20T18:00:00Z',
  replied_by: 'Mia',
}

export { at }

const NOW = '2026-11-28T15:00:00Z'

/** The store's reviews: the list (filtered by ?hidden=), a reply, its removal, hiding and showing, each changing the list as the server would. */
export function reviewsAPI(over: FakeRoutes = {}): FakeRoutes {
  let reviews = [lee, sam]
  const answer = (id: number, change: (r: Review) => Review) => {
    reviews = reviews.map((r) => (r.id === id ? change(r) : r))
    return { status: 200, body: { review: reviews.find((r) => r.id === id) } }
  }
  const routes: FakeRoutes = {
    [`GET ${at('/reviews')}`]: (call: FakeCall) => {
      const hidden = call.query.get('hidden')
      const picked = hidden === null ? reviews : reviews.filter((r) => String(r.hidden) === hidden)
      return { status: 200, body: { reviews: picked, total: picked.length, page: 1, per_page: 20 } }
    },
  }
  for (const r of [lee, sam]) {
    routes[`PUT ${at(`/reviews/${r.id}/reply`)}`] = (call: FakeCall) =>
      answer(r.id, (x) => ({ ...x, reply: String((call.body as { reply: string }).reply), replied_at: NOW, replied_by: 'Ada' }))
    routes[`DELETE ${at(`/reviews/${r.id}/reply`)}`] = () => answer(r.id, (x) => ({ ...x, reply: '', replied_at: null, replied_by: '' }))
    routes[`POST ${at(`/reviews/${r.id}/hide`)}`] = (call: FakeCall) =>
      answer(r.id, (x) => ({ ...x, hidden: true, hidden_reason: String((call.body as { reason: string }).reason), hidden_at: NOW, hidden_by: 'Ada' }))
    routes[`POST ${at(`/reviews/${r.id}/show`)}`] = () => answer(r.id, (x) => ({ ...x, hidden: false, hidden_reason: '', hidden_at: null, hidden_by: '' }))
  }
  return { ...routes, ...over }
}

/** The reviews screen of store at /stores/1/reviews (with search, such as ?hidden=true), over routes. */
export function show(store: StaffStore = manager, routes: FakeRoutes = reviewsAPI(), search = '') {
  return showScreen(<Reviews store={store} />, routes, '/stores/:storeId/reviews', `/stores/1/reviews${search}`)
}

/** Forgets what a test left: notices, the CSRF token, the fake fetch. */
export const forget = forgetScreen

// The store's reviews in the console (ADR 0022, plan step 11) over
// lib/businessApi.ts, under /api/v1/business/stores/{storeId}: a page of
// the store's reviews (shown, hidden or both), the store's reply set,
// changed or removed, and a review hidden with a reason or shown again.
// Every key starts with the console's root, so signing out forgets them.

import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { businessRequest } from '../../lib/businessApi'
import { BUSINESS_QUERY_ROOT } from '../../lib/staffSession'
import type { Answer, Body, Schema } from '../../lib/wire'
import { apiQuery, type ReviewFilters } from './filters'

export type Review = Schema<'ConsoleReview'>
export type ReviewPage = Answer<'/api/v1/business/stores/{storeId}/reviews', 'get'>
type ReplyBody = Body<'/api/v1/business/stores/{storeId}/reviews/{reviewId}/reply', 'put'>
type HideBody = Body<'/api/v1/business/stores/{storeId}/reviews/{reviewId}/hide', 'post'>
type OneReview = Answer<'/api/v1/business/stores/{storeId}/reviews/{reviewId}/show', 'post'>

export const reviewKeys = {
  lists: (storeId: number) => [BUSINESS_QUERY_ROOT, 'reviews', storeId, 'list'] as const,
  list: (storeId: number, f: ReviewFilters) => [BUSINESS_QUERY_ROOT, 'reviews', storeId, 'list', f] as const,
}

const reviewsPath = (storeId: number) => `/stores/${storeId}/reviews`

export const reviewListQuery = (storeId: number, f: ReviewFilters) =>
  queryOptions({
    queryKey: reviewKeys.list(storeId, f),
    queryFn: ({ signal }) => businessRequest<ReviewPage>(reviewsPath(storeId), { signal, query: apiQuery(f) }),
  })

/**
 * The changes of one review: each answers the review as it is now, which
 * replaces its row in every page read so far; hiding and showing move it
 * between the filtered lists, so those are read again too.
 */
export function useReviewChanges(storeId: number) {
  const client = useQueryClient()
  const keep = (review: Review) =>
    client.setQueriesData<ReviewPage>({ queryKey: reviewKeys.lists(storeId) }, (page) =>
      page && page.reviews.some((r) => r.id === review.id) ? { ...page, reviews: page.reviews.map((r) => (r.id === review.id ? review : r)) } : page,
    )
  const moved = (review: Review) => {
    keep(review)
    void client.invalidateQueries({ queryKey: reviewKeys.lists(storeId) })
  }
  const one = (id: number, tail: string) => `${reviewsPath(storeId)}/${id}/${tail}`
  const reply = useMutation({
    mutationFn: ({ id, reply }: { id: number } & ReplyBody) =>
      businessRequest<OneReview>(one(id, 'reply'), { method: 'PUT', body: { reply } satisfies ReplyBody }).then((a) => a.review),
    onSuccess: keep,
  })
  const removeReply = useMutation({
    mutationFn: (id: number) => businessRequest<OneReview>(one(id, 'reply'), { method: 'DELETE' }).then((a) => a.review),
    onSuccess: keep,
  })
  const hide = useMutation({
    mutationFn: ({ id, reason }: { id: number } & HideBody) =>
      businessRequest<OneReview>(one(id, 'hide'), { method: 'POST', body: { reason } satisfies HideBody }).then((a) => a.review),
    onSuccess: moved,
  })
  const show = useMutation({
    mutationFn: (id: number) => businessRequest<OneReview>(one(id, 'show'), { method: 'POST' }).then((a) => a.review),
    onSuccess: moved,
  })
  return { reply, removeReply, hide, show }
}

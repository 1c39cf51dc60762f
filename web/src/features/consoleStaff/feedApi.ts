// The store's kept point of sale feed (issue 22, docs/integrations.md,
// "The pull connector"): read with how its last run went, set, run now and
// removed, under /api/v1/business/stores/{storeId}/feed. Every key starts
// with the console's root, so signing out forgets it.

import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { businessRequest } from '../../lib/businessApi'
import { BUSINESS_QUERY_ROOT } from '../../lib/staffSession'
import type { Answer, Body, Schema } from '../../lib/wire'

export type FeedAnswer = Answer<'/api/v1/business/stores/{storeId}/feed', 'get'>
export type FeedInfo = Schema<'FeedInfo'>
export type FeedSettings = Body<'/api/v1/business/stores/{storeId}/feed', 'put'>

const feedPath = (storeId: number) => `/stores/${storeId}/feed`

export const feedQuery = (storeId: number) =>
  queryOptions({
    queryKey: [BUSINESS_QUERY_ROOT, 'stores', storeId, 'feed'],
    queryFn: ({ signal }) => businessRequest<FeedAnswer>(feedPath(storeId), { signal }),
  })

/** The feed; while waiting for a run asked for, read again every few seconds. */
export function useFeed(storeId: number, waiting: boolean) {
  return useQuery({ ...feedQuery(storeId), refetchInterval: waiting ? 3_000 : false })
}

/** Keeping, running now and removing the feed; each answer (or none) is what the query then holds. */
export function useFeedChanges(storeId: number) {
  const client = useQueryClient()
  const key = feedQuery(storeId).queryKey
  const hold = (answer: FeedAnswer) => client.setQueryData(key, answer)
  const save = useMutation({
    mutationFn: (body: FeedSettings) => businessRequest<FeedAnswer>(feedPath(storeId), { method: 'PUT', body }),
    onSuccess: hold,
  })
  const run = useMutation({
    mutationFn: () => businessRequest<FeedAnswer>(`${feedPath(storeId)}/run`, { method: 'POST' }),
    onSuccess: hold,
  })
  const remove = useMutation({
    mutationFn: () => businessRequest<void>(feedPath(storeId), { method: 'DELETE' }),
    onSuccess: () => hold({ feed: null }),
  })
  return { save, run, remove }
}

import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiPath, request } from '../../lib/api'
import { earlyAnswer } from '../../lib/earlyAnswers'
import type { Answer } from '../../lib/wire'

export const storesQuery = () =>
  queryOptions({
    queryKey: ['stores'],
    queryFn: ({ signal }) => request<Answer<'/api/v1/stores', 'get'>>(`${apiPath}/stores`, { signal }).then((r) => r.stores),
    staleTime: 60_000,
  })

export const useStores = () => useQuery(storesQuery())

type StoreAnswer = Answer<'/api/v1/stores/{id}', 'get'>

export const storeQuery = (id: number) =>
  queryOptions({
    queryKey: ['store', id],
    queryFn: ({ signal }) => request<StoreAnswer>(`${apiPath}/stores/${id}`, { signal }).then((r) => r.store),
    // a store's page brings its answer (lib/earlyAnswers)
    initialData: () => earlyAnswer<StoreAnswer>(`${apiPath}/stores/${id}`)?.store,
    // No store yet (a page waiting for its cart asks with 0): nothing to ask. A malformed id from a URL (NaN)
    // is still asked, so the page gets the server's not-found rather than waiting for ever.
    enabled: id !== 0,
    staleTime: 60_000,
  })

export const useStore = (id: number) => useQuery(storeQuery(id))

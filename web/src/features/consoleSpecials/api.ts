// The store's specials in the console (ADR 0022, plan step 9) over
// lib/businessApi.ts, under /api/v1/business/stores/{storeId}: the list
// (the store's own with their versions, and the brands' read-only), a new
// special, an edit and an end at the version read, and the preview of a
// sample bag. Every key starts with the console's root, so signing out
// forgets them.

import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { businessRequest } from '../../lib/businessApi'
import { BUSINESS_QUERY_ROOT } from '../../lib/staffSession'
import type { Answer, Body, Schema } from '../../lib/wire'

export type Special = Schema<'ConsoleSpecial'>
export type SpecialList = Answer<'/api/v1/business/stores/{storeId}/specials', 'get'>
export type NewSpecial = Body<'/api/v1/business/stores/{storeId}/specials', 'post'>
export type SpecialEdit = Body<'/api/v1/business/stores/{storeId}/specials/{specialId}', 'put'>
export type PreviewRequest = Body<'/api/v1/business/stores/{storeId}/specials/preview', 'post'>
export type PreviewAnswer = Answer<'/api/v1/business/stores/{storeId}/specials/preview', 'post'>
export type MenuPage = Answer<'/api/v1/business/stores/{storeId}/menu', 'get'>
export type MenuProduct = Schema<'StoreMenuProduct'>
type OneSpecial = { special: Special }

export const specialKeys = {
  list: (storeId: number) => [BUSINESS_QUERY_ROOT, 'specials', storeId, 'list'] as const,
  menuSearch: (storeId: number, q: string) => [BUSINESS_QUERY_ROOT, 'specials', storeId, 'menu', q] as const,
}

const specialsPath = (storeId: number) => `/stores/${storeId}/specials`

export const specialsQuery = (storeId: number) =>
  queryOptions({
    queryKey: specialKeys.list(storeId),
    queryFn: ({ signal }) => businessRequest<SpecialList>(specialsPath(storeId), { signal }).then((a) => a.specials),
  })

/** The menu's products whose names match q, for the preview's sample bag (menu.read). */
export const menuSearchQuery = (storeId: number, q: string) =>
  queryOptions({
    queryKey: specialKeys.menuSearch(storeId, q),
    queryFn: ({ signal }) => businessRequest<MenuPage>(`/stores/${storeId}/menu`, { signal, query: { q } }).then((a) => a.menu_products),
    enabled: q !== '',
  })

/** A new special, an edit and an end; each reads the list again, as a change may move a special between states. */
export function useSpecialChanges(storeId: number) {
  const client = useQueryClient()
  const again = () => client.invalidateQueries({ queryKey: specialKeys.list(storeId) })
  const create = useMutation({
    mutationFn: (body: NewSpecial) => businessRequest<OneSpecial>(specialsPath(storeId), { method: 'POST', body }).then((a) => a.special),
    onSuccess: again,
  })
  const edit = useMutation({
    mutationFn: ({ id, body }: { id: number; body: SpecialEdit }) =>
      businessRequest<OneSpecial>(`${specialsPath(storeId)}/${id}`, { method: 'PUT', body }).then((a) => a.special),
    onSuccess: again,
  })
  const end = useMutation({
    mutationFn: ({ id, version }: { id: number; version: number }) =>
      businessRequest<OneSpecial>(`${specialsPath(storeId)}/${id}/end`, { method: 'POST', body: { version } }).then((a) => a.special),
    onSuccess: again,
  })
  return { create, edit, end }
}

/** Prices a sample bag with a draft; writes nothing. */
export function usePreview(storeId: number) {
  return useMutation({
    mutationFn: (body: PreviewRequest) => businessRequest<PreviewAnswer>(`${specialsPath(storeId)}/preview`, { method: 'POST', body }),
  })
}

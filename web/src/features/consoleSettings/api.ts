// The store's settings in the console (ADR 0022, plan step 10) over
// lib/businessApi.ts, under /api/v1/business/stores/{storeId}/settings: read
// with their version, and written whole at the version read; and the
// preview of a message to shoppers in a look being edited. Every key
// starts with the console's root, so signing out forgets them.

import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { businessRequest } from '../../lib/businessApi'
import { BUSINESS_QUERY_ROOT } from '../../lib/staffSession'
import type { Answer, Body, Schema } from '../../lib/wire'

export type StoreSettings = Schema<'StoreSettings'>
export type SettingsAnswer = Answer<'/api/v1/business/stores/{storeId}/settings', 'get'>
export type SettingsChange = Body<'/api/v1/business/stores/{storeId}/settings', 'put'>
export type MessageLook = Schema<'MessageLook'>
export type MessagePreviewRequest = Body<'/api/v1/business/stores/{storeId}/messages/preview', 'post'>
export type MessagePreview = Schema<'MessagePreview'>
type MessagePreviewAnswer = Answer<'/api/v1/business/stores/{storeId}/messages/preview', 'post'>

export const settingsKeys = {
  one: (storeId: number) => [BUSINESS_QUERY_ROOT, 'settings', storeId] as const,
}

const settingsPath = (storeId: number) => `/stores/${storeId}/settings`

export const settingsQuery = (storeId: number) =>
  queryOptions({
    queryKey: settingsKeys.one(storeId),
    queryFn: ({ signal }) => businessRequest<SettingsAnswer>(settingsPath(storeId), { signal }).then((a) => a.settings),
    // An open form is not refreshed under the editor's hands (the form
    // starts again from each new reading): only a save, which answers the
    // settings as saved, or the conflict's Reload reads them again.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  })

/** Writes the settings at the version read; the answer is the settings as saved, which the query then holds. */
export function useSaveSettings(storeId: number) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (body: SettingsChange) => businessRequest<SettingsAnswer>(settingsPath(storeId), { method: 'PUT', body }).then((a) => a.settings),
    onSuccess: (saved) => client.setQueryData(settingsKeys.one(storeId), saved),
  })
}

/** One kind of message to a shopper as a look makes it, for a sample reservation; writes and sends nothing. */
export function usePreviewMessage(storeId: number) {
  return useMutation({
    mutationFn: (body: MessagePreviewRequest) =>
      businessRequest<MessagePreviewAnswer>(`/stores/${storeId}/messages/preview`, { method: 'POST', body }).then((a) => a.preview),
  })
}

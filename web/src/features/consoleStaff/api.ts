// The owner's calls at a store (ADR 0022, plan step 2): its staff, its
// integration tokens and its audit log, under
// /api/v1/business/stores/{storeId}/…, through lib/businessApi.ts (the
// staff cookie, X-CSRF-Token on writes). Every key starts with the
// console's root, so signing out forgets them.

import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { businessRequest } from '../../lib/businessApi'
import { BUSINESS_QUERY_ROOT, staffSessionQuery } from '../../lib/staffSession'
import type { Answer, Body, Schema } from '../../lib/wire'
import type { GrantedRole } from './words'

export type StaffList = Answer<'/api/v1/business/stores/{storeId}/staff', 'get'>
export type TokenList = Answer<'/api/v1/business/stores/{storeId}/tokens', 'get'>
export type TokenInfo = Schema<'IntegrationTokenInfo'>
export type TokenMade = Answer<'/api/v1/business/stores/{storeId}/tokens', 'post'>
export type AuditPage = Answer<'/api/v1/business/stores/{storeId}/audit', 'get'>
type Invite = Body<'/api/v1/business/stores/{storeId}/staff', 'post'>

const storeKey = (storeId: number) => [BUSINESS_QUERY_ROOT, 'stores', storeId] as const
const storePath = (storeId: number) => `/stores/${storeId}`

export const staffQuery = (storeId: number) =>
  queryOptions({
    queryKey: [...storeKey(storeId), 'staff'],
    queryFn: ({ signal }) => businessRequest<StaffList>(`${storePath(storeId)}/staff`, { signal }),
  })

export function useStaffList(storeId: number) {
  return useQuery(staffQuery(storeId))
}

/**
 * Changes to the store's staff: each answers the list as it now is (a
 * removal answers nothing, so the list is read again). A change to the
 * member's own role changes what the session allows, so it is read again
 * too.
 */
export function useStaffChanges(storeId: number, me: number) {
  const client = useQueryClient()
  const key = staffQuery(storeId).queryKey
  const after = (staffId?: number) => {
    if (staffId === me) void client.invalidateQueries({ queryKey: staffSessionQuery.queryKey })
  }
  const invite = useMutation({
    mutationFn: (input: { email: string; name: string; role: GrantedRole }) =>
      businessRequest<StaffList>(`${storePath(storeId)}/staff`, { method: 'POST', body: input satisfies Invite }),
    onSuccess: (list) => client.setQueryData(key, list),
  })
  const changeRole = useMutation({
    mutationFn: ({ staffId, role }: { staffId: number; role: GrantedRole }) =>
      businessRequest<StaffList>(`${storePath(storeId)}/staff/${staffId}`, {
        method: 'PUT',
        body: { role } satisfies Body<'/api/v1/business/stores/{storeId}/staff/{staffId}', 'put'>,
      }),
    onSuccess: (list, { staffId }) => {
      client.setQueryData(key, list)
      after(staffId)
    },
  })
  const remove = useMutation({
    mutationFn: (staffId: number) => businessRequest<void>(`${storePath(storeId)}/staff/${staffId}`, { method: 'DELETE' }),
    onSuccess: (_, staffId) => {
      client.setQueryData<StaffList>(key, (list) => list && { staff: list.staff.filter((p) => p.id !== staffId) })
      void client.invalidateQueries({ queryKey: key })
      after(staffId)
    },
  })
  return { invite, changeRole, remove }
}

export const tokensQuery = (storeId: number) =>
  queryOptions({
    queryKey: [...storeKey(storeId), 'tokens'],
    queryFn: ({ signal }) => businessRequest<TokenList>(`${storePath(storeId)}/tokens`, { signal }),
  })

export function useTokens(storeId: number) {
  return useQuery(tokensQuery(storeId))
}

/** Making a token (answered once, never listed) and revoking one; the list is read again after each. */
export function useTokenChanges(storeId: number) {
  const client = useQueryClient()
  const key = tokensQuery(storeId).queryKey
  const make = useMutation({
    mutationFn: (body: Body<'/api/v1/business/stores/{storeId}/tokens', 'post'>) =>
      businessRequest<TokenMade>(`${storePath(storeId)}/tokens`, { method: 'POST', body }),
    onSuccess: () => void client.invalidateQueries({ queryKey: key }),
  })
  const revoke = useMutation({
    mutationFn: (tokenId: number) => businessRequest<void>(`${storePath(storeId)}/tokens/${tokenId}`, { method: 'DELETE' }),
    onSuccess: () => void client.invalidateQueries({ queryKey: key }),
  })
  return { make, revoke }
}

/** A page of the audit log, newest first: before is the previous page's next_before, undefined for the newest. */
export function useAuditPage(storeId: number, before: number | undefined) {
  return useQuery({
    queryKey: [...storeKey(storeId), 'audit', before ?? 0],
    queryFn: ({ signal }) => businessRequest<AuditPage>(`${storePath(storeId)}/audit`, { signal, query: { before } }),
    placeholderData: keepPreviousData,
  })
}

export type WebhookList = Answer<'/api/v1/business/stores/{storeId}/webhooks', 'get'>
export type WebhookInfo = Schema<'Webhook'>
export type WebhookAnswer = Answer<'/api/v1/business/stores/{storeId}/webhooks', 'post'>
export type WebhookNew = Body<'/api/v1/business/stores/{storeId}/webhooks', 'post'>
export type WebhookChange = Body<'/api/v1/business/stores/{storeId}/webhooks/{webhookId}', 'put'>
export type DeliveryPage = Answer<'/api/v1/business/stores/{storeId}/webhooks/{webhookId}/deliveries', 'get'>
export type DeliveryInfo = Schema<'WebhookDelivery'>

export const webhooksQuery = (storeId: number) =>
  queryOptions({
    queryKey: [...storeKey(storeId), 'webhooks'],
    queryFn: ({ signal }) => businessRequest<WebhookList>(`${storePath(storeId)}/webhooks`, { signal }),
  })

export function useWebhooks(storeId: number) {
  return useQuery(webhooksQuery(storeId))
}

/** A page of a subscription's deliveries, newest first: before is the previous page's next_before, undefined for the newest. */
export function useDeliveries(storeId: number, webhookId: number, before: number | undefined) {
  return useQuery({
    queryKey: [...webhooksQuery(storeId).queryKey, webhookId, 'deliveries', before ?? 0],
    queryFn: ({ signal }) => businessRequest<DeliveryPage>(`${storePath(storeId)}/webhooks/${webhookId}/deliveries`, { signal, query: { before } }),
    placeholderData: keepPreviousData,
  })
}

/**
 * Making a subscription (its secret answered once), changing one (a new
 * secret when asked), removing one, and sending a delivery again; the
 * list, and the logs under it, are read again after each.
 */
export function useWebhookChanges(storeId: number) {
  const client = useQueryClient()
  const key = webhooksQuery(storeId).queryKey
  const again = () => void client.invalidateQueries({ queryKey: key })
  const path = `${storePath(storeId)}/webhooks`
  const make = useMutation({
    mutationFn: (body: WebhookNew) => businessRequest<WebhookAnswer>(path, { method: 'POST', body }),
    onSuccess: again,
  })
  const change = useMutation({
    mutationFn: ({ id, body }: { id: number; body: WebhookChange }) => businessRequest<WebhookAnswer>(`${path}/${id}`, { method: 'PUT', body }),
    onSuccess: again,
  })
  const remove = useMutation({
    mutationFn: (id: number) => businessRequest<void>(`${path}/${id}`, { method: 'DELETE' }),
    onSuccess: again,
  })
  const resend = useMutation({
    mutationFn: ({ id, deliveryId }: { id: number; deliveryId: number }) =>
      businessRequest<Answer<'/api/v1/business/stores/{storeId}/webhooks/{webhookId}/deliveries/{deliveryId}/resend', 'post'>>(
        `${path}/${id}/deliveries/${deliveryId}/resend`,
        { method: 'POST' },
      ),
    onSuccess: again,
  })
  return { make, change, remove, resend }
}

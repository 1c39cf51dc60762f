// Store verification (spec section 4): a page under /embed/stores/{id} runs
// as its partner's embedded page (partner messages, the partner's cart key)
// only once the store the API returns for that id is the partner's store.
// The operator embed checks its picked store the same way against the
// operator's stores.

/** Where a framed page stands with its store. */
export type Verification = 'checking' | 'verified' | 'refused'

export interface VerifyInput {
  /** The store id of the page's path: /embed/stores/{id}, or the operator's picked store. */
  partnerId: string | undefined
  /** The stores the page's partner shows, as the server told the page (settings.partner.store_ids). */
  partnerStoreIds: readonly number[] | undefined
  /** The store the API returned for partnerId, once it answered. */
  store: { id: number } | undefined
  /** The API refused the store (not found, or the call failed for good). */
  failed: boolean
}

/**
 * Verified only when the returned store's id is the path's store id and the
 * partner lists that store; refused when any of that cannot hold; checking
 * while the store is on its way.
 */
export function verifyStore({ partnerId, partnerStoreIds, store, failed }: VerifyInput): Verification {
  const wanted = Number(partnerId)
  if (!partnerId || !/^\d+$/.test(partnerId) || !partnerStoreIds?.includes(wanted)) return 'refused'
  if (failed) return 'refused'
  if (!store) return 'checking'
  return store.id === wanted ? 'verified' : 'refused'
}

/**
 * The operator embed's page is the operator's when the server named an
 * operator-embed partner for it and that partner is the path's operator.
 */
export function verifyOperator(operatorId: string | undefined, partner: { id: number; mode: string } | undefined): Verification {
  return partner !== undefined && partner.mode === 'operatorEmbed' && operatorId === String(partner.id) ? 'verified' : 'refused'
}

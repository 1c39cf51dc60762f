// The menu's words: its kinds, visibility and stock as the console says
// them, and a server's field message as a sentence.

import { kindLabel } from '../../lib/slug'
import { WEIGHT_LABELS } from '../../lib/weights'
import type { WeightId } from '../../lib/types'
import type { MenuProduct } from './api'

export type Kind = MenuProduct['kind']

/** Every kind a product may be, in the order the filter lists them (the contract's enum). */
export const KINDS: readonly Kind[] = ['flower', 'pre-roll', 'vape', 'extract', 'edible', 'tincture', 'topical', 'gear', 'merch', 'grow']

export function isKind(s: string): s is Kind {
  return (KINDS as readonly string[]).includes(s)
}

/** A kind for people: Flower, Pre-roll. */
export const kindName = kindLabel

/** Whether shoppers see it, in a word. */
export function visibilityWords(visible: boolean): string {
  return visible ? 'Shown' : 'Hidden'
}

/** A count on hand: "12 in stock", "Out of stock". */
export function stockWords(stock: number): string {
  return stock > 0 ? `${stock} in stock` : 'Out of stock'
}

/** A weight's label by its price id (3.5g, Each); an unknown id as the server spelled it. */
export function weightName(priceId: string): string {
  return Object.hasOwn(WEIGHT_LABELS, priceId) ? WEIGHT_LABELS[priceId as WeightId] : priceId
}

/**
 * A field's message as a sentence under the field: the catalogue's checks
 * say "cannot be negative", shown as "Cannot be negative."
 */
export function sentence(message: string): string {
  const s = message.trim()
  if (s === '') return s
  const first = s.charAt(0).toUpperCase() + s.slice(1)
  return /[.!?]$/.test(first) ? first : `${first}.`
}

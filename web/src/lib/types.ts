import type { Answer, Schema } from './wire'
// The API's shapes, generated from its contract (lib/contract.ts, ADR 0020).
// Money is dollars as numbers.

/** A line of a bag; its price_id is one of the catalogue's weights (spec section 3). */
export type CartProduct = Schema<'CartProduct'>

/** A price id: the weight a product is sold by, "each" for products not sold by weight. */
export type WeightId = CartProduct['price_id']

export type DayHours = Schema<'DayHours'>

/** A date with hours of its own, closed or open other hours, which every schedule of the store follows that day. */
export type SpecialDay = Schema<'SpecialDay'>

/** A tax a store adds; a cart or reservation's TaxAmount says what it came to. */
export type StoreTax = Schema<'StoreTax'>
export type TaxAmount = Schema<'TaxAmount'>

/** A store as GET /stores/{id} answers it. */
export type Store = Schema<'Store'>

/**
 * A menu product, all its fields (GET /products/{id}, /materialized_menu_products):
 * price_<weight>, discounted_price_<weight>, stock_<weight> and
 * max_cart_quantity_<weight> keys exist for the weights it sells.
 */
export type MenuProduct = Schema<'MenuProduct'>

/**
 * A product of a merchandising placement (/merch/v2/smart, /multi): its
 * search_attributes are the menu product's fields the request named, so the
 * type names them (K) rather than claiming a whole menu product.
 */
export type SmartSlot<K extends keyof MenuProduct> = Omit<Schema<'PlacedProduct'>, 'search_attributes'> & {
  search_attributes: Pick<MenuProduct, K>
}

/** A page of a placement whose request named the attributes K. */
export type SmartResponse<K extends keyof MenuProduct> = Omit<Answer<'/merch/v2/smart', 'post'>, 'products'> & {
  products: SmartSlot<K>[]
}

export type LineDiscount = Schema<'LineDiscount'>
/** A special that took something off the cart (docs/pricing.md). */
export type AppliedSpecial = Schema<'AppliedSpecial'>
export type CashBack = Schema<'CashBack'>
export type BundleProgress = Schema<'CartBundle'>
export type QualifyingStatus = BundleProgress['status']
/** A shopper's bag, priced by the server: totals, specials, redemptions and what is wrong with it. */
export type Cart = Schema<'Cart'>
/** A loyalty reward redeemed on a cart (spec section 4), with what it took off; removed ones carry removed_at. */
export type CrmRedemption = Schema<'CartRedemption'>
/** A cart line that sold out or left the menu: available is how many can still be bought. */
export type UnavailableProduct = Schema<'Unavailable'>
export type DeliveryAddress = Schema<'Address'>

/** A reservation as its shopper sees it (GET /reservation_receipts/{uuid} and /reservations/{id}). */
export type Reservation = Schema<'Reservation'>

/** A special as GET /stores/{id}/specials answers it. */
export type Special = Schema<'Special'>

/** A special's qualifying status for a cart (spec section 3). */
export type SpecialStatus = Schema<'SpecialStatus'>

/** A special with the products it covers and, given a cart, its status (GET /stores/{id}/specials/{specialId}). */
export type SpecialDetail = Answer<'/api/v1/stores/{id}/specials/{specialId}', 'get'>

export type Brand = Schema<'Brand'>


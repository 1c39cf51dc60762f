import type { Schema } from './wire'
// The API's shapes, as docs/api.md documents them. Money is dollars as numbers.

export type WeightId =
  | 'half_gram'
  | 'gram'
  | 'two_gram'
  | 'eighth_ounce'
  | 'quarter_ounce'
  | 'half_ounce'
  | 'ounce'
  | 'each'

export interface DayHours {
  day: string
  period: { from: string; to: string }
}

export interface StoreTax {
  title: string
  rate: number
  amount?: number
}

export interface Store {
  id: number
  name: string
  url_slug: string
  description: string
  address: string
  city: string
  state: string
  country_code: string
  zip: string
  phone: string
  lat: number
  long: number
  time_zone_identifier: string
  currency: string
  recreational: boolean
  medical: boolean
  pickup: boolean
  delivery: boolean
  curbside: boolean
  working_hours: DayHours[]
  product_count: number
  rating: number | null
  reviews_count: number
  checkout_age_minimum: number
  age_gate?: boolean
  checkout_agreement: string
  communication_banner: { enabled: boolean; message?: string }
  hide_prices?: boolean
  view_default?: string
  menu_tabs?: string[]
  custom_row_settings?: { title: string; search_filter: string; search_sort?: string; enabled: boolean }[]
  carousel_banner?: { image_url: string; alt_text: string; link?: string }[]
  custom_product_type_labels?: Record<string, string>
  custom_lineage_labels?: Record<string, string>
  specials_row_display_name?: string
}

// A menu product: price_<weight>, discounted_price_<weight>, stock_<weight>
// and max_cart_quantity_<weight> keys exist per weight.
export interface MenuProduct {
  id: number
  product_id: number
  menu_product_id: number
  store_id: number
  name: string
  url_slug: string
  description: string
  brand: string
  kind: string
  root_subtype: string
  category: string | null
  strain: string
  image_urls: string[]
  available_weights: string[]
  percent_thc: number | null
  percent_cbd: number | null
  dosage: number | null
  effects: string[]
  flavors: string[]
  terpenes: { name: string; percent: number }[]
  aggregate_rating: number | null
  review_count: number
  max_cart_quantity: number
  store_notes: string
  [key: string]: unknown
}

export interface SmartSlot {
  object_id: string
  product_id: number
  ad_token?: string
  flight_id?: number
  search_attributes: MenuProduct
}

export interface SmartResponse {
  products: SmartSlot[]
  nb_hits: number
}

/** A line of a bag; price_{price_id} and discounted_price_{price_id} while it is on the menu. */
export type CartProduct = Schema<'CartProduct'>
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

export interface SpecialDetail {
  special: Special
  products: MenuProduct[]
  qualifying_product_ids: number[]
  discountable_product_ids: number[]
  status: SpecialStatus | null
}

export type Brand = Schema<'Brand'>

/** A product across the stores that sell it; GET /products/{id}/stores adds each store. */
export type ProductSummary = Schema<'ProductSummary'> & { stores?: Schema<'ProductStore'>[] }

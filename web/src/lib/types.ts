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

export interface CartProduct {
  id: number
  product_id: number
  price_id: WeightId
  count: number
  name?: string
  brand?: string
  kind?: string
  category?: string | null
  url_slug?: string
  image_url?: string
  unit_price: number | null
  line_total: number | null
  max_cart_quantity?: number
  available: boolean
  /** Everything the line's specials take off it, and the special holding most of its units. */
  discount_amount?: number
  /** The line before its discounts (line_total + discount_amount), for the struck-through price. */
  regular_total?: number
  special_id?: number | null
  special_title?: string | null
  discounts?: LineDiscount[]
}

export interface LineDiscount {
  special_id: number
  units: number
  discounted_units: number
  amount: number
}

/** A special that took something off the cart (docs/pricing.md). */
export interface AppliedSpecial {
  special_id: number
  title: string
  special_type: string
  category: 'product' | 'brand' | 'group' | 'cart'
  amount: number
  lines: { product_id: number; price_id: WeightId; units: number; amount: number }[]
}

export interface CashBack {
  special_id: number
  title: string
  discount_label: string
  amount: number
}

export interface BundleProgress {
  special_id: number
  status: QualifyingStatus
  threshold: number
  qualifying_count: number
  qualifying_product_ids: number[]
  discounted_product_ids: number[]
}

export type QualifyingStatus = 'not_qualified' | 'qualified' | 'applied'

/** The totals the server computes for a cart, and keeps for a reservation. */
export interface Totals {
  item_total: number
  all_discounts_total: number
  store_taxes: StoreTax[]
  store_tax_amount: number
  sales_tax_rate: number
  sales_tax_amount: number
  service_fee_amount: number
  delivery_fee_amount: number
  order_total: number
  tip_amount?: number | string
  rounding_amount?: number
}

export interface Cart extends Totals {
  specials: AppliedSpecial[]
  cash_back: CashBack[]
  bundles: BundleProgress[]
  promo_code: string | null
  promo_code_applied: boolean
  cart_discount_amount: number
  group_special_id: number | null
  group_special_title: string | null
  special_has_changed: boolean
  brand_special_has_changed: boolean
  max_specials_per_cart_hit: boolean
  uuid: string
  id: number
  status: string
  store: { id: number; name: string }
  reservation_mode: string
  products: CartProduct[]
  product_count: number
  discounted_subtotal: number
  /** The lines that can no longer be bought as they stand (spec section 8's fix-up). */
  unavailable_products?: UnavailableProduct[]
  delivery_address?: DeliveryAddress | null
  /** Loyalty rewards redeemed on the cart, those taken off, and what the redeemed ones took off in all. */
  crm_redemptions?: CrmRedemption[]
  removed_crm_redemptions?: CrmRedemption[]
  crm_redemptions_total?: number
  /** Off: a reward on the cart replaces its specials. */
  loyalty_points_stacking_enabled?: boolean
  /** Whether the hours of the cart's reservation mode are open now. */
  is_open?: boolean
  /**
   * What to know before reserving, or null: the store closed, last call
   * passed, outside the mode's hours (with the earliest window), or a line
   * whose stock dropped.
   */
  warning_message?: string | null
}

/** A loyalty reward redeemed on a cart (spec section 4), with what it took off; removed ones carry removed_at. */
export interface CrmRedemption {
  id: number
  reward_id: number
  reward_name: string
  point_value: number
  cash_reward: number
  crm_provider: string
  amount?: number
  removed_at?: string
}

/** A cart line that sold out or left the menu: available is how many can still be bought. */
export interface UnavailableProduct {
  product_id: number
  price_id: WeightId
  available: number
}

export interface DeliveryAddress {
  street?: string
  city?: string
  state_code?: string
  zipcode?: string
  lat?: number
  lng?: number
}

/** A reservation as its shopper sees it (GET /reservation_receipts/{uuid} and /reservations/{id}). */
export type Reservation = Schema<'Reservation'>

/** A special as GET /stores/{id}/specials answers it. */
export interface Special {
  id: number
  store_id: number | null
  product_brand_id: number | null
  product_brand: string | null
  brand_logo_url: string | null
  special_type: string
  title: string
  description: string
  terms: string
  discount_type: string
  discount_label: string
  cash_back: boolean
  requires_promo_code: boolean
  user_group: string | null
  url_slug: string
  end_time: string | null
}

/** A special's qualifying status for a cart (spec section 3). */
export interface SpecialStatus {
  qualifying_status: QualifyingStatus
  qualified_products: { product_id: number; price_id: WeightId; count: number }[]
  discounted_products: { product_id: number; price_id: WeightId; count: number }[]
  threshold: number
  qualifying_count: number
  amount_saved: number
  callout_text: string
  callout_subtext: string
  footer_text: string
  footer_subtext: string
}

export interface SpecialDetail {
  special: Special
  products: MenuProduct[]
  qualifying_product_ids: number[]
  discountable_product_ids: number[]
  status: SpecialStatus | null
}

export interface Brand {
  id: number
  name: string
  url_slug: string
  color_hex: string
  description: string
  productCount: number
  has_active_brand_special: boolean
}

export interface ProductSummary {
  id: number
  product_id: number
  name: string
  url_slug: string
  brand: string
  product_brand_id: number
  kind: string
  root_subtype: string
  category: string | null
  description: string
  image_urls: string[]
  percent_thc: number | null
  effects: string[]
  store_count: number
  lowest_price: number | null
  stores?: {
    store: { id: number; name: string; url_slug: string; city: string; state: string; lat: number; long: number }
    lowest_price: number | null
    prices: Record<string, number>
    /** The store shows its prices to signed-in shoppers only (hide_prices): none here. */
    prices_hidden?: boolean
  }[]
}

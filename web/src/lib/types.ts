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
}

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
}

export interface Cart extends Totals {
  uuid: string
  id: number
  status: string
  store: { id: number; name: string }
  reservation_mode: string
  products: CartProduct[]
  product_count: number
  discounted_subtotal: number
}

export interface Reservation extends Totals {
  uuid: string
  id: number
  status: string
  reservation_mode: string
  created_at: string
  payment_method: string
  amount: number
  store: {
    id: number
    name: string
    address: string
    city: string
    state: string
    zip: string
    phone: string
    url_slug: string
    time_zone_identifier: string
  }
  contact: { first_name: string; last_name: string; email: string; phone: string }
  products: {
    product_id: number
    price_id: WeightId
    name: string
    brand: string
    kind: string
    count: number
    unit_price: number
    line_total: number
  }[]
}

export interface CheckoutResponse {
  message: string
  warning_message?: string
  reservation: { uuid: string; id: number; amount: number; status: string }
  contact: { is_registered: boolean } | null
}

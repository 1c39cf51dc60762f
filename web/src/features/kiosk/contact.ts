// Which name and contact fields a kiosk checkout asks, by the store's
// kiosk anonymous checkout setting (catalogue kiosk_anonymous_checkout):
// required asks none (the store keeps no name or contact), allowed asks
// them as optional, none asks a first and last name and a phone number or
// an e-mail address. The server checks the same (internal/checkout).

export type Anonymity = 'required' | 'allowed' | 'none'

export function anonymityOf(setting: string | undefined): Anonymity {
  return setting === 'required' || setting === 'allowed' ? setting : 'none'
}

export interface KioskContact {
  first_name: string
  last_name: string
  phone: string
  email: string
}

export interface ContactField {
  name: keyof KioskContact
  label: string
  required: boolean
}

/** The fields to show, in order. */
export function contactFields(a: Anonymity): ContactField[] {
  if (a === 'required') return []
  const required = a === 'none'
  return [
    { name: 'first_name', label: 'First name', required },
    { name: 'last_name', label: 'Last name', required },
    // Either will do when a contact is needed: neither is required alone.
    { name: 'phone', label: 'Phone', required: false },
    { name: 'email', label: 'E-mail', required: false },
  ]
}

export const MSG_PHONE_OR_EMAIL = 'Please give a phone number or an e-mail address.'

/** The client's own check before the server's: what each field lacks. */
export function contactProblems(a: Anonymity, c: KioskContact): Partial<Record<keyof KioskContact, string>> {
  const out: Partial<Record<keyof KioskContact, string>> = {}
  if (a !== 'none') return out
  if (!c.first_name.trim()) out.first_name = 'Please fill out this field.'
  if (!c.last_name.trim()) out.last_name = 'Please fill out this field.'
  if (!c.phone.trim() && !c.email.trim()) {
    out.phone = MSG_PHONE_OR_EMAIL
    out.email = MSG_PHONE_OR_EMAIL
  }
  return out
}

/** The body's contact: nothing at a store that requires anonymity. */
export function contactBody(a: Anonymity, c: KioskContact): KioskContact {
  if (a === 'required') return { first_name: '', last_name: '', phone: '', email: '' }
  return { first_name: c.first_name.trim(), last_name: c.last_name.trim(), phone: c.phone.trim(), email: c.email.trim() }
}

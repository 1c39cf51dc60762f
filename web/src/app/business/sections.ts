// The console's screens at a store, as the store's navigation and its
// overview list them, each behind the permission its routes declare on the
// server (ADR 0022, section 2). Shown only when the session's permissions
// at the store hold it; the server refuses the rest anyway.

import { roleName } from '../../components/console/roles'
import type { Permission, StaffStore } from '../../lib/staffSession'

export interface StoreSection {
  /** Its path under /stores/:storeId/. */
  path: string
  label: string
  permission: Permission
  /** What it is for, in a line, on the store's overview. */
  about: string
  /** What the permission allows, as the server's refusals say it: "A budtender cannot manage staff." */
  action: string
}

export const STORE_SECTIONS: StoreSection[] = [
  { path: 'queue', label: 'Queue', permission: 'reservations.read', about: 'Reservations as they come in: confirm, prepare, hand over.', action: 'see reservations' },
  {
    path: 'menu',
    label: 'Menu',
    permission: 'menu.read',
    about: 'Prices, stock and what shoppers see, product by product or by CSV file.',
    action: 'see the menu',
  },
  {
    path: 'specials',
    label: 'Specials',
    permission: 'specials.read',
    about: 'Discounts at the store: their dates, and what a sample bag pays.',
    action: 'see the specials',
  },
  {
    path: 'reviews',
    label: 'Reviews',
    permission: 'reviews.moderate',
    about: 'What shoppers wrote: reply, or hide a review with a reason.',
    action: 'moderate reviews',
  },
  {
    path: 'reports',
    label: 'Reports',
    permission: 'reports.read',
    about: 'Sales per day, mode and hour, top products, and what shoppers searched for and did not find.',
    action: 'read reports',
  },
  {
    path: 'settings',
    label: 'Settings',
    permission: 'settings.read',
    about: 'Hours and holidays, fulfilment, delivery zones, limits, taxes and what shoppers are told.',
    action: 'see the settings',
  },
  { path: 'staff', label: 'People', permission: 'staff.manage', about: 'Invite staff, change their roles, remove them.', action: 'manage staff' },
  {
    path: 'tokens',
    label: 'Integration tokens',
    permission: 'tokens.manage',
    about: 'Tokens for a front-desk screen or a point of sale.',
    action: 'manage integration tokens',
  },
  {
    path: 'webhooks',
    label: 'Webhooks',
    permission: 'webhooks.manage',
    about: 'Tell a point of sale or another system of reservations, arrivals, low stock and reviews as they happen.',
    action: 'manage webhooks',
  },
  {
    path: 'feed',
    label: 'Point of sale feed',
    permission: 'inventory.sync',
    about: 'The address of the point of sale’s menu export, which the server reads every few minutes to keep prices and counts in step.',
    action: 'sync the menu',
  },
  { path: 'audit', label: 'Audit log', permission: 'audit.read', about: 'Who changed what at the store, and when.', action: 'read the audit log' },
]

/** The sections the member's role at the store opens. */
export function sectionsAt(store: StaffStore): StoreSection[] {
  return STORE_SECTIONS.filter((s) => store.permissions.includes(s.permission))
}

/** Where a store's link in the switcher goes: the same section when the role there opens it, else the store's overview. */
export function switchTo(store: StaffStore, section: string | undefined): string {
  const same = STORE_SECTIONS.find((s) => s.path === section)
  return same && store.permissions.includes(same.permission) ? `/stores/${store.store_id}/${same.path}` : `/stores/${store.store_id}`
}

/** "A budtender cannot manage staff.", as the server words it. */
export function cannotWords(role: string, action: string): string {
  const name = roleName(role)
  return `${/^[aeiou]/i.test(name) ? 'An' : 'A'} ${name.toLowerCase()} cannot ${action}.`
}

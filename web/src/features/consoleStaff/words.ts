// How the owner's screens word what the server answers (ADR 0022, plan
// step 2): a person's state, the roles an owner may give, the audit log's
// actors, actions and subjects, and a change as "before → after". Pure, so
// the words are tested without a screen.

import type { Schema } from '../../lib/wire'
import { statusName } from '../../components/console/statuses'

export type StaffPerson = Schema<'StaffPerson'>
export type AuditEntry = Schema<'AuditEntry'>

/** The roles an owner gives at a store (operators are given on the command line). */
export const GRANTED_ROLES = ['owner', 'manager', 'budtender'] as const
export type GrantedRole = (typeof GRANTED_ROLES)[number]

export function isGrantedRole(role: string): role is GrantedRole {
  return (GRANTED_ROLES as readonly string[]).includes(role)
}

/** What each role given at a store may do, in a line, for the invite form. */
export const ROLE_HINT = 'Owners manage everything, staff included. Managers edit the menu, specials and settings. Budtenders work the queue.'

const states: Record<StaffPerson['state'], string> = {
  invited: 'Invited: has not set a password yet',
  expired: 'Invitation expired: invite them again',
  enrolling: 'Setting up the authenticator app',
  active: 'Active',
  disabled: 'Account disabled',
}

/** Where a person is in signing up, in plain words. */
export function stateWords(state: StaffPerson['state']): string {
  return states[state] ?? state
}

/** How the console names a person: their name, else their address. */
export function personName(p: { name: string; email: string }): string {
  return p.name.trim() || p.email
}

/**
 * Who made an audit entry, from its actor as it was then: staff:address,
 * token:name, cli or system.
 */
export function actorWords(actor: string): string {
  if (actor === 'cli') return 'The command line'
  if (actor === 'system') return 'Pistil, automatically'
  const [kind, ...rest] = actor.split(':')
  const who = rest.join(':')
  if (kind === 'staff' && who) return who
  if (kind === 'token' && who) return `Integration token “${who}”`
  return actor
}

const actions: Record<string, string> = {
  'staff_role.grant': 'Gave a role',
  'staff_role.change': 'Changed a role',
  'staff_role.remove': 'Removed from the store',
  'staff.enrol_totp': 'Set up the authenticator app',
  'staff.change_password': 'Changed their password',
  'staff.reset_second_factor': 'Reset the second factor',
  'token.create': 'Made an integration token',
  'token.revoke': 'Revoked an integration token',
  'document.view': 'Viewed ID photos',
}

/** An audit action in words; one the console does not know yet, readably from its name. */
export function actionWords(action: string): string {
  if (actions[action]) return actions[action]
  const words = action.replace(/[._]+/g, ' ').trim()
  return words.charAt(0).toUpperCase() + words.slice(1)
}

const subjects: Record<string, string> = {
  staff: 'Staff member',
  token: 'Integration token',
  menu_product: 'Menu product',
  reservation: 'Reservation',
  special: 'Special',
  review: 'Review',
  store: 'Store',
}

/** An audit subject, kind:id, in words: "Staff member #12". */
export function subjectWords(subject: string): string {
  const at = subject.lastIndexOf(':')
  if (at <= 0) return subject
  const kind = subject.slice(0, at)
  const id = subject.slice(at + 1)
  const named = subjects[kind] ?? actionWords(kind)
  return /^\d+$/.test(id) ? `${named} #${id}` : `${named} ${id}`
}

/** One field of a change: its value before and after; undefined where that side has no such field. */
export interface FieldChange {
  field: string
  before?: string
  after?: string
}

/** A recorded value in words: text as it is, yes or no, nothing for null, anything else as JSON. */
export function valueWords(value: unknown): string {
  if (value === null || value === undefined) return 'nothing'
  if (typeof value === 'string') return value === '' ? '(empty)' : value
  if (typeof value === 'boolean') return value ? 'yes' : 'no'
  if (typeof value === 'number') return String(value)
  return JSON.stringify(value)
}

/** A field's name in words: "last_name" is "Last name". */
export function fieldWords(field: string): string {
  const words = field.replace(/_+/g, ' ').trim()
  return words.charAt(0).toUpperCase() + words.slice(1)
}

/**
 * What an entry changed, field by field, in the order the fields first
 * appear (before's, then after's new ones). A field with the same value on
 * both sides is context (whose role changed) and keeps one value, as after.
 */
export function changes(before: Record<string, unknown> | null, after: Record<string, unknown> | null): FieldChange[] {
  const b = before ?? {}
  const a = after ?? {}
  const fields = [...Object.keys(b), ...Object.keys(a).filter((k) => !(k in b))]
  // A reservation's status by its name in the queue (ready_for_pickup is Ready); any other value as recorded.
  const words = (field: string, v: unknown) => (field === 'status' && typeof v === 'string' ? statusName(v) : valueWords(v))
  return fields.map((field) => {
    const had = field in b
    const has = field in a
    if (had && has && JSON.stringify(b[field]) === JSON.stringify(a[field])) return { field: fieldWords(field), after: words(field, a[field]) }
    return {
      field: fieldWords(field),
      before: had ? words(field, b[field]) : undefined,
      after: has ? words(field, a[field]) : undefined,
    }
  })
}

/** One line of a change for people: "Role: manager → owner", "Name: front desk", "Role: budtender (removed)". */
export function changeLine(c: FieldChange): string {
  if (c.before !== undefined && c.after !== undefined) return `${c.field}: ${c.before} → ${c.after}`
  if (c.after !== undefined) return `${c.field}: ${c.after}`
  return `${c.field}: ${c.before} (removed)`
}

/** An instant as the console shows it: "Nov 28, 2026, 2:05 PM", in the browser's zone unless one is given. */
export function whenWords(iso: string, timeZone?: string): string {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return iso
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(date)
}

/** The page of the audit log in the address (?before=, an entry's id), or undefined for the newest. */
export function beforeOf(raw: string | null): number | undefined {
  if (raw === null || !/^\d+$/.test(raw)) return undefined
  const n = Number(raw)
  return n > 0 && Number.isSafeInteger(n) ? n : undefined
}

/** The webhooks' events as the console names them, in the server's order. */
export const WEBHOOK_EVENT_WORDS: Record<string, string> = {
  'reservation.created': 'A reservation is placed',
  'reservation.updated': 'A reservation moves to another status',
  'reservation.cancelled': 'A reservation is cancelled',
  'curbside.arrived': 'A curbside shopper arrives',
  'inventory.low': 'A weight’s stock runs low',
  'review.created': 'A shopper reviews a product',
}

/** An event's words, or the event itself for one the console does not know yet. */
export function webhookEventWords(event: string): string {
  return WEBHOOK_EVENT_WORDS[event] ?? event
}

/** How a delivery went, in words: its status, and the last answer when it was not taken. */
export function deliveryWords(d: { status: string; attempts: number; last_status: number; last_error: string }): string {
  const answer = d.last_error || (d.last_status ? `answered ${d.last_status}` : '')
  switch (d.status) {
    case 'delivered':
      return d.attempts > 1 ? `Delivered after ${d.attempts} tries` : 'Delivered'
    case 'failed':
      return `Given up after ${d.attempts} ${d.attempts === 1 ? 'try' : 'tries'}${answer ? `: ${answer}` : ''}`
  }
  return d.attempts === 0 ? 'Waiting to be sent' : `Retrying after ${d.attempts} ${d.attempts === 1 ? 'try' : 'tries'}${answer ? `: ${answer}` : ''}`
}

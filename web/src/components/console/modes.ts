// A reservation's fulfilment mode as the console names it: the queue's
// filters and badges, and the reports' sales by mode.

import type { Schema } from '../../lib/wire'

export type Mode = Schema<'BusinessReservation'>['reservation_mode']

export const MODE_NAMES: Record<Mode, string> = {
  pickup: 'Pickup',
  delivery: 'Delivery',
  curbside: 'Curbside',
  kiosk: 'Kiosk',
}

export function modeName(mode: string): string {
  return MODE_NAMES[mode as Mode] ?? mode
}

// A reservation's statuses as the shopper reads them (issue 6: pending →
// verification → preparing → ready_for_pickup, or delivery_started →
// delivery_finished for a delivery, → finished; or cancelled).

export const STATUS_LABELS: Record<string, string> = {
  pending: 'Waiting for the store',
  verification: 'Being verified',
  preparing: 'Being prepared',
  ready_for_pickup: 'Ready for pickup',
  delivery_started: 'On its way',
  delivery_finished: 'Delivered',
  finished: 'Completed',
  cancelled: 'Cancelled',
}

export const statusLabel = (status: string) => STATUS_LABELS[status] ?? status

/** The statuses a reservation of a mode passes through, in order. */
export function statusSteps(mode: string): string[] {
  return mode === 'delivery'
    ? ['pending', 'verification', 'preparing', 'delivery_started', 'delivery_finished', 'finished']
    : ['pending', 'verification', 'preparing', 'ready_for_pickup', 'finished']
}

export type StepState = 'done' | 'current' | 'todo'

export interface Step {
  status: string
  label: string
  state: StepState
  /** When the reservation reached it, if the events say. */
  at?: string
}

/**
 * The timeline of a reservation: each step done, current or to do. A
 * cancelled reservation keeps the steps it reached and ends on Cancelled.
 */
export function timeline(mode: string, status: string, events: { status: string; created_at: string }[] = []): Step[] {
  const steps = statusSteps(mode)
  const reached = new Map<string, string>()
  for (const e of events) if (!reached.has(e.status)) reached.set(e.status, e.created_at)
  if (status === 'cancelled') {
    const last = steps.filter((s) => s === 'pending' || reached.has(s))
    return [
      ...last.map((s) => ({ status: s, label: statusLabel(s), state: 'done' as const, at: reached.get(s) })),
      { status: 'cancelled', label: statusLabel('cancelled'), state: 'current', at: reached.get('cancelled') },
    ]
  }
  const index = Math.max(0, steps.indexOf(status))
  return steps.map((s, i) => ({
    status: s,
    label: statusLabel(s),
    state: i < index ? 'done' : i === index ? (s === 'finished' ? 'done' : 'current') : 'todo',
    at: reached.get(s),
  }))
}

export const FINAL_STATUSES = ['finished', 'cancelled', 'delivery_finished']

/** The shopper may cancel while the store has not started on it (the server has the last word: can_cancel). */
export const canCancel = (r: { status: string; can_cancel?: boolean }) => r.can_cancel ?? r.status === 'pending'

/** "I'm here" fits a curbside reservation not yet handed over. */
export const canAnnounce = (r: { reservation_mode: string; status: string }) =>
  r.reservation_mode === 'curbside' && !['finished', 'cancelled'].includes(r.status)

// A reservation's status as the console names it: the queue's badges and
// the audit log's changes.

const STATUS_NAMES: Record<string, string> = {
  pending: 'Pending',
  verification: 'Confirmed',
  preparing: 'Preparing',
  ready_for_pickup: 'Ready',
  delivery_started: 'Out for delivery',
  delivery_finished: 'Delivered',
  finished: 'Finished',
  cancelled: 'Cancelled',
}

/** A status in words; an unknown one as the server spelled it, its underscores spaces. */
export function statusName(status: string): string {
  return STATUS_NAMES[status] ?? status.replaceAll('_', ' ')
}

import { useEffect, useRef, useState } from 'react'
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query'
import { Link, useSearchParams } from 'react-router'
import { Button } from '../../components/ui/Button'
import { Skeleton } from '../../components/ui/Skeleton'
import { useNotifications } from '../../components/ui/notifications'
import { FormAlert } from '../../components/console/FormAlert'
import { ScreenHeading } from '../../components/console/ScreenHeading'
import type { StaffStore } from '../../lib/staffSession'
import { zoneId } from '../../lib/timeZones'
import { useAlerts } from './alerts'
import { queueKeys, queueListQuery, useMove, type QueueEvent, type QueueRow } from './api'
import { Detail } from './Detail'
import { filterSearch, readFilters, tabOf, type QueueFilters } from './filters'
import { QueueList } from './List'
import { PANEL_ID, StatusTabs, tabId } from './Tabs'
import { Toolbar } from './Toolbar'
import { useQueueStream, type StreamState } from './useQueueStream'
import { arrivedWords, isFinal, modeName, movedWords, placedWords, shortName } from './words'
import styles from './Queue.module.css'

/** The document's title: the new reservations nobody has opened yet, counted, then the screen's name. */
export function queueTitle(unseen: number): string {
  return `${unseen > 0 ? `(${unseen}) ` : ''}Queue — Pistil console`
}

const STREAM_WORDS: Record<StreamState, string> = {
  connecting: 'Connecting…',
  live: 'Live',
  retrying: 'Offline, trying again…',
}

/**
 * A store's reservation queue (ADR 0022, sections 4 and 7): the status
 * tabs, mode, day and search filters (in the address), the list, and the
 * open reservation (reservationId) beside it, or on a phone instead of it.
 * It stays live by the store's event stream: new reservations appear,
 * announced, counted in the tab's title and, when switched on, chimed and
 * notified; moves and arrivals show as they happen.
 */
export function Queue({ store, reservationId }: { store: StaffStore; reservationId: number | undefined }) {
  const storeId = store.store_id
  const canMove = store.permissions.includes('reservations.move')
  const canSeeDocuments = store.permissions.includes('documents.view')
  const client = useQueryClient()
  const notify = useNotifications((s) => s.notify)
  const [params, setParams] = useSearchParams()
  const filters = readFilters(params)
  const list = useQuery({ ...queueListQuery(client, storeId, filters), placeholderData: keepPreviousData })
  const move = useMove(storeId)
  const alerts = useAlerts()

  const [unseen, setUnseen] = useState<number[]>([])
  const [announcement, setAnnouncement] = useState('')
  const seen = (id: number) => setUnseen((u) => (u.includes(id) ? u.filter((x) => x !== id) : u))
  // Opening a reservation (by a link, or the address) is seeing it.
  const [opened, setOpened] = useState(reservationId)
  if (opened !== reservationId) {
    setOpened(reservationId)
    if (reservationId !== undefined && unseen.includes(reservationId)) setUnseen(unseen.filter((x) => x !== reservationId))
  }

  const onEvent = (event: QueueEvent) => {
    const r = event.reservation
    if (event.type === 'placed' && !isFinal(r.status)) {
      if (r.id !== reservationId) setUnseen((u) => (u.includes(r.id) ? u : [...u, r.id]))
      const words = placedWords(r)
      setAnnouncement(words)
      alerts.alert(`New reservation #${r.id}`, `${shortName(r.shopper_name) || 'Kiosk order'}, ${modeName(r.reservation_mode).toLowerCase()}`, `pistil-queue-${r.id}`)
    } else if (event.type === 'arrived' && r.arrived_at && !isFinal(r.status)) {
      const words = arrivedWords(r)
      setAnnouncement(words)
      alerts.alert('A shopper has arrived', words, `pistil-arrival-${r.id}`)
    }
    if (isFinal(r.status)) seen(r.id)
  }
  const stream = useQueueStream(storeId, list.data?.last_event_id, onEvent)

  const count = unseen.length
  useEffect(() => {
    document.title = queueTitle(count)
  }, [count])

  // Closing a reservation gives focus back to its row, or to the list when the row left it.
  const panel = useRef<HTMLDivElement>(null)
  const lastOpen = useRef<number | undefined>(undefined)
  useEffect(() => {
    if (reservationId !== undefined) {
      lastOpen.current = reservationId
      return
    }
    const was = lastOpen.current
    lastOpen.current = undefined
    if (was === undefined) return
    const row = panel.current?.querySelector<HTMLElement>(`[data-reservation-link="${was}"]`)
    ;(row ?? panel.current)?.focus()
  }, [reservationId])

  const base = `/stores/${storeId}/queue`
  const change = (f: Partial<QueueFilters>) => setParams(filterSearch({ ...filters, page: 1, ...f }).replace(/^\?/, ''))
  const page = list.data
  const zone = zoneId(page?.time_zone_identifier)
  const now = new Date()
  const tab = tabOf(filters)
  const pages = page ? Math.max(1, Math.ceil(page.total / page.per_page)) : 1

  const step = (row: QueueRow, to: string) => {
    if (move.isPending) return
    seen(row.id)
    move.mutate(
      { id: row.id, to },
      {
        onSuccess: (done) => notify(`Reservation #${row.id} is ${movedWords(done.status)}.`),
        onError: (err) => {
          notify(err.message, 'error')
          void client.invalidateQueries({ queryKey: queueKeys.store(storeId) })
        },
      },
    )
  }

  return (
    <div className={styles.queue} data-detail={reservationId !== undefined ? 'open' : undefined}>
      <div className={styles.head}>
        <div>
          <ScreenHeading>Queue</ScreenHeading>
          <p className={styles.muted}>
            {store.store_name} ·{' '}
            <span className={styles.live} data-state={stream} data-testid="queue-live">
              {STREAM_WORDS[stream]}
            </span>
          </p>
        </div>
        <AlertSwitches alerts={alerts} />
        {count > 0 && (
          <Button type="button" variant="secondary" onClick={() => setUnseen([])}>
            Mark {count} new as seen
          </Button>
        )}
      </div>
      <p className="visually-hidden" role="status" aria-live="polite" data-testid="queue-announcer">
        {announcement}
      </p>
      <div className={styles.columns}>
        <section className={styles.listPane} aria-labelledby="queue-list-title">
          <h2 id="queue-list-title" className="visually-hidden">
            Reservations
          </h2>
          <Toolbar filters={filters} onChange={change} />
          <StatusTabs selected={filters.tab} counts={page?.counts} onSelect={(key) => change({ tab: key })} />
          <div
            ref={panel}
            id={PANEL_ID}
            role="tabpanel"
            aria-labelledby={tabId(filters.tab)}
            aria-busy={list.isFetching || undefined}
            tabIndex={-1}
            className={styles.panel}
          >
            {list.isPending ? (
              <div aria-hidden="true">
                <Skeleton height={72} />
                <Skeleton height={72} style={{ marginTop: 8 }} />
                <Skeleton height={72} style={{ marginTop: 8 }} />
              </div>
            ) : list.isError ? (
              <div>
                <FormAlert>The queue could not be loaded: {list.error.message}</FormAlert>
                <Button type="button" variant="secondary" onClick={() => void list.refetch()}>
                  Try again
                </Button>
              </div>
            ) : page && page.reservations.length > 0 ? (
              <>
                <QueueList
                  rows={page.reservations}
                  zone={zone}
                  now={now}
                  linkTo={(id) => `${base}/${id}${filterSearch(filters)}`}
                  openId={reservationId}
                  unseen={unseen}
                  onStep={canMove ? step : undefined}
                  stepping={move.isPending ? move.variables?.id : undefined}
                  onOpen={seen}
                />
                {pages > 1 && (
                  <nav className={styles.pages} aria-label="Pages of the queue">
                    {filters.page > 1 ? <Link to={`${base}${filterSearch({ ...filters, page: filters.page - 1 })}`}>Previous page</Link> : <span />}
                    <span>
                      Page {filters.page} of {pages}
                    </span>
                    {filters.page < pages ? <Link to={`${base}${filterSearch({ ...filters, page: filters.page + 1 })}`}>Next page</Link> : <span />}
                  </nav>
                )}
              </>
            ) : (
              <p className={styles.empty}>
                {filters.q || filters.mode || filters.today ? `No ${tab.label.toLowerCase()} reservations match these filters.` : `No ${tab.label.toLowerCase()} reservations.`}
              </p>
            )}
          </div>
        </section>
        <div className={styles.detailPane}>
          {reservationId !== undefined ? (
            <Detail
              key={reservationId}
              storeId={storeId}
              id={reservationId}
              canMove={canMove}
              canSeeDocuments={canSeeDocuments}
              backTo={`${base}${filterSearch(filters)}`}
            />
          ) : (
            <p className={styles.placeholder}>Choose a reservation to see it here.</p>
          )}
        </div>
      </div>
    </div>
  )
}

/** The switches of the alerts beyond the screen: the chime, and the browser's notifications while the page is hidden. */
function AlertSwitches({ alerts }: { alerts: ReturnType<typeof useAlerts> }) {
  return (
    <div className={styles.switches} role="group" aria-label="Alerts on this device">
      <Button type="button" variant="secondary" className={styles.switch} aria-pressed={alerts.sound} onClick={() => alerts.setSound(!alerts.sound)}>
        Sound on new reservations
      </Button>
      {alerts.permission !== 'unsupported' && (
        <Button
          type="button"
          variant="secondary"
          className={styles.switch}
          aria-pressed={alerts.notify}
          aria-describedby={alerts.permission === 'denied' ? 'alerts-blocked' : undefined}
          onClick={() => void alerts.setNotify(!alerts.notify)}
        >
          Alert me
        </Button>
      )}
      {alerts.permission === 'denied' && (
        <p id="alerts-blocked" className={styles.blocked}>
          This browser blocks the console’s notifications; allow them in the site’s settings.
        </p>
      )}
    </div>
  )
}

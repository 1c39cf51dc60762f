import { useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { Button } from '../../components/ui/Button'
import { Dialog } from '../../components/ui/Dialog'
import { Skeleton } from '../../components/ui/Skeleton'
import { useNotifications } from '../../components/ui/notifications'
import { useTitle } from '../../components/ui/useTitle'
import ui from '../../components/console/console.module.css'
import { DataTable, type Column } from '../../components/console/DataTable'
import { FormAlert } from '../../components/console/FormAlert'
import { refusalOf } from '../../components/console/refusal'
import { ScreenHeading } from '../../components/console/ScreenHeading'
import { ApiError } from '../../lib/api'
import type { StaffStore } from '../../lib/staffSession'
import { specialsQuery, useSpecialChanges, type Special } from './api'
import { fieldsOf, draftOf } from './draft'
import { Editor } from './Editor'
import { Preview } from './Preview'
import { discountWords, scheduleWords, stateName, typeName } from './words'
import styles from './Specials.module.css'

/** What the list shows a brand's special with: it runs at every store selling the brand, and only the catalogue changes it. */
export const FROM_BRAND = 'From the brand · read-only'

type Open = { kind: 'new' } | { kind: 'edit'; special: Special } | { kind: 'end'; special: Special } | { kind: 'preview'; special: Special }

/**
 * The store's specials (ADR 0022, plan step 9), for a role with
 * specials.read: the store's own and the brands' running there, each with
 * its type, state, schedule and discount. A role with specials.edit makes
 * new ones, edits and ends the store's own; the brands' are read-only.
 * Any role previews a special on a sample bag.
 */
export function Specials({ store }: { store: StaffStore }) {
  useTitle(`Specials at ${store.store_name}`)
  const storeId = store.store_id
  const canEdit = store.permissions.includes('specials.edit')
  const canSearchMenu = store.permissions.includes('menu.read')
  const list = useQuery(specialsQuery(storeId))
  const [open, setOpen] = useState<Open>()
  const close = () => setOpen(undefined)

  const columns: Column<Special>[] = [
    {
      header: 'Special',
      rowHeader: true,
      cell: (s) => (
        <>
          {s.title}
          {s.read_only && <span className={styles.brand}>{FROM_BRAND}</span>}
        </>
      ),
    },
    { header: 'Type', cell: (s) => typeName(s.special_type) },
    { header: 'State', cell: (s) => <span className={`${styles.state} ${styles[s.status]}`}>{stateName(s.status)}</span> },
    { header: 'Schedule', cell: (s) => scheduleWords(s) },
    { header: 'Discount', cell: (s) => discountWords(s) },
    {
      header: 'Actions',
      hideHeader: true,
      cell: (s) =>
        s.read_only ? (
          <span className={ui.muted}>Set by the brand</span>
        ) : (
          <div className={styles.rowActions}>
            {canEdit && s.status !== 'ended' && (
              <>
                <Button type="button" variant="secondary" onClick={() => setOpen({ kind: 'edit', special: s })} aria-label={`Edit ${s.title}`}>
                  Edit
                </Button>
                <Button type="button" variant="secondary" onClick={() => setOpen({ kind: 'end', special: s })} aria-label={`End now: ${s.title}`}>
                  End now
                </Button>
              </>
            )}
            {!canEdit && (
              <Button type="button" variant="secondary" onClick={() => setOpen({ kind: 'preview', special: s })} aria-label={`Preview ${s.title}`}>
                Preview
              </Button>
            )}
          </div>
        ),
    },
  ]

  return (
    <div className={`${ui.screen} ${styles.page}`}>
      <div>
        <ScreenHeading>Specials</ScreenHeading>
        <p className={ui.muted}>
          {canEdit
            ? `The discounts shoppers get at ${store.store_name}: make one, change its dates, or end it now. Brands’ specials are set by the brands.`
            : `The discounts shoppers get at ${store.store_name}, and when they run.`}
        </p>
      </div>
      {canEdit && (
        <div className={ui.actions}>
          <Button type="button" onClick={() => setOpen({ kind: 'new' })}>
            New special
          </Button>
        </div>
      )}
      <section aria-labelledby="specials-title" className={styles.section}>
        <h2 id="specials-title">Specials at the store</h2>
        <div aria-busy={list.isFetching || undefined}>
          {list.isPending ? (
            <div aria-hidden="true" className={styles.placeholder}>
              <Skeleton height={72} />
              <Skeleton height={72} />
            </div>
          ) : list.isError ? (
            <div className={styles.placeholder}>
              <FormAlert>The specials could not be loaded: {list.error.message}</FormAlert>
              <div className={ui.actions}>
                <Button type="button" variant="secondary" onClick={() => void list.refetch()}>
                  Try again
                </Button>
              </div>
            </div>
          ) : list.data.length > 0 ? (
            <DataTable labelledBy="specials-title" columns={columns} rows={list.data} rowKey={(s) => s.id} />
          ) : (
            <p role="status">The store has no specials yet.</p>
          )}
        </div>
      </section>
      {open?.kind === 'new' && <Editor storeId={storeId} canSearchMenu={canSearchMenu} onClose={close} />}
      {open?.kind === 'edit' && <Editor key={open.special.id} storeId={storeId} special={open.special} canSearchMenu={canSearchMenu} onClose={close} />}
      {open?.kind === 'end' && <EndDialog storeId={storeId} special={open.special} onClose={close} />}
      {open?.kind === 'preview' && <PreviewDialog storeId={storeId} special={open.special} canSearchMenu={canSearchMenu} onClose={close} />}
    </div>
  )
}

/** Asks before ending a special now; a refusal (a 409 when it changed since) is shown in the dialog. */
function EndDialog({ storeId, special, onClose }: { storeId: number; special: Special; onClose: () => void }) {
  const { end } = useSpecialChanges(storeId)
  const notify = useNotifications((s) => s.notify)
  const [alert, setAlert] = useState<string>()
  const confirm = () => {
    if (end.isPending) return
    setAlert(undefined)
    end.mutate(
      { id: special.id, version: special.version },
      {
        onSuccess: (s) => {
          notify(`Ended ${s.title}.`)
          onClose()
        },
        onError: (err) => setAlert(err instanceof ApiError && err.status === 409 ? `${err.message} Close this and look at the list again.` : refusalOf(err, []).message),
      },
    )
  }
  return (
    <Dialog labelledBy="special-end-title" onDismiss={onClose}>
      <div className={styles.dialog}>
        <h2 id="special-end-title">End {special.title} now?</h2>
        <p>Shoppers stop getting it at once. An ended special cannot be turned on again; make a new one instead.</p>
        {alert && <FormAlert>{alert}</FormAlert>}
        <div className={ui.actions}>
          <Button type="button" onClick={confirm} loading={end.isPending}>
            {end.isPending ? 'Ending…' : 'End it now'}
          </Button>
          <Button type="button" variant="secondary" onClick={onClose}>
            Keep it
          </Button>
        </div>
      </div>
    </Dialog>
  )
}

/** The preview of a saved special, for a role that cannot edit it. */
function PreviewDialog({ storeId, special, canSearchMenu, onClose }: { storeId: number; special: Special; canSearchMenu: boolean; onClose: () => void }) {
  return (
    <Dialog labelledBy="special-preview-title" onDismiss={onClose}>
      <div className={styles.dialog}>
        <h2 id="special-preview-title">Preview {special.title}</h2>
        <Preview storeId={storeId} canSearchMenu={canSearchMenu} specialId={special.id} draft={() => fieldsOf(draftOf(special), special)} />
        <div className={ui.actions}>
          <Button type="button" variant="secondary" onClick={onClose}>
            Close
          </Button>
        </div>
      </div>
    </Dialog>
  )
}

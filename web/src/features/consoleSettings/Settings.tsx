import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react'
import { useQuery } from '@tanstack/react-query'
import { Button } from '../../components/ui/Button'
import { Skeleton } from '../../components/ui/Skeleton'
import { useNotifications } from '../../components/ui/notifications'
import { useTitle } from '../../components/ui/useTitle'
import ui from '../../components/console/console.module.css'
import { FormAlert } from '../../components/console/FormAlert'
import { MSG_FAILED } from '../../components/console/refusal'
import { SaveBar } from '../../components/console/SaveBar'
import { ScreenHeading } from '../../components/console/ScreenHeading'
import { TextArea } from '../../components/console/TextArea'
import { useErrorFocus } from '../../components/console/useErrorFocus'
import { ApiError, type Validations } from '../../lib/api'
import type { StaffStore } from '../../lib/staffSession'
import { settingsQuery, useSaveSettings, type StoreSettings } from './api'
import { bodyOf, draftOf, errorsUnder, numberProblems, pathWords, sameDraft, type Draft } from './draft'
import { Check } from './fields'
import styles from './Settings.module.css'
import { HoursSection } from './HoursSection'
import { FulfilmentSection, ZonesSection } from './FulfilmentSections'
import { LimitsSection, NotificationsSection } from './LimitsSections'
import { MessageLookSection, MessagePreviewSection } from './MessagesSection'

/** What a manager reads above the settings: they may look, an owner changes them. */
export const READ_ONLY = 'You can see these settings; only an owner can change them.'

/**
 * The store's settings (ADR 0022, plan step 10), for a role with
 * settings.read: hours and special days, fulfilment and windows, delivery
 * zones, taxes, limits and the age gate, the banner, what shoppers are
 * told and how those messages look, with a preview of each. A role with settings.edit changes them and saves them all at once
 * from a sticky bar; a save refused because someone changed them since
 * (409) says so, with a Reload.
 */
export function Settings({ store }: { store: StaffStore }) {
  useTitle(`Settings at ${store.store_name}`)
  const storeId = store.store_id
  const canEdit = store.permissions.includes('settings.edit')
  const settings = useQuery(settingsQuery(storeId))
  const [conflict, setConflict] = useState<string>()
  const [conflicts, setConflicts] = useState(0)
  const [reloads, setReloads] = useState(0)
  const top = useRef<HTMLDivElement>(null)
  useErrorFocus(top, conflicts)

  // The form starts again from each new reading of the settings: a save
  // (the settings as saved, at their next version) or a reload. Nothing
  // else reads them again (api.ts), so no edit is lost under the editor's
  // hands. The form's controls go with it, so focus goes to the heading.
  const reading = settings.data ? `${settings.data.version}/${reloads}` : undefined
  const shown = useRef(reading)
  useEffect(() => {
    if (reading === undefined) return
    if (shown.current !== undefined && shown.current !== reading) top.current?.querySelector<HTMLElement>('h1')?.focus()
    shown.current = reading
  }, [reading])

  const reload = async () => {
    const again = await settings.refetch()
    if (again.isSuccess) {
      setConflict(undefined)
      setReloads((n) => n + 1)
    }
  }

  return (
    <div className={`${ui.screen} ${styles.page}`} ref={top}>
      <div>
        <ScreenHeading>Settings</ScreenHeading>
        <p className={ui.muted}>
          {canEdit ? `How ${store.store_name} takes reservations and what shoppers see. Changes reach shoppers within a second of saving.` : READ_ONLY}
        </p>
      </div>
      {conflict && (
        <div className={styles.conflict}>
          <FormAlert>{conflict}</FormAlert>
          <div className={ui.actions}>
            <Button type="button" onClick={() => void reload()} loading={settings.isFetching}>
              Reload settings
            </Button>
          </div>
        </div>
      )}
      {settings.isPending ? (
        <div aria-hidden="true" className={styles.placeholder}>
          <Skeleton height={120} />
          <Skeleton height={120} />
        </div>
      ) : settings.isError ? (
        <div className={styles.placeholder}>
          <FormAlert>The settings could not be loaded: {settings.error.message}</FormAlert>
          <div className={ui.actions}>
            <Button type="button" variant="secondary" onClick={() => void settings.refetch()}>
              Try again
            </Button>
          </div>
        </div>
      ) : (
        <SettingsForm
          key={reading}
          storeId={storeId}
          settings={settings.data}
          canEdit={canEdit}
          onConflict={(message) => {
            setConflict(message)
            setConflicts((n) => n + 1)
          }}
        />
      )}
    </div>
  )
}

interface FormProps {
  storeId: number
  settings: StoreSettings
  canEdit: boolean
  onConflict: (message: string) => void
}

function SettingsForm({ storeId, settings, canEdit, onConflict }: FormProps) {
  const save = useSaveSettings(storeId)
  const notify = useNotifications((s) => s.notify)
  const base = useMemo(() => draftOf(settings), [settings])
  const [draft, setDraft] = useState<Draft>(base)
  const [resets, setResets] = useState(0)
  const [errors, setErrors] = useState<Validations>({})
  const [message, setMessage] = useState<string>()
  const [attempt, setAttempt] = useState(0)
  const ref = useRef<HTMLFormElement>(null)
  useErrorFocus(ref, attempt)
  const dirty = !sameDraft(draft, base)
  const err = (path: string) => errors[path]
  const errUnder = (path: string) => errorsUnder(errors, path)
  const update = (change: (d: Draft) => void) =>
    setDraft((d) => {
      const next = structuredClone(d)
      change(next)
      return next
    })
  const fail = (found: Validations, why?: string) => {
    setErrors(found)
    setMessage(why)
    setAttempt((n) => n + 1)
  }
  const discard = () => {
    setDraft(base)
    setErrors({})
    setMessage(undefined)
    setResets((n) => n + 1)
  }

  const submit = (e: FormEvent) => {
    e.preventDefault()
    if (!canEdit || save.isPending) return
    const found = numberProblems(draft)
    if (Object.keys(found).length > 0) return fail(found, 'Some numbers are not numbers: see the fields.')
    setErrors({})
    setMessage(undefined)
    save.mutate(bodyOf(settings.version, draft), {
      onSuccess: () => notify('Saved the settings.'),
      onError: (e) => {
        if (e instanceof ApiError && e.status === 409) return onConflict(e.message)
        if (e instanceof ApiError) return fail(e.validations, e.message)
        fail({}, MSG_FAILED)
      },
    })
  }

  const problems = Object.entries(errors)
  return (
    <form ref={ref} className={styles.form} onSubmit={submit} noValidate aria-label="Store settings">
      {(message || problems.length > 0) && (
        <div className={styles.summary}>
          <FormAlert>{message ?? 'These settings cannot be saved as they are: see the fields.'}</FormAlert>
          {problems.length > 0 && (
            <ul>
              {problems.map(([path, messages]) => (
                <li key={path}>
                  {pathWords(path, draft)}: {messages.join(' ')}
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
      {/* Disabled for a role that may only look: every control, the lists' buttons too. */}
      <fieldset className={styles.bare} disabled={!canEdit} key={resets}>
        <legend className="visually-hidden">Store settings</legend>
        <HoursSection draft={draft} update={update} err={err} errUnder={errUnder} timeZone={settings.time_zone_identifier} />
        <FulfilmentSection draft={draft} update={update} err={err} errUnder={errUnder} />
        <ZonesSection draft={draft} update={update} err={err} errUnder={errUnder} />
        <LimitsSection draft={draft} update={update} err={err} errUnder={errUnder} />
        <section aria-labelledby="settings-banner" className={styles.section}>
          <h2 id="settings-banner">Banner and message</h2>
          <Check
            name="banner_enabled"
            label="Show the banner above the menu"
            checked={draft.communication_banner.enabled}
            onChange={(on) => update((d) => void (d.communication_banner.enabled = on))}
          />
          <TextArea
            label="The store’s message"
            name="banner_message"
            hint="Shown above the menu while the banner is on. Simple HTML is allowed and cleaned before shoppers see it; at most 2,000 characters."
            rows={3}
            maxLength={2000}
            value={draft.communication_banner.message ?? ''}
            onChange={(e) => update((d) => void (d.communication_banner.message = e.target.value))}
            errors={err('communication_banner.message')}
          />
        </section>
        <NotificationsSection draft={draft} update={update} err={err} errUnder={errUnder} />
        <MessageLookSection draft={draft} update={update} err={err} errUnder={errUnder} />
      </fieldset>
      <MessagePreviewSection storeId={storeId} draft={draft} />
      {canEdit && <SaveBar dirty={dirty} saving={save.isPending} saveLabel="Save settings" onDiscard={discard} />}
    </form>
  )
}


// How the store's messages to its shoppers look (issue 22): the colours
// and logo of its e-mails, a sign-off, its words per kind of message, and
// a preview of each kind as a shopper would get it.

import { useId, useState } from 'react'
import { Field } from '../../components/ui/Field'
import { Button } from '../../components/ui/Button'
import ui from '../../components/console/console.module.css'
import { FormAlert } from '../../components/console/FormAlert'
import { MSG_FAILED } from '../../components/console/refusal'
import { ApiError } from '../../lib/api'
import { SelectField } from '../../components/console/SelectField'
import { TextArea } from '../../components/console/TextArea'
import { usePreviewMessage, type MessageLook } from './api'
import { MESSAGE_KINDS, pathWords, type Draft } from './draft'
import type { SectionProps } from './sectionProps'
import styles from './Settings.module.css'

/** The longest sign-off and note per kind, in characters (notify.MaxSignOff, notify.MaxKindNote). */
const MAX_SIGN_OFF = 300
const MAX_KIND_NOTE = 300

/** The look's colours, logo, sign-off and words per kind, in the settings form. */
export function MessageLookSection({ draft, update, errUnder }: SectionProps) {
  const look = draft.message_look
  const set = (change: (l: MessageLook) => void) => update((d) => change(d.message_look))
  return (
    <section aria-labelledby="settings-look" className={styles.section}>
      <h2 id="settings-look">How messages to shoppers look</h2>
      <p className={styles.hint}>
        Every e-mail about a reservation comes in the store’s colours, with its logo and its words; text messages carry the words. Text on a colour is black
        or white, whichever reads better.
      </p>
      <div className={styles.grid}>
        <Field
          label="Band and button colour"
          name="look_color"
          autoComplete="off"
          placeholder="#166534"
          hint="Written #rrggbb. Empty: Pistil’s green."
          value={look.color}
          onChange={(e) => set((l) => void (l.color = e.target.value.trim()))}
          errors={errUnder('message_look.color')}
        />
        <Field
          label="Page colour"
          name="look_background_color"
          autoComplete="off"
          placeholder="#f5f5f4"
          hint="Around the message, written #rrggbb. Empty: a light grey."
          value={look.background_color}
          onChange={(e) => set((l) => void (l.background_color = e.target.value.trim()))}
          errors={errUnder('message_look.background_color')}
        />
        <Field
          label="Logo address"
          name="look_logo_url"
          type="url"
          autoComplete="off"
          hint="An https image, shown 48 pixels high in place of the store’s name. Empty: the name."
          value={look.logo_url}
          onChange={(e) => set((l) => void (l.logo_url = e.target.value.trim()))}
          errors={errUnder('message_look.logo_url')}
        />
      </div>
      <TextArea
        label="Sign-off"
        name="look_sign_off"
        hint={`Ends every message, e-mail and text; at most ${MAX_SIGN_OFF} characters.`}
        rows={2}
        maxLength={MAX_SIGN_OFF}
        value={look.sign_off}
        onChange={(e) => set((l) => void (l.sign_off = e.target.value))}
        errors={errUnder('message_look.sign_off')}
      />
      <fieldset className={styles.fieldset}>
        <legend>The store’s words in each message</legend>
        <p className={styles.hint}>Added under the news, in the e-mail and the text: where to park, what to bring. At most {MAX_KIND_NOTE} characters each.</p>
        <div className={styles.pair}>
          {MESSAGE_KINDS.map(({ status, label }) => (
            <TextArea
              key={status}
              label={`Words in “${label}”`}
              name={`look_note_${status}`}
              rows={2}
              maxLength={MAX_KIND_NOTE}
              value={look.notes[status] ?? ''}
              onChange={(e) =>
                set((l) => {
                  // A note emptied is none: the draft stays the same as the settings read.
                  if (e.target.value === '') delete l.notes[status]
                  else l.notes[status] = e.target.value
                })
              }
              errors={errUnder(`message_look.notes.${status}`)}
            />
          ))}
        </div>
      </fieldset>
    </section>
  )
}

interface PreviewProps {
  storeId: number
  draft: Draft
}

/**
 * One kind of message as a shopper gets it, in the look being edited:
 * the e-mail in a frame that runs nothing, its plain text, and the text
 * message. Outside the settings' fieldset, so a role that may only look
 * previews too. Nothing is saved or sent.
 */
export function MessagePreviewSection({ storeId, draft }: PreviewProps) {
  const id = useId()
  const preview = usePreviewMessage(storeId)
  const [kind, setKind] = useState('ready_for_pickup')
  const shown = preview.data
  // The server's message, and each field it names in words, as the save's summary shows them.
  const refused = preview.error instanceof ApiError ? preview.error : undefined
  const problems = refused ? Object.entries(refused.validations) : []
  const show = () => preview.mutate({ kind, look: draft.message_look })
  return (
    <section aria-labelledby={`${id}-title`} className={styles.section}>
      <h2 id={`${id}-title`}>Preview a message</h2>
      <p className={styles.hint}>A sample reservation’s message, in the look above as it is now, saved or not. Nothing is sent.</p>
      <div className={styles.previewBar}>
        <SelectField label="Message" name="preview_kind" value={kind} onChange={(e) => setKind(e.target.value)}>
          {MESSAGE_KINDS.map(({ status, label }) => (
            <option key={status} value={status}>
              {label}
            </option>
          ))}
        </SelectField>
        <Button type="button" variant="secondary" onClick={show} loading={preview.isPending}>
          Show the preview
        </Button>
      </div>
      {preview.isError && (
        <div className={styles.summary}>
          <FormAlert>{refused?.message ?? MSG_FAILED}</FormAlert>
          {problems.length > 0 && (
            <ul>
              {problems.map(([path, messages]) => (
                <li key={path}>
                  {pathWords(path.replace(/^look/, 'message_look'))}: {messages.join(' ')}
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
      {shown && !preview.isError && (
        <div className={styles.previewed} aria-live="polite">
          <h3 className={ui.muted}>
            Subject: <span className={styles.subject}>{shown.subject}</span>
          </h3>
          <iframe className={styles.mail} title={`The e-mail: ${shown.subject}`} sandbox="" srcDoc={shown.html} />
          <details>
            <summary>The e-mail as plain text</summary>
            <pre className={styles.plain}>{shown.text}</pre>
          </details>
          <h3 className={ui.muted}>Text message</h3>
          <p className={styles.bubble}>{shown.sms}</p>
          {!shown.sms_sent && <p className={styles.hint}>This server sends no text messages (-sms is off): shoppers get the e-mail alone.</p>}
        </div>
      )}
    </section>
  )
}

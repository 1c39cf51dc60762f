import { useId, useRef, useState, type FormEvent } from 'react'
import { Button } from '../../components/ui/Button'
import { Dialog } from '../../components/ui/Dialog'
import { FormAlert } from '../../components/console/FormAlert'
import { TextArea } from '../../components/console/TextArea'
import { ApiError } from '../../lib/api'
import styles from './Queue.module.css'

/** The store's words when a cancellation has no reason, as the server says them. */
export const MSG_CANCEL_REASON = 'Please tell the shopper why the reservation is cancelled.'
const MSG_NOTE = 'Please write the note.'
/** The longest message the server takes (reservation.MaxMessage), in characters. */
const MAX_MESSAGE = 500

interface MessageDialogProps {
  title: string
  intro: string
  label: string
  hint?: string
  /** What the field must not be left without. */
  required: string
  submit: string
  dismiss: string
  /** Sends the message (trimmed); a refusal is shown in the dialog. */
  onSend: (message: string) => Promise<unknown>
  onClose: () => void
}

/** A dialog that asks for one message for the shopper, required, and sends it. */
function MessageDialog({ title, intro, label, hint, required, submit, dismiss, onSend, onClose }: MessageDialogProps) {
  const titleId = useId()
  const area = useRef<HTMLTextAreaElement>(null)
  const [message, setMessage] = useState('')
  const [errors, setErrors] = useState<string[]>([])
  const [alert, setAlert] = useState<string>()
  const [sending, setSending] = useState(false)

  const send = async (e: FormEvent) => {
    e.preventDefault()
    if (sending) return
    setAlert(undefined)
    const text = message.trim()
    if (!text) {
      setErrors([required])
      area.current?.focus()
      return
    }
    setErrors([])
    setSending(true)
    try {
      await onSend(text)
    } catch (err) {
      const onField = err instanceof ApiError ? err.validations.message : undefined
      if (onField && onField.length > 0) {
        setErrors(onField)
        area.current?.focus()
      } else {
        setAlert(err instanceof Error ? err.message : 'Something went wrong. Please try again.')
      }
      setSending(false)
    }
  }

  return (
    <Dialog labelledBy={titleId} onDismiss={onClose}>
      <form className={styles.dialogForm} onSubmit={(e) => void send(e)} noValidate>
        <h2 id={titleId}>{title}</h2>
        <p>{intro}</p>
        {alert && <FormAlert>{alert}</FormAlert>}
        <TextArea
          ref={area}
          label={label}
          hint={hint}
          errors={errors}
          value={message}
          onChange={(e) => setMessage(e.target.value)}
          required
          maxLength={MAX_MESSAGE}
          rows={4}
        />
        <div className={styles.dialogActions}>
          <Button type="submit" loading={sending}>
            {submit}
          </Button>
          <Button type="button" variant="secondary" onClick={onClose}>
            {dismiss}
          </Button>
        </div>
      </form>
    </Dialog>
  )
}

/** Cancelling a reservation: the reason is required, and the shopper is sent it. */
export function CancelDialog({ id, onCancel, onClose }: { id: number; onCancel: (reason: string) => Promise<unknown>; onClose: () => void }) {
  return (
    <MessageDialog
      title={`Cancel reservation #${id}?`}
      intro="The shopper is sent your reason, and the items go back on the menu."
      label="Reason for the shopper"
      hint="For example: an item sold out, or the store closes early today."
      required={MSG_CANCEL_REASON}
      submit="Cancel and tell the shopper"
      dismiss="Keep the reservation"
      onSend={onCancel}
      onClose={onClose}
    />
  )
}

/** Sending the shopper a note; the reservation's status stays. */
export function NoteDialog({ id, name, onSend, onClose }: { id: number; name: string; onSend: (message: string) => Promise<unknown>; onClose: () => void }) {
  return (
    <MessageDialog
      title={`Send ${name || 'the shopper'} a note`}
      intro={`The note about reservation #${id} is sent to the shopper and kept in its history.`}
      label="Note"
      required={MSG_NOTE}
      submit="Send the note"
      dismiss="Don’t send"
      onSend={onSend}
      onClose={onClose}
    />
  )
}

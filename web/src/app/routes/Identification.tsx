import { useCallback, useId, useState, type FormEvent } from 'react'
import { Link } from 'react-router'
import { Button } from '../../components/ui/Button'
import { Field } from '../../components/ui/Field'
import fieldStyles from '../../components/ui/Field.module.css'
import { Skeleton } from '../../components/ui/Skeleton'
import { useNotifications } from '../../components/ui/notifications'
import { ApiError, type Validations } from '../../lib/api'
import type { Customer } from '../../lib/session'
import {
  photoSlots,
  slotStatus,
  useDocument,
  usePhotoBlob,
  useUpdateDocument,
  type IdentificationDocument,
  type PhotoSlot,
  type StoredPhoto,
} from '../../features/account/documents'
import pages from '../../components/ui/pages.module.css'
import styles from './Identification.module.css'
import { LoginFirst, useSignedIn } from './Profile'
import { useTitle } from '../../components/ui/useTitle'

const slotLabels: Record<PhotoSlot, string> = {
  government_photo: 'Government photo ID',
  mmj_card: 'Medical marijuana card, front',
  mmj_card_back: 'Medical marijuana card, back',
  student_photo: 'Student ID',
  veteran_photo: 'Veteran ID',
}

/** /profile/identification: the names and birth date on the customer's ID, and photos of their documents. */
export function Identification() {
  useTitle('Your identification')
  const customer = useSignedIn()
  const doc = useDocument()
  if (customer === 'guest') return <LoginFirst />
  if (customer === 'pending' || doc.isPending) return <Skeleton height={400} />
  if (doc.isError) {
    return (
      <section className={`${pages.panel} ${styles.card}`} aria-labelledby="identification-title">
        <h1 id="identification-title">Your identification</h1>
        <p role="alert">{doc.error.message || 'Something went wrong'}</p>
      </section>
    )
  }
  return <IdentificationForm customer={customer} doc={doc.data} />
}

function IdentificationForm({ customer, doc }: { customer: Customer; doc: IdentificationDocument }) {
  const update = useUpdateDocument()
  const notify = useNotifications((s) => s.notify)
  const [values, setValues] = useState({
    first_name: doc.first_name || customer.firstName,
    last_name: doc.last_name || customer.lastName,
    birth_date: doc.birth_date ?? customer.birth_date ?? '',
  })
  const [photos, setPhotos] = useState<Partial<Record<PhotoSlot, File>>>({})
  const [errors, setErrors] = useState<Validations>({})
  // A new round empties the file inputs once their photos are stored.
  const [round, setRound] = useState(0)
  const set = (field: keyof typeof values) => (e: React.ChangeEvent<HTMLInputElement>) => setValues((v) => ({ ...v, [field]: e.target.value }))
  const submit = (e: FormEvent) => {
    e.preventDefault()
    update.mutate(
      { ...values, photos },
      {
        onSuccess: ({ message }) => {
          setErrors({})
          setPhotos({})
          setRound((r) => r + 1)
          notify(message || 'Your identification has been updated.')
        },
        onError: (err) => {
          if (err instanceof ApiError && Object.keys(err.validations).length > 0) setErrors(err.validations)
          else notify(err.message || 'Something went wrong', 'error')
        },
      },
    )
  }
  return (
    <section className={`${pages.panel} ${styles.card}`} aria-labelledby="identification-title">
      <p className={styles.back}>
        <Link to="/profile">Your account</Link>
      </p>
      <h1 id="identification-title">Your identification</h1>
      <p className={styles.intro}>
        Stores check your ID when you pick up. A medical card (both sides), a student ID or a veteran ID also opens the specials for
        patients, students and veterans. Your photos are encrypted, and only you can open them.
      </p>
      <form className={styles.form} onSubmit={submit} noValidate>
        <fieldset className={styles.names}>
          <legend>As shown on your ID</legend>
          <Field label="First name" name="first_name" autoComplete="given-name" value={values.first_name} onChange={set('first_name')} errors={errors.first_name} />
          <Field label="Last name" name="last_name" autoComplete="family-name" value={values.last_name} onChange={set('last_name')} errors={errors.last_name} />
          <Field label="Date of birth" name="birth_date" type="date" autoComplete="bday" value={values.birth_date} onChange={set('birth_date')} errors={errors.birth_date} />
        </fieldset>
        <div className={styles.slots}>
          {photoSlots.map((slot) => (
            <PhotoInput
              key={`${slot}-${round}`}
              slot={slot}
              stored={doc[slot]}
              status={slotStatus(slot, doc)}
              chosen={photos[slot]}
              errors={errors[slot]}
              removing={update.isPending}
              onRemove={() =>
                update.mutate(
                  { remove: [slot] },
                  {
                    onSuccess: () => notify(`${slotLabels[slot]}: photo removed.`),
                    onError: (err) => notify(err.message || 'Something went wrong', 'error'),
                  },
                )
              }
              onChoose={(file) =>
                setPhotos((p) => {
                  const next = { ...p }
                  if (file) next[slot] = file
                  else delete next[slot]
                  return next
                })
              }
            />
          ))}
        </div>
        <Button type="submit" block disabled={update.isPending} loading={update.isPending}>
          Save
        </Button>
      </form>
    </section>
  )
}

interface PhotoInputProps {
  slot: PhotoSlot
  stored: StoredPhoto | null
  status: string
  chosen: File | undefined
  errors?: string[]
  removing: boolean
  onRemove: () => void
  onChoose: (file: File | undefined) => void
}

/** One photo slot: its status, a file input, and a preview of the chosen or the stored photo. */
function PhotoInput({ slot, stored, status, chosen, errors = [], removing, onRemove, onChoose }: PhotoInputProps) {
  const id = useId()
  const statusId = `${id}-status`
  const errorId = `${id}-error`
  const storedBlob = usePhotoBlob(stored)
  const label = slotLabels[slot]
  const described = [statusId, errors.length > 0 ? errorId : undefined].filter(Boolean).join(' ')
  return (
    <div className={styles.slot}>
      <label className={fieldStyles.label} htmlFor={id}>
        {label}
      </label>
      <p className={`${styles.status} ${status.startsWith('Needed') ? styles.needed : ''}`} id={statusId}>
        {status}
      </p>
      <input
        id={id}
        className={styles.file}
        type="file"
        name={`document[${slot}]`}
        accept="image/jpeg,image/png,image/webp"
        aria-invalid={errors.length > 0 || undefined}
        aria-describedby={described}
        onChange={(e) => onChoose(e.target.files?.[0])}
      />
      {errors.length > 0 && (
        <p className={fieldStyles.error} id={errorId}>
          {errors.join(' ')}
        </p>
      )}
      <div className={styles.preview}>
        {chosen ? (
          <BlobImage blob={chosen} alt={`${label}: the photo you chose, not saved yet`} />
        ) : storedBlob.data ? (
          <BlobImage blob={storedBlob.data} alt={`${label}: your saved photo`} />
        ) : stored && storedBlob.isPending ? (
          <Skeleton height={120} />
        ) : null}
      </div>
      {stored && !chosen && (
        <Button type="button" variant="secondary" className={styles.remove} disabled={removing} onClick={onRemove} aria-label={`Remove photo: ${label}`}>
          Remove photo
        </Button>
      )}
    </div>
  )
}

/** An image of a Blob through an object URL, released when the image goes. */
function BlobImage({ blob, alt }: { blob: Blob; alt: string }) {
  const ref = useCallback(
    (img: HTMLImageElement | null) => {
      if (!img) return
      const url = URL.createObjectURL(blob)
      img.src = url
      return () => URL.revokeObjectURL(url)
    },
    [blob],
  )
  return <img ref={ref} className={styles.image} alt={alt} />
}

import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import { Button } from '../../components/ui/Button'
import { useNotifications } from '../../components/ui/notifications'
import field from '../../components/ui/Field.module.css'
import form from '../../components/ui/Form.module.css'
import ui from '../../components/console/console.module.css'
import { FormAlert } from '../../components/console/FormAlert'
import { refusalOf } from '../../components/console/refusal'
import { useMenuPhotos, type MenuProduct } from './api'
import styles from './Menu.module.css'

/** The largest photo the server takes (photo.MaxBytes, 10 MB). */
export const MAX_PHOTO_BYTES = 10 << 20
/** The most photos of its own a product may have (catalog.MaxMenuPhotos). */
export const MAX_PHOTOS = 10

export const MSG_NO_PHOTO = 'Please choose a photo to upload.'
export const MSG_PHOTO_TOO_BIG = 'This photo is larger than 10 MB.'
export const MSG_NOT_A_PHOTO = 'Please upload a photo (JPEG, PNG or WebP).'
const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp']

interface PhotosProps {
  storeId: number
  product: MenuProduct
  /** Hears the product as a photo change answered it. */
  onChanged: (product: MenuProduct) => void
}

/**
 * The store's own photos of a product (ADR 0022, section 5): they take
 * the place of the catalogue's on this store's menu only. Each change is
 * saved at once; a photo is checked here for its type and size first, and
 * by the server again.
 */
export function Photos({ storeId, product, onChanged }: PhotosProps) {
  const { upload, remove } = useMenuPhotos(storeId, product.id)
  const notify = useNotifications((s) => s.notify)
  const inputId = useId()
  const input = useRef<HTMLInputElement>(null)
  const [error, setError] = useState<string>()
  const [message, setMessage] = useState<string>()
  const [formKey, setFormKey] = useState(0)
  const name = product.product_name
  const photos = product.photos
  const full = photos.length >= MAX_PHOTOS
  // One change at a time: each answers the product at a new version, and
  // the editor takes only the next one (Editor.tsx), so two at once would
  // leave its form a version behind. The buttons stay focusable while
  // another change runs (aria-disabled), and do nothing.
  const busy = upload.isPending || remove.isPending

  // A change takes away the focused control (the upload rebuilds its form; a
  // removal takes its button): once the photos show the change, focus goes
  // to the file input, the Remove button now in the removed one's place (or
  // the last), or the section's heading.
  const section = useRef<HTMLElement>(null)
  const heading = useRef<HTMLHeadingElement>(null)
  const focusAfter = useRef<{ uploaded: number } | { removed: number; index: number }>(undefined)
  useEffect(() => {
    const after = focusAfter.current
    if (!after) return
    if ('uploaded' in after ? !photos.some((p) => p.id === after.uploaded) : photos.some((p) => p.id === after.removed)) return
    focusAfter.current = undefined
    const removes = [...(section.current?.querySelectorAll<HTMLButtonElement>('li button') ?? [])]
    const target = 'uploaded' in after ? input.current : (removes[after.index] ?? removes[removes.length - 1])
    ;(target ?? heading.current)?.focus()
  }, [photos, formKey])

  const submit = (e: FormEvent) => {
    e.preventDefault()
    if (busy) return
    const file = input.current?.files?.[0]
    setMessage(undefined)
    if (!file) return setError(MSG_NO_PHOTO)
    if (file.type !== '' && !PHOTO_TYPES.includes(file.type)) return setError(MSG_NOT_A_PHOTO)
    if (file.size > MAX_PHOTO_BYTES) return setError(MSG_PHOTO_TOO_BIG)
    setError(undefined)
    upload.mutate(file, {
      onSuccess: (saved) => {
        notify(`Added a photo of ${saved.product_name}.`)
        const added = saved.photos.find((p) => !photos.some((q) => q.id === p.id))
        if (added) focusAfter.current = { uploaded: added.id }
        setFormKey((k) => k + 1) // a new form: the file input is emptied
        onChanged(saved)
      },
      onError: (err) => {
        const r = refusalOf(err, ['photo'])
        setError(r.errors.photo?.join(' '))
        setMessage(r.message)
      },
    })
  }
  const removePhoto = (photoId: number, place: number) => {
    if (busy) return
    setMessage(undefined)
    remove.mutate(photoId, {
      onSuccess: (saved) => {
        focusAfter.current = { removed: photoId, index: place - 1 }
        notify(`Removed photo ${place} of ${saved.product_name}.`)
        onChanged(saved)
      },
      onError: (err) => setMessage(refusalOf(err, []).message),
    })
  }

  return (
    <section ref={section} aria-labelledby="menu-photos-title" className={styles.photos}>
      <h3 id="menu-photos-title" ref={heading} tabIndex={-1}>
        Photos
      </h3>
      <p className={ui.muted}>
        {photos.length === 0
          ? 'This store shows the catalogue’s photo of the product. Photos you add here take its place on this store’s menu only.'
          : 'Shoppers see these photos, in this order, on this store’s menu only. Changes are saved at once.'}
      </p>
      {message && <FormAlert>{message}</FormAlert>}
      {photos.length > 0 && (
        <ul className={styles.photoList}>
          {photos.map((p, i) => (
            <li key={p.id} className={styles.photoItem}>
              <img src={p.urls.small} alt={`Photo ${i + 1} of ${name}`} width={100} height={100} loading="lazy" />
              <Button
                type="button"
                variant="secondary"
                loading={remove.isPending && remove.variables === p.id}
                aria-disabled={busy || undefined}
                onClick={() => removePhoto(p.id, i + 1)}
                aria-label={`Remove photo ${i + 1} of ${name}`}
              >
                Remove
              </Button>
            </li>
          ))}
        </ul>
      )}
      {full ? (
        <p className={ui.muted}>A product may have at most {MAX_PHOTOS} photos; remove one to add another.</p>
      ) : (
        <form key={formKey} className={form.form} onSubmit={submit} noValidate aria-labelledby="menu-photos-title">
          <div className={field.field}>
            <label className={field.label} htmlFor={inputId}>
              Add a photo
            </label>
            <p className={field.hint} id={`${inputId}-hint`}>
              A JPEG, PNG or WebP of at most 10 MB. It is stored upright, without its location or camera details.
            </p>
            <input
              ref={input}
              id={inputId}
              className={styles.fileInput}
              type="file"
              name="photo"
              accept="image/jpeg,image/png,image/webp"
              aria-invalid={error ? true : undefined}
              aria-describedby={[error ? `${inputId}-error` : undefined, `${inputId}-hint`].filter(Boolean).join(' ')}
              onChange={() => setError(undefined)}
            />
            {error && (
              <p className={field.error} id={`${inputId}-error`} role="alert">
                {error}
              </p>
            )}
          </div>
          <div className={ui.actions}>
            <Button type="submit" variant="secondary" loading={upload.isPending} aria-disabled={busy || undefined}>
              {upload.isPending ? 'Uploading…' : 'Upload the photo'}
            </Button>
          </div>
        </form>
      )}
    </section>
  )
}

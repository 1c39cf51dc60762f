import { useEffect, useId, useState, type FormEvent, type KeyboardEvent } from 'react'
import { useNavigate } from 'react-router'
import { useQueryClient } from '@tanstack/react-query'
import { Button } from '../../components/ui/Button'
import field from '../../components/ui/Field.module.css'
import { nearbyPath, placeSearchQuery, usePlaceSearch, type Place } from './places'
import styles from './PlaceSearch.module.css'

/** What a suggestion says under its label. */
function detail(p: Place): string {
  const stores = `${p.store_count} ${p.store_count === 1 ? 'store' : 'stores'}`
  return p.kind === 'zip' ? `ZIP or postal code in ${p.city}, ${p.state} · ${stores}` : `City · ${stores}`
}

type Locating = 'idle' | 'locating' | 'denied' | 'failed' | 'unsupported'

const locatingMessage: Partial<Record<Locating, string>> = {
  denied: 'Location is blocked for this site, so we cannot see where you are. Allow it in your browser’s site settings, or search a city or ZIP code.',
  failed: 'Your location could not be found just now. Try again, or search a city or ZIP code.',
  unsupported: 'This browser cannot share its location. Search a city or ZIP code instead.',
}

/** The text typed, settled for a moment, so each keystroke does not ask the server. */
function useSettled(value: string, ms: number): string {
  const [settled, setSettled] = useState(value)
  useEffect(() => {
    const t = setTimeout(() => setSettled(value), ms)
    return () => clearTimeout(t)
  }, [value, ms])
  return settled
}

/**
 * One place search for the home page and the directory: a combobox that
 * suggests the catalogue's cities and ZIP or postal codes as the shopper
 * types, and a "Near me" button that asks the browser for its position only
 * when pressed. Either goes to the nearby screen around the place.
 */
export function PlaceSearch({ headingId }: { headingId?: string }) {
  const id = useId()
  const navigate = useNavigate()
  const [text, setText] = useState('')
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  const [notFound, setNotFound] = useState('')
  const [locating, setLocating] = useState<Locating>('idle')
  const queryClient = useQueryClient()
  const settled = useSettled(text, 150)
  const { data } = usePlaceSearch(settled)
  const places = text.trim() === '' ? [] : (data ?? [])
  const expanded = open && places.length > 0
  const listId = `${id}-places`
  const optionId = (i: number) => `${id}-place-${i}`

  const choose = (p: Place) => {
    setOpen(false)
    void navigate(nearbyPath(p.lat, p.long, p.label))
  }

  // A search goes to the place typed in full, else the one highlighted, else
  // the first: of the suggestions for what was sent, asked for now when the
  // box has not caught up with the typing (Enter straight after typing).
  const submit = async (e: FormEvent) => {
    e.preventDefault()
    const q = text.trim()
    if (!q) return
    let found: Place[]
    try {
      found = await queryClient.fetchQuery(placeSearchQuery(q))
    } catch {
      setNotFound(q)
      return
    }
    const highlighted = active >= 0 && settled.trim() === q ? found[active] : undefined
    const pick = found.find((p) => p.label.toLowerCase() === q.toLowerCase()) ?? highlighted ?? found[0]
    if (pick) choose(pick)
    else setNotFound(q)
  }

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault()
      if (!places.length) return
      setOpen(true)
      const step = e.key === 'ArrowDown' ? 1 : -1
      setActive((a) => (a + step + places.length + (a === -1 && step < 0 ? 1 : 0)) % places.length)
    } else if (e.key === 'Escape') {
      if (expanded) e.preventDefault()
      setOpen(false)
      setActive(-1)
    } else if (e.key === 'Enter' && expanded && active >= 0) {
      e.preventDefault()
      choose(places[active]!)
    }
  }

  const nearMe = () => {
    if (typeof navigator === 'undefined' || !('geolocation' in navigator)) {
      setLocating('unsupported')
      return
    }
    setLocating('locating')
    navigator.geolocation.getCurrentPosition(
      (p) => {
        setLocating('idle')
        void navigate(nearbyPath(p.coords.latitude, p.coords.longitude, 'me'))
      },
      (err) => setLocating(err.code === err.PERMISSION_DENIED ? 'denied' : 'failed'),
      { timeout: 10_000, maximumAge: 600_000 },
    )
  }

  const searchFailed = notFound !== '' && notFound === text.trim()
  return (
    <form
      role="search"
      className={styles.search}
      onSubmit={(e) => void submit(e)}
      aria-labelledby={headingId}
      aria-label={headingId ? undefined : 'Find dispensaries near a place'}
    >
      <label htmlFor={`${id}-input`} className={field.label}>
        City or ZIP code
      </label>
      <div className={styles.row}>
        <div className={styles.field}>
          <input
            id={`${id}-input`}
            className={[field.input, styles.input].join(' ')}
            type="text"
            role="combobox"
            autoComplete="off"
            spellCheck={false}
            enterKeyHint="search"
            placeholder="San Francisco or 94110"
            aria-autocomplete="list"
            aria-expanded={expanded}
            aria-controls={listId}
            aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
            aria-describedby={searchFailed ? `${id}-status` : undefined}
            value={text}
            maxLength={100}
            onChange={(e) => {
              setText(e.target.value)
              setOpen(true)
              setActive(-1)
              setNotFound('')
            }}
            onFocus={() => setOpen(true)}
            onBlur={() => setOpen(false)}
            onKeyDown={onKeyDown}
          />
          <ul id={listId} role="listbox" aria-label="Places" className={styles.list} hidden={!expanded}>
            {places.map((p, i) => (
              <li
                key={`${p.kind}-${p.label}`}
                id={optionId(i)}
                role="option"
                aria-selected={i === active}
                className={styles.option}
                // Chosen on mouse down, before the box's blur closes the list.
                onMouseDown={(e) => {
                  e.preventDefault()
                  choose(p)
                }}
              >
                <span className={styles.optionLabel}>{p.label}</span>
                <span className={styles.optionDetail}>{detail(p)}</span>
              </li>
            ))}
          </ul>
        </div>
        <Button type="submit">Search</Button>
        <Button type="button" variant="secondary" className={styles.nearMe} onClick={nearMe} loading={locating === 'locating'}>
          <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18">
            <path d="M12 2v3M12 19v3M2 12h3M19 12h3" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            <circle cx="12" cy="12" r="6" fill="none" stroke="currentColor" strokeWidth="2" />
            <circle cx="12" cy="12" r="2" fill="currentColor" />
          </svg>
          {locating === 'locating' ? 'Finding you…' : 'Near me'}
        </Button>
      </div>
      <p id={`${id}-status`} role="status" className={styles.status}>
        {searchFailed
          ? `No dispensaries on Pistil in or near “${notFound}” yet. Try a city or a ZIP or postal code where we have stores.`
          : (locatingMessage[locating] ?? '')}
      </p>
    </form>
  )
}

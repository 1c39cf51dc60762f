import { useEffect, useRef, useState } from 'react'
import { Outlet, useParams } from 'react-router'
import { appContext } from '../../lib/appMode'
import { Button } from '../../components/ui/Button'
import { Skeleton } from '../../components/ui/Skeleton'
import { useStore } from './api'
import styles from './AgeGate.module.css'
import { useMarkAgeGateShowing } from '../../lib/ageGateShowing'
import { localStore, sessionStore } from '../../lib/browserStorage'

const KEY = 'pistil.ageGate'

/** The age the shopper has confirmed being at least, remembered on this device. */
function confirmedAge(): number {
  try {
    return Number(JSON.parse(localStore().getItem(KEY) ?? '{}').age) || 0
  } catch {
    return 0
  }
}

/**
 * A store that asks for one (its age_gate setting) shows the age question
 * before any of its screens. The answer is remembered, so a shopper who
 * said they are 21 is not asked again by a store that asks for 21 or 19.
 * An under-age answer closes the store's screens for this visit. A partner
 * site showing one store at its root names it (storeId); the frameless
 * embed's runtime config may ask for the question too (ask).
 */
export function AgeGate({ storeId, ask }: { storeId?: number; ask?: boolean } = {}) {
  // A mode's own paths (/embed/stores/{id}/menu) name no store: the mode's store it is.
  const routeId = Number(useParams().id ?? appContext().partnerId)
  const { data: store, dataUpdatedAt, errorUpdatedAt } = useStore(storeId ?? routeId)
  const [age, setAge] = useState(confirmedAge)
  const [refused, setRefused] = useState(() => sessionStore().getItem(KEY) === 'under')
  const min = store?.checkout_age_minimum || 21
  // Nothing of the store shows before its setting is first known; a store
  // that cannot be loaded is the screens' to explain (and their refetching
  // must not bring this placeholder back).
  if (dataUpdatedAt === 0 && errorUpdatedAt === 0) return <Skeleton height={240} />
  // ask: the frameless embed's runtime config (showAgeGate) may ask too.
  if (!store || !(store.age_gate || ask) || age >= min) return <Outlet />
  if (refused) return <UnderAge min={min} />
  return (
    <Question
      store={store.name}
      min={min}
      onYes={() => {
        localStore().setItem(KEY, JSON.stringify({ age: min, at: new Date().toISOString() }))
        setAge(min)
      }}
      onNo={() => {
        sessionStore().setItem(KEY, 'under')
        setRefused(true)
      }}
    />
  )
}

function Question({ store, min, onYes, onNo }: { store: string; min: number; onYes: () => void; onNo: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null)
  // The login prompt keeps away while the question shows.
  useMarkAgeGateShowing()
  // Screen readers and keyboards start at the question.
  useEffect(() => heading.current?.focus(), [])
  return (
    <section className={styles.gate} aria-labelledby="age-gate-title" aria-describedby="age-gate-text">
      <h1 id="age-gate-title" ref={heading} tabIndex={-1}>
        Are you {min} or older?
      </h1>
      <p id="age-gate-text">
        {store} sells cannabis. You must be {min} or older to see its menu.
      </p>
      <div className={styles.actions}>
        <Button onClick={onYes}>Yes, I am {min} or older</Button>
        <Button variant="secondary" onClick={onNo}>
          No, I am under {min}
        </Button>
      </div>
    </section>
  )
}

function UnderAge({ min }: { min: number }) {
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => heading.current?.focus(), [])
  return (
    <section className={styles.gate} aria-labelledby="age-gate-title">
      <h1 id="age-gate-title" ref={heading} tabIndex={-1}>
        Thanks for being honest
      </h1>
      <p>This store's menu is for adults {min} and older. Please come back when you are.</p>
    </section>
  )
}

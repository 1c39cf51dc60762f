import { useState } from 'react'
import { useNavigate } from 'react-router'
import { Button } from '../../components/ui/Button'
import { Skeleton } from '../../components/ui/Skeleton'
import { useNotifications } from '../../components/ui/notifications'
import { ApiError } from '../../lib/api'
import { useUpdateProfile } from '../../features/account/api'
import type { Customer } from '../../lib/session'
import { LoginFirst, useSignedIn } from './Profile'
import pages from '../../components/ui/pages.module.css'
import { AccountLinks } from './AccountLinks'
import styles from './Account.module.css'
import { useTitle } from '../../components/ui/useTitle'

/** /profile/settings: the promotions opt-out, the other account pages, and logging out. */
export function ProfileSettings() {
  useTitle('Settings')
  const customer = useSignedIn()
  if (customer === 'pending') return <Skeleton height={300} />
  if (customer === 'guest') return <LoginFirst title="Settings" />
  return <Settings key={customer.id} customer={customer} />
}

function Settings({ customer }: { customer: Customer }) {
  const update = useUpdateProfile()
  const notify = useNotifications((s) => s.notify)
  const navigate = useNavigate()
  // The box shows the change at once, and goes back if the server refuses it.
  const [optedOut, setOptedOut] = useState(customer.promotionsOptOut)
  const toggle = (e: React.ChangeEvent<HTMLInputElement>) => {
    const wanted = e.target.checked
    setOptedOut(wanted)
    update.mutate(
      { promotions_opt_out: wanted },
      {
        onSuccess: (user) => {
          setOptedOut(user.promotionsOptOut)
          notify('Profile has been updated')
        },
        onError: (err) => {
          setOptedOut(!wanted)
          notify((err instanceof ApiError && err.message) || 'Something went wrong', 'error')
        },
      },
    )
  }
  return (
    <section className={`${pages.panel} ${styles.card}`} aria-labelledby="settings-title">
      <h1 id="settings-title">Settings</h1>
      <h2 className={styles.subheading}>Messages</h2>
      <label className={styles.check}>
        <input type="checkbox" name="promotions_opt_out" checked={optedOut} onChange={toggle} disabled={update.isPending} />
        Do not send me promotions
      </label>
      <h2 className={styles.subheading}>Your account</h2>
      <AccountLinks here="/profile/settings" />
      <Button variant="secondary" onClick={() => void navigate('/logout')}>
        Log out
      </Button>
    </section>
  )
}

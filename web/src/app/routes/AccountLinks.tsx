import { Link } from 'react-router'
import styles from './Account.module.css'

const links = [
  { to: '/profile/edit', label: 'Edit your profile' },
  { to: '/profile/password', label: 'Change your password' },
  { to: '/profile/reservations', label: 'Your reservations' },
  { to: '/profile/identification', label: 'Your identification' },
  { to: '/profile/settings', label: 'Settings' },
  { to: '/profile/contactUs', label: 'Contact us' },
]

/** The account pages, as a list of links; the page showing it leaves itself out. */
export function AccountLinks({ here }: { here: string }) {
  return (
    <ul className={styles.links}>
      {links
        .filter((l) => l.to !== here)
        .map((l) => (
          <li key={l.to}>
            <Link to={l.to}>{l.label}</Link>
          </li>
        ))}
    </ul>
  )
}

import { NavLink } from 'react-router'
import { hasFeature } from '../../lib/settings'
import { storePath } from '../../lib/slug'
import styles from './StoreHeader.module.css'

export function StoreTabs({ store }: { store: { id: number; url_slug: string } }) {
  const base = storePath(store)
  return (
    <nav aria-label="Store" className={styles.tabs}>
      <ul>
        <li>
          <NavLink to={`${base}/menu`}>Menu</NavLink>
        </li>
        <li>
          <NavLink to={`${base}/specials`}>Specials</NavLink>
        </li>
        <li>
          <NavLink to={`${base}/about`}>About</NavLink>
        </li>
        <li>
          <NavLink to={`${base}/reviews`}>Reviews</NavLink>
        </li>
        {hasFeature('virtual_budtender') && (
          <li>
            <NavLink to={`${base}/budtender`}>Ask the budtender</NavLink>
          </li>
        )}
      </ul>
    </nav>
  )
}

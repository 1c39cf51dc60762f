import type { ReactNode } from 'react'
import { Link } from 'react-router'

/** The footer's legal links: the shopper's four everywhere, and the marketplace's terms for brands and dispensaries. */
const shopperLinks = [
  ['/terms', 'Terms'],
  ['/privacy-policy', 'Privacy'],
  ['/do-not-sell-my-information', 'Do not sell my information'],
  ['/ada', 'Accessibility'],
] as const
const marketplaceLinks = [
  ['/data-terms', 'Data'],
  ['/dispensary-terms', 'For dispensaries'],
  ['/brands-terms', 'For brands'],
] as const

/** The warning every footer carries, then children, then the legal links (the marketplace's terms only on the marketplace). */
export function LegalFooter({ listClassName, marketplace = false, children }: { listClassName?: string; marketplace?: boolean; children?: ReactNode }) {
  const links = marketplace ? [...shopperLinks, ...marketplaceLinks] : shopperLinks
  return (
    <>
      <p>For adults of legal age only. Keep cannabis out of reach of children and pets. Do not drive after use.</p>
      {children}
      <nav aria-label="Legal">
        <ul className={listClassName}>
          {links.map(([to, label]) => (
            <li key={to}>
              <Link to={to}>{label}</Link>
            </li>
          ))}
        </ul>
      </nav>
    </>
  )
}

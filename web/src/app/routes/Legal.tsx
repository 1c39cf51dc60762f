import { useState } from 'react'
import { useLocation } from 'react-router'
import { globalPrivacyControl, optedOut, setOptedOut } from '../../lib/analytics'
import { NotFound } from '../../components/ui/NotFound'
import styles from '../../components/ui/pages.module.css'
import { useTitle } from '../../components/ui/useTitle'

interface LegalPage {
  title: string
  sections: [string, string][]
}

// Pistil's own plain-language policies. A store running Pistil should have
// its counsel review them for its jurisdiction.
const pages: Record<string, LegalPage> = {
  '/terms': {
    title: 'Terms of use',
    sections: [
      ['Who may use Pistil', 'You must be of legal age to buy cannabis where you live and where the store is: 21 in the United States, 19 in most Canadian provinces, or as a registered medical patient where the law allows it.'],
      ['Reservations', 'A reservation holds products at a store until pickup. It is not a sale: you pay the store when you collect, and the store checks your ID. Prices and taxes are those the store shows when you reserve.'],
      ['Your account and conduct', 'Give accurate details, keep your sign-in private, and do not resell, misuse or interfere with the service.'],
      ['Changes', 'We may change these terms; the version on this page applies from the day it is posted.'],
    ],
  },
  '/brands-terms': {
    title: 'Terms for brands',
    sections: [
      ['Listings', 'Brands appear on store menus because the stores sell their products. Product facts come from the store or the brand and must be accurate and lawful.'],
      ['Specials', 'Brand specials must follow the promotion rules of every state they run in, including bans on free cannabis goods.'],
    ],
  },
  '/data-terms': {
    title: 'Data terms',
    sections: [
      ['Who holds the data', 'Each dispensary runs its own Pistil and holds its own shoppers’ data. Pistil’s developers receive none of it.'],
      ['What is kept', 'Reservations, the contact details you give to make them, your bag, and anonymous usage events used to improve menus.'],
    ],
  },
  '/dispensary-terms': {
    title: 'Terms for dispensaries',
    sections: [
      ['Compliance', 'Stores configure their own purchase limits, minimum ages, taxes and ID requirements, and remain responsible for following the law of their jurisdiction.'],
      ['Software', 'Pistil is open-source software provided as is, without warranty, under its licence.'],
    ],
  },
  '/ada': {
    title: 'Accessibility',
    sections: [
      ['Our commitment', 'Pistil aims to meet WCAG 2.1 level AA: every page works with a keyboard and a screen reader, text has sufficient contrast, and forms announce their errors.'],
      ['How we check', 'Automated accessibility checks run on every page of the shopping journey in a real browser before each release.'],
      ['Tell us', 'If something gets in your way, contact the store you are shopping with and describe the page and the problem; they will pass it on.'],
    ],
  },
  '/privacy-policy': {
    title: 'Privacy policy',
    sections: [
      ['What we collect', 'The details you give to reserve (name, phone, e-mail, date of birth), what you reserve, and a device id that keeps your bag between visits.'],
      ['Why', 'To hold your reservation, to let the store verify your age at pickup, and to keep the menu working. Your date of birth is used to check the legal age and is not used for marketing.'],
      ['Your choices', 'You can ask the store to see, correct or delete your details. Clearing your browser’s storage removes your device id and bag.'],
    ],
  },
  '/do-not-sell-my-information': {
    title: 'Do not sell or share my personal information',
    sections: [
      ['We do not sell it', 'Pistil does not sell or share your personal information for cross-context advertising. No request is needed.'],
      ['Analytics', 'Usage events (the pages and products you view, what you add to your bag) stay with the store you are shopping with and never hold your e-mail address or phone number. You can turn them off below; your browser’s Global Privacy Control signal turns them off too. Stores that add third-party analytics must honour both.'],
    ],
  },
}

export const legalPaths = Object.keys(pages)

/** The shopper's analytics choice, kept on this device; Global Privacy Control overrides it. */
function AnalyticsChoice() {
  const gpc = globalPrivacyControl()
  const [off, setOff] = useState(() => gpc || optedOut())
  const [saved, setSaved] = useState('')
  return (
    <section aria-labelledby="analytics-choice">
      <h2 id="analytics-choice">Your choice</h2>
      <p>
        <label>
          <input
            type="checkbox"
            checked={off}
            disabled={gpc}
            onChange={(e) => {
              setOptedOut(e.target.checked)
              setOff(e.target.checked)
              setSaved(e.target.checked ? 'Analytics are off on this device.' : 'Analytics are on on this device.')
            }}
          />{' '}
          Do not send usage analytics from this device
        </label>
      </p>
      {gpc && <p>Your browser sends the Global Privacy Control signal, so no usage analytics are sent.</p>}
      <p role="status">{saved}</p>
    </section>
  )
}

export function Legal() {
  const { pathname } = useLocation()
  const page = pages[pathname]
  useTitle(page?.title)
  if (!page) return <NotFound />
  return (
    <article className={styles.panel} aria-labelledby="legal-title">
      <h1 id="legal-title">{page.title}</h1>
      {page.sections.map(([heading, text]) => (
        <section key={heading}>
          <h2>{heading}</h2>
          <p>{text}</p>
        </section>
      ))}
      {pathname === '/do-not-sell-my-information' && <AnalyticsChoice />}
    </article>
  )
}

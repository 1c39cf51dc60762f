import { useState } from 'react'
import { Button } from '../../components/ui/Button'
import { useTitle } from '../../components/ui/useTitle'
import ui from '../../components/console/console.module.css'
import { ScreenHeading } from '../../components/console/ScreenHeading'
import styles from './consoleAuth.module.css'

/**
 * Ten recovery codes, shown once (ADR 0022, section 1): each signs the
 * person in once without the authenticator app. They go on only when the
 * person says they have saved them.
 */
export function RecoveryCodes({ codes, onSaved, saving = false }: { codes: string[]; onSaved: () => void; saving?: boolean }) {
  useTitle('Save your recovery codes')
  const [copied, setCopied] = useState<string>()
  const clipboard = typeof navigator !== 'undefined' ? navigator.clipboard : undefined
  const copy = () => {
    clipboard?.writeText(codes.join('\n')).then(
      () => setCopied('Copied. Paste them somewhere safe, away from this device.'),
      () => setCopied('They could not be copied: write them down or print this page.'),
    )
  }
  return (
    <div className={`${ui.narrow} ${ui.panel}`}>
      <ScreenHeading>Save your recovery codes</ScreenHeading>
      <p>
        If you lose your phone, each of these codes signs you in once instead of the app. This is the only time they are shown: print them, or keep
        them in a password manager.
      </p>
      <ol className={styles.codes} aria-label="Recovery codes">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <div className={ui.actions}>
        {clipboard && (
          <Button type="button" variant="secondary" onClick={copy}>
            Copy the codes
          </Button>
        )}
        <Button type="button" onClick={onSaved} loading={saving} disabled={saving}>
          I have saved them
        </Button>
      </div>
      <p role="status">{copied}</p>
    </div>
  )
}

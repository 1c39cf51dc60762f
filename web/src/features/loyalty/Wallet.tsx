import { useState } from 'react'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Button } from '../../components/ui/Button'
import { ApiError } from '../../lib/api'
import { appContext } from '../../lib/appMode'
import { formatMoney } from '../../lib/money'
import type { Cart } from '../../lib/types'
import { useCustomer } from '../../lib/session'
import { CodeInput } from '../../components/ui/CodeInput'
import {
  applyRedemption,
  autoReward,
  crmQuery,
  initiateCrmAuth,
  orderLeft,
  partlyUsed,
  pointsOnCart,
  removeRedemption,
  rewardBlocked,
  unlockWallet,
  type CrmRedemption,
} from './api'
import styles from './Wallet.module.css'


const messageOf = (e: unknown) =>
  e instanceof ApiError ? (typeof e.body.error_message === 'string' ? e.body.error_message : e.message) : 'Something went wrong, please try again.'

interface WalletProps {
  /** The shopper's bag: its store's programme, and where rewards are applied. */
  cart: Cart
  /** Called with the cart priced again after a reward is applied. */
  onCart: (cart: Cart) => void
  /** The heading level: 2 in the profile, 3 inside the checkout form. */
  level?: 2 | 3
}

/**
 * The shopper's rewards wallet at the bag's store: points, the locked state with "send me a code" and the
 * code field, then the rewards to apply. Nothing where the store runs no programme or accounts are off.
 */
export function Wallet({ cart, onCart, level = 2 }: WalletProps) {
  const auth = appContext().features.auth
  const { data: customer } = useCustomer()
  const client = useQueryClient()
  const query = crmQuery(cart.store.id, !!customer)
  const { data } = useQuery({ ...query, enabled: auth })
  const [sent, setSent] = useState<string>()
  const [code, setCode] = useState('')
  const [codeErrors, setCodeErrors] = useState<string[]>()
  // The CRM error flag (spec section 8): set from error_message or a failure, shown until the next try.
  const [error, setError] = useState<string>()
  const [busy, setBusy] = useState(false)
  if (!auth || !data?.crm_integration) return null
  const w = data.crm_integration
  const H = level === 2 ? 'h2' : 'h3'
  const onCart_ = cart.crm_redemptions ?? []
  const left = w.points - pointsOnCart(onCart_)

  const run = async (fn: () => Promise<void>) => {
    setBusy(true)
    setError(undefined)
    try {
      await fn()
    } catch (e) {
      setError(messageOf(e))
    } finally {
      setBusy(false)
    }
  }
  const send = () =>
    run(async () => {
      const r = await initiateCrmAuth(cart.uuid)
      setSent(r.message)
      setCode('')
      setCodeErrors(undefined)
    })
  const unlock = (typed: string) =>
    run(async () => {
      try {
        const r = await unlockWallet(cart.store.id, typed)
        client.setQueryData(query.queryKey, r)
        setSent(undefined)
        // automatic_redemption: the best reward the shopper can use goes on the order at once (they may remove it).
        const auto = r.crm_integration && autoReward(r.crm_integration, onCart_, orderLeft(cart))
        if (auto) onCart(await applyRedemption(cart.uuid, auto.id))
      } catch (e) {
        if (e instanceof ApiError && e.validations.auth_code) setCodeErrors(e.validations.auth_code)
        else throw e
      }
    })
  const apply = (rewardId: number) => run(async () => onCart(await applyRedemption(cart.uuid, rewardId)))

  return (
    <section className={styles.wallet} aria-labelledby="wallet-title">
      <H id="wallet-title">Your rewards</H>
      {data.error ? (
        <p className={styles.muted}>{data.error}</p>
      ) : (
        <p className={styles.points}>
          <strong>{w.points.toLocaleString('en-US')}</strong> points at {cart.store.name}
          {onCart_.length > 0 && <span className={styles.muted}> ({left.toLocaleString('en-US')} left after the rewards on this order)</span>}
        </p>
      )}
      {!data.error && w.wallet_state === 'locked' && (
        <>
          <p className={styles.muted}>Your wallet is locked. To use your points, prove it is you with a code we send you.</p>
          {sent && <p role="status">{sent}</p>}
          {sent ? (
            <form
              onSubmit={(e) => {
                e.preventDefault()
                void unlock(code)
              }}
            >
              <CodeInput value={code} onChange={setCode} onComplete={(c) => void unlock(c)} errors={codeErrors} disabled={busy} />
              <Button type="submit" disabled={busy || code.length === 0} loading={busy}>
                Unlock
              </Button>{' '}
              <Button type="button" variant="secondary" onClick={() => void send()} disabled={busy}>
                Send a new code
              </Button>
            </form>
          ) : (
            <Button type="button" onClick={() => void send()} disabled={busy} loading={busy}>
              Send me a code
            </Button>
          )}
        </>
      )}
      {!data.error && w.wallet_state === 'unlocked' && (
        <>
          {w.rewards.length === 0 ? (
            <p className={styles.muted}>This store offers no rewards yet.</p>
          ) : (
            <ul className={styles.rewards} aria-label="Rewards">
              {w.rewards.map((r) => {
                const blocked = rewardBlocked(w, r, onCart_, orderLeft(cart))
                return (
                  <li key={r.id} className={styles.reward}>
                    <span>
                      <strong>{r.reward_name}</strong> · {formatMoney(r.cash_reward)} off for {r.point_value.toLocaleString('en-US')} points
                      {blocked && <span className={styles.muted}> · {blocked}</span>}
                    </span>
                    <Button type="button" variant="secondary" disabled={busy || !!blocked} onClick={() => void apply(r.id)} aria-label={`Apply ${r.reward_name}`}>
                      Apply
                    </Button>
                  </li>
                )
              })}
            </ul>
          )}
          {w.loyalty_points_stacking_enabled === false && (
            <p className={styles.muted}>At this store a reward replaces the specials on your order.</p>
          )}
        </>
      )}
      {error && (
        <p className={styles.alert} role="alert">
          {error}
        </p>
      )}
    </section>
  )
}

/** The rewards on a cart, each with what it took off and a Remove button (the order summary). */
export function AppliedRewards({ cart, onCart }: { cart: Cart; onCart: (cart: Cart) => void }) {
  const [error, setError] = useState<string>()
  const [busy, setBusy] = useState<number>()
  const list = cart.crm_redemptions ?? []
  if (list.length === 0) return null
  const remove = async (r: CrmRedemption) => {
    setBusy(r.id)
    setError(undefined)
    try {
      onCart(await removeRedemption(r.id, r.crm_provider))
    } catch (e) {
      setError(messageOf(e))
    } finally {
      setBusy(undefined)
    }
  }
  return (
    <div>
      <h3>Rewards on this order</h3>
      <ul className={styles.applied}>
        {list.map((r) => (
          <li key={r.id}>
            <span>
              {r.reward_name} ({r.point_value.toLocaleString('en-US')} points): <span className={styles.amount}>−{formatMoney(r.amount ?? 0)}</span>
              {partlyUsed(r) && (
                <span className={styles.muted}>
                  {' '}
                  · worth {formatMoney(r.cash_reward)}, more than is left: remove it or add to your order to reserve
                </span>
              )}
            </span>
            <Button type="button" variant="secondary" disabled={busy === r.id} loading={busy === r.id} onClick={() => void remove(r)} aria-label={`Remove ${r.reward_name}`}>
              Remove
            </Button>
          </li>
        ))}
      </ul>
      {error && (
        <p className={styles.alert} role="alert">
          {error}
        </p>
      )}
    </div>
  )
}

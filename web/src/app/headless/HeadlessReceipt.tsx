import { useEffect } from 'react'
import { useParams } from 'react-router'
import { Receipt } from '../../features/checkout/Receipt'
import { parentOrigin } from '../../lib/parentFrame'
import { useReceipt } from '../../features/checkout/api'
import { tellParent } from './frame'
import { buildOfParent, MSG } from '../../features/headless/protocol'
import { useHeadless } from '../../features/headless/state'

/**
 * The guest receipt in the frame. The first time a reservation's receipt
 * shows after a checkout of the partner's cart, the partner's page is told
 * (checkoutComplete), with its redirectUrl when it gave one: the partner's
 * page, not the frame, then goes there (docs/modes/headless.md). Only
 * when the page framing this one is the one the build came from.
 */
export function HeadlessReceipt() {
  const { uuid = '' } = useParams()
  const { data: r } = useReceipt(uuid)
  useEffect(() => {
    if (!r) return
    const { build, announced, set } = useHeadless.getState()
    if (!build || !buildOfParent(build, parentOrigin()) || announced.includes(r.uuid) || r.store.id !== build.storeId) return
    set({ announced: [...announced, r.uuid].slice(-20) })
    tellParent(MSG.checkoutComplete, {
      reservationUuid: r.uuid,
      reservationId: r.id,
      storeId: r.store.id,
      externalId: build.user.externalId ?? null,
      redirectUrl: build.options.redirectUrl ?? null,
    })
  }, [r])
  return <Receipt />
}

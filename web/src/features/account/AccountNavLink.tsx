import { NavLink } from 'react-router'
import { useCustomer } from '../../lib/session'

/** A partner layout's account link: the mode's account page once signed in, else Log in. */
export function AccountNavLink({ accountPath = '/profile' }: { accountPath?: string }) {
  const { data: customer } = useCustomer()
  return <NavLink to={customer ? accountPath : '/login'}>{customer ? 'Account' : 'Log in'}</NavLink>
}

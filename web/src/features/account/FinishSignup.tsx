import { useState, type ReactNode } from 'react'
import { Link } from 'react-router'
import { Button } from '../../components/ui/Button'
import { ApiError } from '../../lib/api'
import { useConfirmSignup } from './api'
import styles from './LoginForm.module.css'

/**
 * The page a registration's mailed link opens (/register?token=…): one
 * button makes the account and signs it in. It waits for the click, so a
 * mail scanner that fetches the link makes nothing. onSuccess runs once
 * signed in.
 */
export function FinishSignup({ token, heading, onSuccess }: { token: string; heading: ReactNode; onSuccess: () => void }) {
  const confirm = useConfirmSignup()
  const [problem, setProblem] = useState<{ message: string; taken: boolean }>()
  const finish = () => {
    setProblem(undefined)
    confirm.mutate(token, {
      onSuccess,
      onError: (err) => {
        if (!(err instanceof ApiError)) setProblem({ message: 'Something went wrong', taken: false })
        else if (err.validations.email) setProblem({ message: err.validations.email[0] ?? err.message, taken: true })
        else setProblem({ message: err.validations.token?.[0] ?? err.message, taken: false })
      },
    })
  }
  return (
    <>
      {heading}
      <p>One click and your account is ready: reserve for pickup or delivery, and find your orders in one place.</p>
      {problem && (
        <p className={styles.alert} role="alert">
          {problem.message} {problem.taken ? <Link to="/login">Log in</Link> : <Link to="/register">Create an account</Link>}
        </p>
      )}
      <Button type="button" block disabled={confirm.isPending} loading={confirm.isPending} onClick={finish}>
        Create my account
      </Button>
    </>
  )
}

import { useEffect } from 'react'
import { isRouteErrorResponse, useRouteError } from 'react-router'
import { reportError, routeErrorReport } from '../../lib/errorReporting'
import styles from '../../components/ui/pages.module.css'

/** The generic error page of spec section 2: details only in development; a real error is reported (spec section 8), a page not found is not. */
export function ErrorPage() {
  const error = useRouteError()
  useEffect(() => {
    // Not-found and other 4xx route responses are not reported; a 5xx one has no stack but is ours.
    const reported = routeErrorReport(error)
    if (reported !== undefined) reportError({ error: reported, ours: true })
  }, [error])
  const dev = import.meta.env.DEV
  const detail = error instanceof Error ? error : undefined
  return (
    <main className="container">
      <section className={styles.center} aria-labelledby="error-title">
        <h1 id="error-title">Oops!</h1>
        <p>Sorry, an unexpected error has occurred.</p>
        {dev && isRouteErrorResponse(error) && <p>{`${error.status} ${error.statusText}`}</p>}
        {dev && detail && (
          <pre className={styles.pre}>
            {detail.name}: {detail.message}
            {'\n'}
            {detail.stack}
          </pre>
        )}
        <div className={styles.actions}>
          <a href="/">Back to the home page</a>
        </div>
      </section>
    </main>
  )
}

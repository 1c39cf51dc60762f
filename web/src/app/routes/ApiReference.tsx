import { Link } from 'react-router'
import { contractURL, useContract } from '../../features/apiReference/api'
import { Reference } from '../../features/apiReference/Reference'
import styles from './ApiReference.module.css'
import { useTitle } from '../../components/ui/useTitle'

/**
 * /docs/api: the reference of Pistil's HTTP API, drawn from the contract the
 * server answers at /api/openapi.json (ADR 0020). It is part of the app, so
 * it works on an instance without internet, and is loaded only on this page.
 */
export function ApiReference() {
  useTitle('API reference')
  const contract = useContract()
  return (
    <main className={styles.page}>
      <header>
        <h1>Pistil API reference</h1>
        <p>
          Every operation this instance answers, with its parameters, bodies and answers, from{' '}
          <a href={contractURL}>its OpenAPI 3.1 description</a>. The flows and rules are in <code>docs/api.md</code>.{' '}
          <Link to="/">Back to the shop</Link>
        </p>
        {contract.data && <p className={styles.pre}>{contract.data.info.description}</p>}
      </header>
      {contract.isPending && <p role="status">Loading the API description…</p>}
      {contract.isError && <p role="alert">The API description could not be loaded: {contract.error.message}</p>}
      {contract.data && <Reference doc={contract.data} />}
    </main>
  )
}

export { ApiReference as Component }

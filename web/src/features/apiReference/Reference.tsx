import { Fragment, useState } from 'react'
import { bySurface, fieldsOf, resolveResponse, typeLabel, type Contract, type Described, type Schema } from './contract'
import styles from './Reference.module.css'

/** How deep nested objects are listed; deeper ones are named by their type only. */
const MAX_DEPTH = 5

/** The whole reference: a table of contents, then each surface's operations, each one a disclosure. */
export function Reference({ doc }: { doc: Contract }) {
  const surfaces = bySurface(doc)
  return (
    <>
      <nav aria-label="Surfaces" className={styles.toc}>
        <ul>
          {surfaces.map((s) => (
            <li key={s.name}>
              <a href={`#${s.name}`}>{s.name}</a> ({s.operations.length})
            </li>
          ))}
        </ul>
      </nav>
      {surfaces.map((s) => (
        <section key={s.name} aria-labelledby={s.name} className={styles.surface}>
          <h2 id={s.name}>{s.name}</h2>
          {s.description && <p>{s.description}</p>}
          {s.operations.map((op) => (
            <OperationView key={op.operationId} doc={doc} op={op} />
          ))}
        </section>
      ))}
    </>
  )
}

/**
 * One operation as a disclosure. Its shapes are drawn only once it is
 * opened: drawn for every operation, the page held some 67,000 elements,
 * slow to lay out on a phone and to check. A link to the operation
 * (#operationId) opens it.
 */
function OperationView({ doc, op }: { doc: Contract; op: Described }) {
  const [open, setOpen] = useState(() => typeof location !== 'undefined' && location.hash === `#${op.operationId}`)
  return (
    <details id={op.operationId} className={styles.operation} open={open} onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary>
        <span className={`${styles.method} ${styles[op.method] ?? ''}`}>{op.method.toUpperCase()}</span> <code>{op.path}</code>{' '}
        <span className={styles.summary}>{op.summary}</span>
      </summary>
      {open && <OperationDetail doc={doc} op={op} />}
    </details>
  )
}

function OperationDetail({ doc, op }: { doc: Contract; op: Described }) {
  const body = op.requestBody ? Object.entries(op.requestBody.content) : []
  const bodySchema = body[0]?.[1].schema
  return (
    <div className={styles.detail}>
      <p className={styles.id}>
        Operation <code>{op.operationId}</code>
        {op['x-pistil-twins']?.length ? <>; also answered at {op['x-pistil-twins'].map((t) => <code key={t}>{t}</code>)}</> : null}
      </p>
      {op.parameters?.length ? (
        <>
          <h3>Path parameters</h3>
          <ul className={styles.fields}>
            {op.parameters.map((p) => (
              <li key={p.name}>
                <code>{p.name}</code> <span className={styles.type}>{p.schema ? typeLabel(doc, p.schema) : 'string'}</span>
                {p.required && <span className={styles.required}>required</span>}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {body.length > 0 && (
        <>
          <h3>Request body</h3>
          <p>
            Sent as {body.map(([type], i) => <Fragment key={type}>{i > 0 && ' or '}<code>{type}</code></Fragment>)}.
          </p>
          <SchemaView doc={doc} schema={bodySchema ?? true} depth={0} />
        </>
      )}
      <h3>Answers</h3>
      <dl className={styles.answers}>
        {Object.entries(op.responses).map(([status, raw]) => {
          const response = resolveResponse(doc, raw)
          const content = Object.entries(response.content ?? {})
          return (
            <Fragment key={status}>
              <dt>{status}</dt>
              <dd>
                <p className={styles.pre}>{response.description}</p>
                {content.map(([type, media]) => (
                  <div key={type}>
                    <p>
                      <code>{type}</code>
                      {media.schema !== undefined && type !== 'application/json' && <>: {typeLabel(doc, media.schema)}</>}
                    </p>
                    {type === 'application/json' && media.schema !== undefined && <SchemaView doc={doc} schema={media.schema} depth={0} />}
                  </div>
                ))}
              </dd>
            </Fragment>
          )
        })}
      </dl>
    </div>
  )
}

/** A schema as a list of its fields, nested objects listed under their field. */
function SchemaView({ doc, schema, depth }: { doc: Contract; schema: Schema; depth: number }) {
  const fields = fieldsOf(doc, schema)
  if (fields.length === 0) return <p className={styles.type}>{typeLabel(doc, schema)}</p>
  return (
    <ul className={styles.fields}>
      {fields.map((f) => (
        <li key={f.name}>
          <code>{f.name}</code> <span className={styles.type}>{f.type}</span>
          {f.required && <span className={styles.required}>required</span>}
          {f.description && <p className={styles.pre}>{f.description}</p>}
          {f.inner && depth < MAX_DEPTH && <SchemaView doc={doc} schema={f.inner} depth={depth + 1} />}
        </li>
      ))}
    </ul>
  )
}

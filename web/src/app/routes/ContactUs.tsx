import { useState, type FormEvent } from 'react'
import { Link } from 'react-router'
import { useMutation } from '@tanstack/react-query'
import { Button } from '../../components/ui/Button'
import { Skeleton } from '../../components/ui/Skeleton'
import { ApiError, apiPath, request, type Validations } from '../../lib/api'
import { MSG_REQUIRED, msgMaxLength } from '../../lib/forms'
import { LoginFirst, useSignedIn } from './Profile'
import pages from '../../components/ui/pages.module.css'
import styles from './Account.module.css'
import { useTitle } from '../../components/ui/useTitle'
import type { Answer, Body } from '../../lib/wire'

export const MAX_MESSAGE = 2000

/** What a message can be about; the key is what the server receives. */
export const SUBJECTS = [
  { key: 'reservation', label: 'A reservation or order' },
  { key: 'account', label: 'My account' },
  { key: 'products', label: 'Products, prices or specials' },
  { key: 'website', label: 'A problem with the website' },
  { key: 'other', label: 'Something else' },
] as const

/** The spec's messages (section 5) for the contact form. */
export function validateContact(v: { subject: string; message: string }): Validations {
  const out: Validations = {}
  if (v.subject === '') out.subject = [MSG_REQUIRED]
  if (v.message.trim() === '') out.message = [MSG_REQUIRED]
  else if ([...v.message].length > MAX_MESSAGE) out.message = [msgMaxLength(MAX_MESSAGE)]
  return out
}

/** /profile/contactUs: a signed-in customer writes to the storefront's help team. */
export function ContactUs() {
  useTitle('Contact us')
  const customer = useSignedIn()
  if (customer === 'pending') return <Skeleton height={300} />
  if (customer === 'guest') return <LoginFirst title="Contact us" />
  return <ContactForm email={customer.email} />
}

function ContactForm({ email }: { email: string }) {
  const [values, setValues] = useState({ subject: '', message: '' })
  const [errors, setErrors] = useState<Validations>({})
  const [failure, setFailure] = useState<string>()
  const [sent, setSent] = useState<string>()
  const send = useMutation({
    mutationFn: (body: Body<'/api/v1/contact', 'post'>) => request<Answer<'/api/v1/contact', 'post'>>(`${apiPath}/contact`, { method: 'POST', body }),
  })
  const submit = (e: FormEvent) => {
    e.preventDefault()
    setFailure(undefined)
    const found = validateContact(values)
    setErrors(found)
    if (Object.keys(found).length > 0) return
    send.mutate(values, {
      onSuccess: (answer) => {
        setSent(answer?.message || 'Your message has been sent.')
        setValues({ subject: '', message: '' })
      },
      onError: (err) => {
        if (err instanceof ApiError && Object.keys(err.validations).length > 0) setErrors(err.validations)
        else setFailure(err.message || 'An unknown error occurred')
      },
    })
  }
  const count = [...values.message].length
  return (
    <section className={`${pages.panel} ${styles.card}`} aria-labelledby="contact-title">
      <h1 id="contact-title">Contact us</h1>
      <p className={styles.wrap}>
        Questions about your account or this website? Write to us and we reply to <strong>{email}</strong>. For a reservation, the store that has it
        can help fastest: its phone number is at the top of its page.
      </p>
      <p>
        <Link to="/dispensaries">Find your store</Link>
      </p>
      {sent && (
        <p className={styles.sent} role="status">
          {sent}
        </p>
      )}
      <form className={styles.form} onSubmit={submit} noValidate>
        {failure && (
          <p className={styles.alert} role="alert">
            {failure}
          </p>
        )}
        <div className={styles.field}>
          <label htmlFor="contact-subject">Subject</label>
          <select
            id="contact-subject"
            name="subject"
            required
            value={values.subject}
            onChange={(e) => setValues((v) => ({ ...v, subject: e.target.value }))}
            aria-invalid={errors.subject ? true : undefined}
            aria-describedby={errors.subject ? 'contact-subject-error' : undefined}
          >
            <option value="">Choose a subject</option>
            {SUBJECTS.map((s) => (
              <option key={s.key} value={s.key}>
                {s.label}
              </option>
            ))}
          </select>
          {errors.subject && (
            <p id="contact-subject-error" className={styles.fieldError}>
              {errors.subject.join(' ')}
            </p>
          )}
        </div>
        <div className={styles.field}>
          <label htmlFor="contact-message">Message</label>
          <textarea
            id="contact-message"
            name="message"
            rows={7}
            required
            maxLength={MAX_MESSAGE}
            value={values.message}
            onChange={(e) => setValues((v) => ({ ...v, message: e.target.value }))}
            aria-invalid={errors.message ? true : undefined}
            aria-describedby={['contact-message-count', errors.message ? 'contact-message-error' : ''].filter(Boolean).join(' ')}
          />
          {errors.message && (
            <p id="contact-message-error" className={styles.fieldError}>
              {errors.message.join(' ')}
            </p>
          )}
          <p id="contact-message-count" className={`${pages.muted} ${styles.count}`}>
            {count} of {MAX_MESSAGE} characters
          </p>
        </div>
        <Button type="submit" block disabled={send.isPending} loading={send.isPending}>
          Send message
        </Button>
      </form>
    </section>
  )
}

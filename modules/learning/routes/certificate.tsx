import { type LoaderFunctionArgs, data, redirect } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { tFor } from '~/app/kernel/i18n/i18n.server'
import { formatDay } from '~/app/kernel/i18n/locale'
import type { RouteHandle } from '~/app/kernel/requests/handle'
import { requestLng, requestPrefix } from '~/app/kernel/requests/request.server'
import { env } from '~/app/kernel/runtime/env.server'
import { findCertificate, normaliseCertificateCode } from '../progress/certificates.server'

export const handle: RouteHandle = {
  i18n: ['common', 'progress'],
  meta: { title: 'progress:certificate.heading', description: 'progress:certificate.description' },
}

/** The lookup form's target: /{lang}/certificate/lookup?code=… redirects to the certificate's own URL. */
const LOOKUP = 'lookup'

interface Found {
  found: true
  prefix: string
  certificate: {
    code: string
    studentName: string
    courseTitle: string
    workloadHours: number
    issuedOn: string
    verifyUrl: string
  }
  meta: { title: string; description: string }
}
interface NotFound {
  found: false
  prefix: string
  typed: string
  message: string
  meta: { title: string; description: string }
}

/** Public: anyone holding a code can check a certificate (docs/product.md#learning-progress: copy when there is none). */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const prefix = requestPrefix(request)
  const lng = requestLng(request)
  const t = await tFor(request, 'progress')
  const typed = (
    params.code === LOOKUP ? (new URL(request.url).searchParams.get('code') ?? '') : (params.code ?? '')
  ).slice(0, 40)
  const code = normaliseCertificateCode(typed)
  if (code && code !== params.code) throw redirect(`/${prefix}/certificate/${code}`)
  const certificate = code ? await findCertificate(code) : undefined
  const description = t('certificate.description')
  if (!certificate) {
    return data(
      {
        found: false,
        prefix,
        typed,
        message: t('certificate.notFound'),
        meta: { title: t('certificate.notFoundTitle'), description },
      } satisfies NotFound as Found | NotFound,
      { status: 404 },
    )
  }
  const origin = env().publicUrl
  const issuedOn = formatDay(certificate.issuedAt, lng, 'long')
  return data({
    found: true,
    prefix,
    certificate: {
      code: certificate.code,
      studentName: certificate.studentName,
      courseTitle: lng === 'en-GB' ? certificate.courseTitle.gb : certificate.courseTitle.br,
      workloadHours: certificate.workloadHours,
      issuedOn,
      verifyUrl: `${origin}/${prefix}/certificate/${certificate.code}`,
    },
    meta: { title: t('certificate.title', { code: certificate.code }), description },
  } satisfies Found as Found | NotFound)
}

export default function Certificate() {
  const page = useLoaderData<Found | NotFound>()
  const { t } = useTranslation('progress')
  if (!page.found) {
    return (
      <article className="page narrow certificate-missing">
        <h1>{t('certificate.notFoundTitle')}</h1>
        <p className="notice notice--error" role="alert">
          {page.message}
        </p>
        <LookupForm prefix={page.prefix} typed={page.typed} />
      </article>
    )
  }
  const c = page.certificate
  return (
    <article className="page certificate-page">
      <section className="certificate" aria-labelledby="certificate-heading">
        <p className="certificate-brand">Trilha</p>
        <h1 id="certificate-heading">{t('certificate.heading')}</h1>
        <p>{t('certificate.certifies')}</p>
        <p className="certificate-name">{c.studentName}</p>
        <p>{t('certificate.completed')}</p>
        <p className="certificate-course">{c.courseTitle}</p>
        <p>{t('certificate.workload', { count: c.workloadHours })}</p>
        <p>{t('certificate.issued', { date: c.issuedOn })}</p>
        <dl className="certificate-check">
          <dt>{t('certificate.code')}</dt>
          <dd>
            <code>{c.code}</code>
          </dd>
          <dt>{t('certificate.verify')}</dt>
          <dd>
            <a href={c.verifyUrl}>{c.verifyUrl}</a>
          </dd>
        </dl>
      </section>
      <p className="progress-hint certificate-print-hint">{t('certificate.printHint')}</p>
    </article>
  )
}

function LookupForm({ prefix, typed }: { prefix: string; typed: string }) {
  const { t } = useTranslation('progress')
  return (
    <section aria-labelledby="lookup-title">
      <h2 id="lookup-title">{t('certificate.lookupTitle')}</h2>
      <form method="get" action={`/${prefix}/certificate/${LOOKUP}`} className="search-page-form">
        <label htmlFor="certificate-code">{t('certificate.lookupLabel')}</label>
        <input
          id="certificate-code"
          name="code"
          defaultValue={typed}
          maxLength={40}
          autoComplete="off"
          spellCheck={false}
          aria-describedby="certificate-code-hint"
        />
        <button type="submit" className="button">
          {t('certificate.lookupSubmit')}
        </button>
      </form>
      <p id="certificate-code-hint" className="field-hint">
        {t('certificate.lookupHint')}
      </p>
    </section>
  )
}

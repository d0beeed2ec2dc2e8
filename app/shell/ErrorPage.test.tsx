import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderRoute } from '~/tests/setup/render'
import { ErrorPage, GeneralErrorBoundary, type StatusHandler } from './ErrorPage'

const Page = () => <p>page</p>
// What Remix hands a boundary for a thrown Response (isRouteErrorResponse's shape).
const thrown = (status: number, data: unknown = null) => ({ status, statusText: '', internal: false, data })

const notFound: StatusHandler = ({ error }) => (
  <ErrorPage status={404} title={`own 404: ${String(error.data)}`} message="gone" />
)
const Boundary = () => <GeneralErrorBoundary statusHandlers={{ 404: notFound }} />
const render = (lng: 'pt-BR' | 'en-GB', error: unknown) =>
  renderRoute(lng, ['common'], Page, { error }, Boundary).then((html) => html.replace(/<!-- -->/g, ''))

describe('GeneralErrorBoundary', () => {
  afterEach(() => vi.restoreAllMocks())

  it('sends a status with a handler to that handler', async () => {
    const html = await render('en-GB', thrown(404, 'the user'))
    expect(html).toContain('<h1>own 404: the user</h1>')
    expect(html).toContain('data-status="404"')
    expect(html).not.toContain('Page not found')
  })

  it('falls back to the shell copy of a status without a handler, in both locales', async () => {
    expect(await render('pt-BR', thrown(403))).toContain('<h1>Você não pode acessar esta página</h1>')
    const gb = await render('en-GB', thrown(403))
    expect(gb).toContain('<h1>You cannot access this page</h1>')
    expect(gb).toContain('data-status="403"')
  })

  it('uses the default handler it is given for unlisted statuses', async () => {
    const Custom = () => (
      <GeneralErrorBoundary defaultStatusHandler={({ error }) => <p>custom {error.status}</p>} />
    )
    const html = await renderRoute('en-GB', ['common'], Page, { error: thrown(410) }, Custom)
    expect(html.replace(/<!-- -->/g, '')).toContain('<p>custom 410</p>')
  })

  it('shows anything else thrown as the 500 page and logs it', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    const html = await render('pt-BR', new Error('boom'))
    expect(html).toContain('data-status="500"')
    expect(html).toContain('<h1>Erro interno do servidor</h1>')
    expect(html).not.toContain('own 404')
    expect(log).toHaveBeenCalled()
  })
})

describe('ErrorPage', () => {
  const page = (props: Parameters<typeof ErrorPage>[0]) =>
    renderRoute('en-GB', ['common'], () => <ErrorPage {...props} />).then((h) => h.replace(/<!-- -->/g, ''))

  it('404 has the not-found illustration; others the server one', async () => {
    expect(await page({ status: 404 })).toContain('src="/img/not-found.svg"')
    expect(await page({ status: 500 })).toContain('src="/img/server-error.svg"')
  })

  it('a way on of its own makes the dashboard button the secondary one', async () => {
    const plain = await page({ status: 403 })
    expect(plain).toContain('<a class="button" href="/br/dashboard">')
    const withLink = await page({
      status: 403,
      prefix: 'gb',
      link: { href: '/gb/subscription', label: 'Go PRO' },
    })
    expect(withLink).toContain('<a class="button" href="/gb/subscription">Go PRO</a>')
    expect(withLink).toContain('<a class="button button--ghost" href="/gb/dashboard">')
  })
})

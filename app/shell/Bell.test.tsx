import { renderToString } from 'react-dom/server'
import { I18nextProvider } from 'react-i18next'
import { describe, expect, it } from 'vitest'
import { createI18nForRender } from '~/app/kernel/i18n/i18n.server'
import { Bell, friendAnswerApi, notificationsApi } from './Bell'
import type { ShellData } from './Shell'

function shell(notifications: number, prefix: 'br' | 'gb' = 'br'): ShellData {
  return {
    prefix,
    lng: prefix === 'br' ? 'pt-BR' : 'en-GB',
    theme: 'system',
    path: `/${prefix}/dashboard`,
    year: 2026,
    user: null,
    badges: { notifications, feedbacks: 0, competitions: false, videos: false },
  }
}

async function render(data: ShellData) {
  // Only `common` like a content page: the dialog's `social` strings must not be needed to render.
  const i18n = await createI18nForRender(data.lng, ['common'])
  return renderToString(
    <I18nextProvider i18n={i18n}>
      <Bell data={data} />
    </I18nextProvider>,
  )
}

describe('Bell (server render = the no-JavaScript output)', () => {
  it('is a plain link to the notifications page with the badge, and no dialog', async () => {
    const html = await render(shell(3))
    expect(html).toMatch(/^<a class="icon-button bell" href="\/br\/notifications" aria-label="[^"]*3[^"]*">/)
    expect(html).toContain('data-testid="notification-badge">3</span>')
    expect(html).not.toContain('<dialog')
    // Not announced as a dialog opener until the page has hydrated.
    expect(html).not.toContain('aria-haspopup')
  })

  it('shows 9+ above 9 and no badge at 0', async () => {
    expect(await render(shell(12, 'gb'))).toContain('>9+</span>')
    expect(await render(shell(0, 'gb'))).not.toContain('notification-badge')
    expect(await render(shell(0, 'gb'))).toContain('href="/gb/notifications"')
  })
})

describe('Bell dialog endpoints', () => {
  it('asks the list in the page’s language and answers requests on the product’s paths', () => {
    expect(notificationsApi('gb')).toBe('/api/notification/all?locale=gb')
    expect(friendAnswerApi(7, 'confirm')).toBe('/api/notification/7/friend/confirm')
    expect(friendAnswerApi(7, 'reject')).toBe('/api/notification/7/friend/reject')
  })
})

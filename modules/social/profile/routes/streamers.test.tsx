import { describe, expect, it } from 'vitest'
import { db } from '~/db/client.server'
import { createTestUser } from '~/tests/factories'
import { getRequest, routeArgs } from '~/tests/setup/helpers'
import { renderRoute } from '~/tests/setup/render'
import Streamers, { handle, loader } from './streamers'

describe('/{lang}/streamers', () => {
  it('lists members with a Twitch link: name, profile and channel links, nothing embedded', async () => {
    const streamer = await createTestUser({ name: 'Zuleica Transmite Muito', color: 'red' })
    const other = await createTestUser({ name: 'Aaron Só GitHub' })
    await db
      .insertInto('social_links')
      .values([
        { user_id: streamer.id, kind: 'twitch', url: 'https://www.twitch.tv/zuleica_live' },
        { user_id: streamer.id, kind: 'github', url: 'https://github.com/zuleica' },
        { user_id: other.id, kind: 'github', url: 'https://github.com/aaron' },
      ])
      .execute()
    const data = await loader(routeArgs(getRequest('/gb/streamers')))
    const mine = data.streamers.filter((s) => s.id === streamer.id || s.id === other.id)
    expect(mine).toEqual([
      {
        id: streamer.id,
        name: 'Zuleica Muito',
        color: 'red',
        isPro: false,
        url: 'https://www.twitch.tv/zuleica_live',
        channel: 'zuleica_live',
      },
    ])
    const html = (
      await renderRoute('en-GB', handle.i18n as string[], Streamers, { loaderData: data })
    ).replace(/<!-- -->/g, '')
    expect(html).toContain(`href="/gb/user/${streamer.id}"`)
    expect(html).toContain('href="https://www.twitch.tv/zuleica_live" rel="nofollow noopener ugc"')
    expect(html).toContain('zuleica_live on Twitch')
    expect(html).not.toContain('Aaron')
    for (const tag of ['<iframe', '<img', '<script']) expect(html).not.toContain(tag)
  })
})

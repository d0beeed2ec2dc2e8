import { describe, expect, it } from 'vitest'
import { db } from '~/db/client.server'
import { computeRankings } from '~/modules/competitions/rankings/job.server'
import { createTestUser, exerciseRow } from '~/tests/factories'
import { getRequest, routeArgs, thrown } from '~/tests/setup/helpers'
import { renderRoute } from '~/tests/setup/render'
import { routeError, solve, uniqueShortName } from '../test-helpers'
import UserProfile, { ErrorBoundary, handle, loader } from './user'

const NS = handle.i18n as string[]
type Loaded = Awaited<ReturnType<typeof loader>>

const load = (id: number | string, viewer?: { cookie: string }, lang = 'br', query = '') =>
  loader(routeArgs(getRequest(`/${lang}/user/${id}${query}`, viewer), { id: String(id) }))

const html = async (data: Loaded, lng: 'pt-BR' | 'en-GB' = 'pt-BR') =>
  (await renderRoute(lng, NS, UserProfile, { loaderData: data })).replace(/<!-- -->/g, '')

const dayOffset = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10)

describe('/{lang}/user/:id', () => {
  it('404s an unknown or malformed id with the product copy in both languages', async () => {
    for (const id of ['987654321', 'abc', '0', '-3', '12345678901234']) {
      const error = await routeError(await thrown(load(id)))
      expect(error.status).toBe(404)
    }
    const pt = await routeError(await thrown(load(987654321)))
    const page = await renderRoute('pt-BR', NS, UserProfile, { error: pt }, ErrorBoundary)
    expect(page).toContain('Esse usuário não existe.')
    expect(page).toContain('data-status="404"')
    const gb = await routeError(await thrown(load('nope', undefined, 'gb')))
    expect(await renderRoute('en-GB', NS, UserProfile, { error: gb }, ErrorBoundary)).toContain(
      'This user does not exist.',
    )
  })

  it('shows the general card: short name in colour, initials, PRO crown, level, XP, institution, tags, teams', async () => {
    const institution = await db
      .insertInto('institutions')
      .values({
        name: 'Universidade do Perfil',
        short_name: uniqueShortName('PERFIL'),
        type: 'educational',
        country: 'BR',
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    const owner = await createTestUser({
      name: 'Ana Beatriz de Souza Lima',
      color: 'purple',
      is_pro: 1,
      level: 7,
      xp: 1234,
      institution_id: institution.id,
      member_tags: '["founder","content","not-a-tag"]',
      biography: 'Gosto de **grafos**.\n\n<script>alert(1)</script>',
    })
    const team = await db
      .insertInto('teams')
      .values({ name: `Equipe Perfil ${owner.id}`, invite_password: 'segredo', captain_id: owner.id })
      .returning('id')
      .executeTakeFirstOrThrow()
    await db.insertInto('team_members').values({ team_id: team.id, user_id: owner.id }).execute()
    await db
      .insertInto('social_links')
      .values([
        { user_id: owner.id, kind: 'github', url: 'https://github.com/ana' },
        { user_id: owner.id, kind: 'twitch', url: 'https://www.twitch.tv/ana' },
      ])
      .execute()
    const visitor = await load(owner.id)
    expect(visitor.meta.title).toBe('Ana Lima')
    expect(visitor.page.user).toMatchObject({ name: 'Ana Lima', initials: 'AL', picture: null, isPro: true })
    expect(visitor.page.user.memberTags).toEqual(['founder', 'content'])
    const page = await html(visitor)
    expect(page).toContain('<span class="name--purple">Ana Lima</span>')
    expect(page).toContain('>AL</span>')
    expect(page).toContain('aria-label="Assinante PRO"')
    expect(page).toContain('Fundador(a)')
    expect(page).toContain('Equipe de conteúdo')
    expect(page).toContain('1234 XP')
    expect(page).toContain('Universidade do Perfil')
    expect(page).toContain(`href="/br/team/${team.id}"`)
    expect(page).toContain('<strong>grafos</strong>')
    expect(page).not.toContain('<script')
    expect(page).toContain('href="https://github.com/ana" rel="me nofollow noopener ugc"')
    expect(page).not.toContain('<img')
    expect(page).not.toContain('<iframe')
    // Visitors get the friend button (it leads to login); the owner gets the edit link instead.
    expect(page).toContain('action="/br/friends"')
    expect(page).not.toContain('href="/br/user/edit"')
    const own = await html(await load(owner.id, owner))
    expect(own).toContain('href="/br/user/edit"')
    expect(own).not.toContain('action="/br/friends"')

    await db.updateTable('users').set({ has_picture: 1 }).where('id', '=', owner.id).execute()
    const withPicture = await html(await load(owner.id))
    expect(withPicture).toMatch(
      new RegExp(`<img class="profile-picture" src="/image/user-profile/${owner.id}\\.png\\?v=`),
    )
  })

  it('draws the consistency calendar from the last year of lessons and exercises', async () => {
    const user = await createTestUser()
    await db
      .insertInto('activity_days')
      .values([
        { user_id: user.id, day: dayOffset(0), lessons: 2, exercises: 1, frozen: 0 },
        { user_id: user.id, day: dayOffset(10), lessons: 0, exercises: 7, frozen: 0 },
        { user_id: user.id, day: dayOffset(11), lessons: 0, exercises: 0, frozen: 1 },
        { user_id: user.id, day: dayOffset(400), lessons: 5, exercises: 5, frozen: 0 },
      ])
      .execute()
    const data = await load(user.id)
    expect(data.page.calendar.totals).toEqual({ lessons: 2, exercises: 8, activeDays: 2, frozenDays: 1 })
    const page = await html(data)
    expect(page).toContain(
      'Nos últimos 12 meses: 2 aulas concluídas e 8 exercícios resolvidos, em 2 dias de atividade.',
    )
    // Today is the last cell: 3 activities, the 2–3 step.
    expect(page).toMatch(
      /<rect class="calendar-cell calendar-l2"[^>]*><title>[^<]*: 2 aulas, 1 exercício<\/title><\/rect><\/svg>/,
    )
    expect(page).toContain(`class="calendar-cell calendar-l4" x=`)
    expect(page).toMatch(/<title>[^<]*: 2 aulas, 1 exercício<\/title>/)
    expect(page).toContain('calendar-frozen')
    expect((page.match(/<rect /g) ?? []).length).toBe(365 + 6)
    const gb = await html(await load(user.id, undefined, 'gb'), 'en-GB')
    expect(gb).toContain(
      'In the last 12 months: 2 lessons completed and 8 exercises solved, over 2 active days.',
    )
  })

  it('leaves someone hidden from rankings out of every position, while the profile stays public', async () => {
    const shown = await createTestUser({ xp: 5000 })
    const hidden = await createTestUser({ xp: 4000, show_in_rankings: 0 })
    await computeRankings()
    const visible = await load(shown.id)
    expect(visible.page.stats.hidden).toBe(false)
    expect(visible.page.stats.individual?.position).toBeGreaterThan(0)
    expect(await html(visible)).toContain(`#${visible.page.stats.individual?.position}</a>`)

    const secret = await load(hidden.id)
    expect(secret.page.stats).toMatchObject({ hidden: true, individual: null, institution: null, xp: 4000 })
    const page = await html(secret)
    expect(page).toContain('Esta pessoa escolheu não aparecer nos rankings.')
    expect(page).not.toContain('href="/br/ranking/users')
    // Turning the preference off after a ranking run hides them at once too.
    await db.updateTable('users').set({ show_in_rankings: 0 }).where('id', '=', shown.id).execute()
    expect((await load(shown.id)).page.stats).toMatchObject({ hidden: true, individual: null })
  })

  it('lists the latest solved exercises and the content-creator tabs, only what the viewer may see', async () => {
    const author = await createTestUser({ permissions: '["create_content"]' })
    const open = await exerciseRow({ author_id: author.id, title_br: 'Soma pública' })
    const secret = await exerciseRow({
      author_id: author.id,
      title_br: 'Rascunho privado',
      visibility: 'private',
    })
    await solve(author.id, open, '2026-01-02T10:00:00.000Z')
    await solve(author.id, secret, '2026-01-03T10:00:00.000Z')
    await db
      .insertInto('blog_posts')
      .values([
        {
          url: `tutorial-${author.id}`,
          author_id: author.id,
          title_br: 'Tutorial de grafos',
          visibility: 'public',
          is_tutorial: 1,
        },
        {
          url: `rascunho-${author.id}`,
          author_id: author.id,
          title_br: 'Rascunho',
          visibility: 'draft',
          is_tutorial: 1,
        },
      ])
      .execute()
    const visitor = await load(author.id)
    expect(visitor.page.solved.items.map((s) => s.title)).toEqual(['Soma pública'])
    expect(visitor.page.tabs.exercises.map((e) => e.title)).toEqual(['Soma pública'])
    expect(visitor.page.tabs.tutorials.map((t) => t.title)).toEqual(['Tutorial de grafos'])
    expect(visitor.page.tabs.current).toBe('exercises')
    const own = await load(author.id, author)
    expect(own.page.solved.items.map((s) => s.title)).toEqual(['Rascunho privado', 'Soma pública'])

    const tutorials = await html(await load(author.id, undefined, 'br', '?tab=tutorials'))
    expect(tutorials).toContain(`href="/br/blog/tutorial-${author.id}"`)
    expect(tutorials).not.toContain('Rascunho')
    expect(tutorials).toContain(`href="/br/user/${author.id}?tab=tutorials#content" aria-current="page"`)
    expect(tutorials).toContain(`href="/br/user/${author.id}/exercises"`)
  })

  it('shows the achievements the person earned in "achievements and journey", not the locked ones', async () => {
    const achiever = await createTestUser({ name: 'Rita Conquista' })
    await db
      .insertInto('user_achievements')
      .values([
        { user_id: achiever.id, code: 'first_accepted', earned_at: '2026-03-02T10:00:00.000Z' },
        { user_id: achiever.id, code: 'first_lesson', earned_at: '2026-03-01T10:00:00.000Z' },
      ])
      .execute()
    const page = await html(await load(achiever.id))
    const journey = page.slice(page.indexOf('id="journey-title"'))
    expect(journey).toContain('<h3>Conquistas</h3>')
    expect(journey.indexOf('Primeiro passo')).toBeLessThan(journey.indexOf('Aceito!'))
    expect(journey).toContain('<time class="profile-muted" dateTime="2026-03-01T10:00:00.000Z">')
    expect(journey).not.toContain('Dez na conta')
    expect(journey).not.toContain('Nenhuma conquista')
    const gb = await html(await load(achiever.id, undefined, 'gb'), 'en-GB')
    expect(gb).toContain('<h3>Achievements</h3>')
    const fresh = await html(await load((await createTestUser()).id))
    expect(fresh).toContain('Nenhuma conquista, competição ou experiência profissional registrada.')
  })

  it('says a new member’s zeros in the plural (Portuguese counts 0 as singular)', async () => {
    const fresh = await createTestUser({ name: 'Zeca Novo' })
    const page = await html(await load(fresh.id))
    expect(page).toContain('<span>exercícios resolvidos</span>')
    expect(page).toContain('<span>aulas concluídas</span>')
    expect(page).toContain('0 aulas concluídas e 0 exercícios resolvidos, em 0 dias de atividade')
    expect(page).toContain('Sequência atual: 0 dias. Maior sequência: 0 dias.')
    expect(page).not.toMatch(/\b0 (exercício|aula|dia)\b/)
  })
})

describe('the meta description', () => {
  it('is the biography as plain text, or a sentence with the name', async () => {
    const { plainText } = await import('../profile.server')
    expect(plainText('## Oi!\n\nSou **dev** e gosto de [grafos](https://x.dev).\n\n- bem-vindo')).toBe(
      'Oi! Sou dev e gosto de grafos. bem-vindo',
    )
    const quiet = await createTestUser({ name: 'Tito Reis' })
    expect((await load(quiet.id)).meta.description).toBe(
      'O perfil de Tito Reis na Trilha: progresso, cursos, exercícios resolvidos e conquistas.',
    )
  })
})

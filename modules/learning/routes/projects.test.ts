// The projects hub and projects outside lessons (issue 21): tabs, visibility, the edit form's permissions and
// validation in both locales, the hand-in page (daily limit and PRO as lessons, the community choice).
import { describe, expect, it } from 'vitest'
import { db } from '~/db/client.server'
import { seedProjectsHub } from '~/db/seed/projects-hub'
import { makeCourse, makeUser } from '~/tests/factories'
import {
  routeArgs as call,
  getRequest as get,
  loaded,
  multipart,
  post,
  thrown,
  useOwnMediaDir,
} from '~/tests/setup/helpers'
import { loader as viewLoader } from './project'
import { action as editAction, loader as editLoader } from './project.edit'
import { action as submitAction, loader as submitLoader } from './project.submit'
import { loader as hubLoader } from './projects'

useOwnMediaDir()

const validProject = {
  intent: 'save',
  name_br: 'Calculadora',
  description_br: 'Uma calculadora de terminal.',
  complexity: 'simple',
  kind: 'idea',
  technologies: 'python, pytest',
  obligatory_files: 'README.md\nmain.py',
  visibility: 'public',
  is_free: 'on',
  'requirements[0].position': '2',
  'requirements[0].text_br': 'Testes',
  'requirements[0].score': '40',
  'requirements[1].position': '1',
  'requirements[1].text_br': 'Soma e subtração',
  'requirements[1].score': '60',
}

describe('/{lang}/projects (hub)', () => {
  it('lists the demo projects by tab and the public hand-ins in the community tab', async () => {
    const author = await makeUser('author')
    const pro = await makeUser('pro')
    await seedProjectsHub(db, author.id, pro.id)
    const steps = await loaded(hubLoader(call(get('/br/projects'))))
    expect(steps.tab).toBe('step-by-step')
    expect(steps.projects.map((p) => p.name)).toContain('Passo a passo: sua página pessoal')
    const ideas = await loaded(hubLoader(call(get('/gb/projects?tab=ideas'))))
    expect(ideas.projects.map((p) => p.name)).toContain('Idea: a league table')
    expect(ideas.projects.map((p) => p.name)).not.toContain('Step by step: your personal page')
    const community = await loaded(hubLoader(call(get('/gb/projects?tab=community'))))
    expect(community.community[0]).toMatchObject({
      projectName: 'Step by step: your personal page',
      repositoryUrl: 'https://github.com/pedrohsl/pagina-pessoal',
    })
    expect((await loaded(hubLoader(call(get('/gb/projects?tab=nonsense'))))).tab).toBe('step-by-step')
  })
})

describe('/{lang}/project/:id/edit', () => {
  it('lets content creators create, saves requirements in order, and refuses others', async () => {
    const author = await makeUser('author')
    const created = (await editAction(
      call(post('/br/project/new/edit', validProject, author), { id: 'new' }),
    )) as Response
    expect(created.status).toBe(303)
    const id = Number(/project\/(\d+)\/edit/.exec(created.headers.get('location') ?? '')?.[1])
    const reqs = await db
      .selectFrom('project_requirements')
      .select(['position', 'text_br', 'score'])
      .where('project_id', '=', id)
      .orderBy('position')
      .execute()
    expect(reqs).toEqual([
      { position: 1, text_br: 'Soma e subtração', score: 60 },
      { position: 2, text_br: 'Testes', score: 40 },
    ])
    const row = await db.selectFrom('projects').selectAll().where('id', '=', id).executeTakeFirstOrThrow()
    expect(row).toMatchObject({ author_id: author.id, technologies: '["python","pytest"]', kind: 'idea' })

    const student = await makeUser('free')
    expect((await thrown(editLoader(call(get('/br/project/new/edit', student), { id: 'new' })))).status).toBe(
      403,
    )
    expect(
      (await thrown(editLoader(call(get(`/br/project/${id}/edit`, student), { id: String(id) })))).status,
    ).toBe(403)
    expect(
      (await thrown(editLoader(call(get('/br/project/99999999/edit', author), { id: '99999999' })))).status,
    ).toBe(404)
    // The project's page shows its editors the manage card.
    expect(
      (await loaded(viewLoader(call(get(`/br/project/${id}`, author), { id: String(id) })))).canEdit,
    ).toBe(true)
    expect(
      (await loaded(viewLoader(call(get(`/br/project/${id}`, student), { id: String(id) })))).canEdit,
    ).toBe(false)
  })

  it('requires name, description and a technology; "add requirement" adds a row without saving', async () => {
    const author = await makeUser('author')
    const bad = (await editAction(
      call(
        post(
          '/gb/project/new/edit',
          { ...validProject, name_br: ' ', description_br: '', technologies: ' , ' },
          author,
        ),
        { id: 'new' },
      ),
    )) as Response
    expect(bad.status).toBe(422)
    const body = (await bad.json()) as { errors: Record<string, string[]>; values: { technologies: string } }
    expect(body.errors).toMatchObject({
      name_br: ['required'],
      description_br: ['required'],
      technologies: ['technologiesMin'],
    })
    expect(body.values.technologies).toBe(' , ')
    const added = (await editAction(
      call(post('/gb/project/new/edit', { ...validProject, intent: 'add_requirement' }, author), {
        id: 'new',
      }),
    )) as Response
    const more = (await added.json()) as { values: { requirements: { position: string }[] } }
    expect(more.values.requirements.map((r) => r.position)).toEqual(['2', '1', '3'])
    expect(
      await db
        .selectFrom('projects')
        .select('id')
        .where('name_br', '=', 'Calculadora')
        .where('author_id', '=', author.id)
        .execute(),
    ).toEqual([])
  })
})

describe('/{lang}/project/:id and /submit', () => {
  async function project(fields: Record<string, unknown> = {}) {
    const { id } = await db
      .insertInto('projects')
      .values({
        name_br: 'Site',
        description_br: 'Um site.',
        technologies: '["html"]',
        obligatory_files: '[]',
        ...fields,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    return id
  }

  it('keeps a course lesson’s project behind its course: not listed, not viewable alone, but by editors', async () => {
    const course = await makeCourse({ is_free: 0 }, [{ type: 'project' }])
    const lesson = await db
      .selectFrom('lessons')
      .select('project_id')
      .where('course_id', '=', course.id)
      .executeTakeFirstOrThrow()
    const id = lesson.project_id!
    const student = await makeUser('free')
    expect(
      (await thrown(viewLoader(call(get(`/br/project/${id}`, student), { id: String(id) })))).status,
    ).toBe(404)
    const hub = (await loaded(hubLoader(call(get('/br/projects?tab=ideas', student))))) as unknown as {
      projects: { id: number }[]
    }
    expect(hub.projects.map((p) => p.id)).not.toContain(id)
    const author = await makeUser('author')
    expect((await loaded(viewLoader(call(get(`/br/project/${id}`, author), { id: String(id) })))).id).toBe(id)
  })

  it('hides a private project from anyone but its editors', async () => {
    const id = await project({ visibility: 'private' })
    expect((await thrown(viewLoader(call(get(`/br/project/${id}`), { id: String(id) })))).status).toBe(404)
    const author = await makeUser('author')
    expect((await loaded(viewLoader(call(get(`/br/project/${id}`, author), { id: String(id) })))).id).toBe(id)
  })

  it('takes a GitHub link, public when asked, in queue; 3 a day; a PRO project needs PRO', async () => {
    const id = await project({ is_free: 1 })
    const student = await makeUser('free')
    const url = `/br/project/${id}/submit`
    const form = (link: string, pub = false) => {
      const body = new FormData()
      body.set('intent', 'project')
      body.set('repository_url', link)
      if (pub) body.set('public', 'on')
      return multipart(url, body, student)
    }
    const sent = (await submitAction(
      call(form('https://github.com/beatriz/site', true), { id: String(id) }),
    )) as Response
    expect(sent.status).toBe(302)
    const row = await db
      .selectFrom('project_submissions')
      .selectAll()
      .where('user_id', '=', student.id)
      .executeTakeFirstOrThrow()
    expect(row).toMatchObject({
      status: 'in_queue',
      visibility: 'public',
      repository_url: 'https://github.com/beatriz/site',
    })
    const badLink = (await submitAction(call(form('https://example.com/x'), { id: String(id) }))) as Response
    expect(badLink.status).toBe(422)
    await submitAction(call(form('https://github.com/beatriz/site2'), { id: String(id) }))
    await submitAction(call(form('https://github.com/beatriz/site3'), { id: String(id) }))
    const fourth = (await submitAction(
      call(form('https://github.com/beatriz/site4'), { id: String(id) }),
    )) as Response
    expect(fourth.status).toBe(429)

    const proOnly = await project({ is_free: 0 })
    const page = await loaded(
      submitLoader(call(get(`/gb/project/${proOnly}/submit`, student), { id: String(proOnly) })),
    )
    expect(page.allowed).toBe(false)
    const refused = await thrown(submitAction(call(form('https://github.com/a/b'), { id: String(proOnly) })))
    expect(refused.status).toBe(403)
    const visitor = await thrown(submitLoader(call(get(`/gb/project/${id}/submit`), { id: String(id) })))
    expect(visitor.status).toBe(302)
  })
})

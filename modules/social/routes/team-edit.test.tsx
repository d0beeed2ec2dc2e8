import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { afterAll, describe, expect, it } from 'vitest'
import { verifyPassword } from '~/app/kernel/auth/password.server'
import { db } from '~/db/client.server'
import { createTestUser } from '~/tests/factories'
import { formRequest, getRequest, routeArgs, thrown } from '~/tests/setup/helpers'
import { renderRoute } from '~/tests/setup/render'
import { loader as imageLoader } from '../friends/routes/image.team'
import { teamImagePath } from '../friends/team-image.server'
import { listTeams } from '../teams-actions.server'
import { createTeam, findTeam } from '../teams.server'
import Team, { type TeamReply, action, loader } from './team'

const MEDIA = fs.mkdtempSync(path.join(os.tmpdir(), 'trilha-team-edit-test-'))
process.env.MEDIA_DIR = MEDIA
afterAll(() => fs.rmSync(MEDIA, { recursive: true, force: true }))

const NS = ['common', 'social']
type User = { id: number; cookie: string }
let n = 0

async function makeTeam() {
  const captain = await createTestUser({ name: 'Capitã Rita' })
  const member = await createTestUser()
  const name = `Edição ${Date.now() % 100000}-${++n}`
  const id = await createTeam({ name, invitePassword: 'entrar', captainId: captain.id, description: 'Antes' })
  return { id, name, captain, member }
}

const post = (id: number, fields: Record<string, string>, user?: User) =>
  action(
    routeArgs(formRequest(`/br/team/${id}`, fields, user ? { cookie: user.cookie } : {}), { id: String(id) }),
  ) as Promise<Response>

function postImage(id: number, bytes: Uint8Array | null, user: User, name = 'foto.jpg') {
  const form = new FormData()
  form.set('intent', 'image')
  if (bytes) form.set('image', new Blob([new Uint8Array(bytes)]), name)
  const request = new Request(`http://test/br/team/${id}`, {
    method: 'POST',
    body: form,
    headers: { cookie: user.cookie },
  })
  return action(routeArgs(request, { id: String(id) })) as Promise<Response>
}

const load = (id: number, user?: User, query = '') =>
  loader(routeArgs(getRequest(`/br/team/${id}${query}`, user), { id: String(id) }))

const photo = (width: number, height: number, format: 'png' | 'jpeg' | 'webp' | 'gif' = 'jpeg') =>
  sharp({ create: { width, height, channels: 3, background: '#36c' } })
    .toFormat(format)
    .toBuffer()

describe('team edit (captain only)', () => {
  it('the captain changes name, description and password, then sees the saved notice', async () => {
    const { id, captain } = await makeTeam()
    const res = await post(
      id,
      { intent: 'edit', name: 'Nova Equipe Editada', description: 'Depois', invitePassword: 'nova-senha' },
      captain,
    )
    expect(res.status).toBe(302)
    expect(res.headers.get('Location')).toBe(`/br/team/${id}?saved=edit`)
    const team = await findTeam(id)
    expect(team).toMatchObject({ name: 'Nova Equipe Editada', description: 'Depois' })
    const stored = await db
      .selectFrom('teams')
      .select('invite_password')
      .where('id', '=', id)
      .executeTakeFirst()
    expect(stored?.invite_password).toMatch(/^scrypt\$/)
    expect(await verifyPassword('nova-senha', stored!.invite_password)).toBe(true)
    expect(await verifyPassword('entrar', stored!.invite_password)).toBe(false)
    const data = await load(id, captain, '?saved=edit')
    expect(data.saved).toBe('edit')
    // Neither the password nor its hash reaches the page.
    expect(JSON.stringify(data)).not.toMatch(/nova-senha|scrypt|invitePassword/)
    const html = await renderRoute('pt-BR', NS, Team, { loaderData: data })
    expect(html).toContain('Equipe salva.')
    expect(html).toContain('Editar equipe')
    expect(html).toContain('Nova senha de convite')
    expect(html).toContain('Deixe em branco para mantê-la')
    expect(html).not.toContain('nova-senha')
    const gb = await renderRoute('en-GB', NS, Team, { loaderData: await load(id, captain) })
    expect(gb).toContain('New invite password')
    expect(gb).toContain('Leave blank to keep it')
  })

  it('a blank new invite password keeps the current one; a short one is refused', async () => {
    const { id, captain } = await makeTeam()
    const joiner = await createTestUser()
    const before = await db
      .selectFrom('teams')
      .select('invite_password')
      .where('id', '=', id)
      .executeTakeFirst()
    const res = await post(
      id,
      { intent: 'edit', name: 'Sem Senha Nova', description: '', invitePassword: '' },
      captain,
    )
    expect(res.status).toBe(302)
    const after = await db
      .selectFrom('teams')
      .select('invite_password')
      .where('id', '=', id)
      .executeTakeFirst()
    expect(after?.invite_password).toBe(before?.invite_password)
    expect((await findTeam(id))?.name).toBe('Sem Senha Nova')
    const short = await post(
      id,
      { intent: 'edit', name: 'Sem Senha Nova', description: '', invitePassword: 'ab' },
      captain,
    )
    expect(short.status).toBe(422)
    expect(((await short.json()) as TeamReply).edit?.errors).toEqual({ invitePassword: ['passwordLength'] })
    expect((await post(id, { intent: 'join', password: 'entrar' }, joiner)).status).toBe(302)
  })

  it('refuses anyone but the captain at 403 and shows them no edit form', async () => {
    const { id, name, member } = await makeTeam()
    const outsider = await createTestUser()
    for (const user of [member, outsider]) {
      const res = await post(
        id,
        { intent: 'edit', name: 'Tomada', description: '', invitePassword: 'tomada' },
        user,
      )
      expect(res.status).toBe(403)
      expect(await res.json()).toEqual({ error: 'notCaptainEdit' })
      const image = await postImage(id, await photo(800, 600), user)
      expect(image.status).toBe(403)
    }
    expect((await findTeam(id))?.name).toBe(name)
    expect((await findTeam(id))?.has_image).toBe(0)
    const html = await renderRoute('pt-BR', NS, Team, { loaderData: await load(id, member, '?saved=edit') })
    expect(html).not.toContain('Editar equipe')
    expect(html).not.toContain('Equipe salva.')
    const visitor = await thrown(
      post(id, { intent: 'edit', name: 'X y', description: '', invitePassword: 'xxxx' }),
    )
    expect(visitor.headers.get('Location')).toContain('/br/login?login=true')
  })

  it('keeps the create rules: 422 for bad fields and for a duplicate name, typed values kept', async () => {
    const { id, captain } = await makeTeam()
    const other = await makeTeam()
    const short = await post(
      id,
      { intent: 'edit', name: 'X', description: 'typed', invitePassword: 'abc' },
      captain,
    )
    expect(short.status).toBe(422)
    const shortReply = (await short.json()) as TeamReply
    expect(shortReply.edit?.errors).toMatchObject({
      name: ['nameLength'],
      invitePassword: ['passwordLength'],
    })
    const dup = await post(
      id,
      { intent: 'edit', name: other.name.toUpperCase(), description: 'typed', invitePassword: 'entrar' },
      captain,
    )
    expect(dup.status).toBe(422)
    const reply = (await dup.json()) as TeamReply
    expect(reply.edit).toEqual({
      values: { name: other.name.toUpperCase(), description: 'typed', invitePassword: 'entrar' },
      errors: { name: ['duplicate'] },
    })
    const html = await renderRoute('pt-BR', NS, Team, {
      loaderData: await load(id, captain),
      actionData: reply,
    })
    expect(html).toContain('Já existe uma equipe com esse nome.')
    expect(html).toContain('typed</textarea>')
    // Its own name (any case) is not a duplicate.
    const same = await post(
      id,
      {
        intent: 'edit',
        name: (await findTeam(id))?.name.toLowerCase() ?? '',
        description: '',
        invitePassword: 'entrar',
      },
      captain,
    )
    expect(same.status).toBe(302)
  })
})

describe('team image', () => {
  it('stores a phone photo as a 640×640 PNG, sets has_image and serves it with an ETag and 304', async () => {
    const { id, captain } = await makeTeam()
    const res = await postImage(id, await photo(1200, 900), captain)
    expect(res.status).toBe(302)
    expect(res.headers.get('Location')).toBe(`/br/team/${id}?saved=image`)
    expect((await findTeam(id))?.has_image).toBe(1)
    const meta = await sharp(fs.readFileSync(teamImagePath(id))).metadata()
    expect(meta).toMatchObject({ format: 'png', width: 640, height: 640 })

    const get = (headers: Record<string, string> = {}) =>
      imageLoader(
        routeArgs(new Request(`http://test/image/team/${id}.png`, { headers }), { file: `${id}.png` }),
      )
    const first = await get()
    expect(first.status).toBe(200)
    expect(first.headers.get('Content-Type')).toBe('image/png')
    const etag = first.headers.get('ETag') ?? ''
    expect(etag).toMatch(/^".+"$/)
    expect((await sharp(Buffer.from(await first.arrayBuffer())).metadata()).width).toBe(640)
    const again = await get({ 'if-none-match': etag })
    expect(again.status).toBe(304)
    expect(await again.text()).toBe('')

    const data = await load(id, captain, '?saved=image')
    const html = await renderRoute('en-GB', NS, Team, { loaderData: data })
    expect(html).toContain(`src="/image/team/${id}.png"`)
    expect(html).toContain('width="160" height="160"')
    expect(html).toContain('Team image updated.')
    const listed = (await listTeams(null)).find((t) => t.id === id)
    expect(listed?.hasImage).toBe(true)
  })

  it('accepts PNG and WebP too, and refuses a non-image and a GIF at 422 with a clear message', async () => {
    const { id, captain } = await makeTeam()
    expect((await postImage(id, await photo(700, 700, 'png'), captain, 'a.png')).status).toBe(302)
    expect((await postImage(id, await photo(300, 500, 'webp'), captain, 'a.webp')).status).toBe(302)
    const text = await postImage(id, new TextEncoder().encode('not an image at all'), captain, 'virus.png')
    expect(text.status).toBe(422)
    const reply = (await text.json()) as TeamReply
    expect(reply).toEqual({ image: 'imageInvalid' })
    expect((await postImage(id, await photo(64, 64, 'gif'), captain, 'a.gif')).status).toBe(422)
    const html = await renderRoute('pt-BR', NS, Team, {
      loaderData: await load(id, captain),
      actionData: reply,
    })
    expect(html).toContain('O arquivo precisa ser uma imagem PNG, JPEG ou WebP.')
    expect((await postImage(id, null, captain)).status).toBe(422)
  })

  it('a refused form on the page reached after a save shows its error without the old saved notice', async () => {
    // Without JavaScript a form posts to the address it was shown at, so ?saved=edit comes along.
    const { id, captain } = await makeTeam()
    const html = await renderRoute('pt-BR', NS, Team, {
      loaderData: await load(id, captain, '?saved=edit'),
      actionData: { image: 'imageInvalid' } satisfies TeamReply,
    })
    expect(html).toContain('O arquivo precisa ser uma imagem PNG, JPEG ou WebP.')
    expect(html).not.toContain('Equipe salva.')
  })

  it('refuses an image over 5 MiB', async () => {
    const { id, captain } = await makeTeam()
    const res = await postImage(id, new Uint8Array(5 * 1024 * 1024 + 10), captain)
    expect(res.status).toBe(413)
    expect(await res.json()).toEqual({ image: 'imageTooLarge' })
    expect((await findTeam(id))?.has_image).toBe(0)
  })

  it('404s a team without an image and malformed names', async () => {
    const { id } = await makeTeam()
    for (const file of [`${id}.png`, `${id}.jpg`, '0.png', '../x.png', 'abc']) {
      const res = await imageLoader(routeArgs(new Request(`http://test/image/team/${file}`), { file }))
      expect(res.status).toBe(404)
    }
  })
})

import { describe, expect, it } from 'vitest'
import { db } from '~/db/client.server'
import { createTestUser } from '~/tests/factories'
import { formRequest, thrown } from '~/tests/setup/helpers'
import { handleJudgedSubmission, recordLessonCompleted } from '../progress/index.server'
import { exerciseIn, issuedCertificate, judged, makeCourse } from '../progress/test-helpers'
import { loader as achievementsLoader } from './achievements'
import { loader as certificateLoader } from './certificate'
import { loader as certificatesLoader } from './certificates'
import { action as levelUpAction, loader as levelUpLoader } from './level-up'

type User = Awaited<ReturnType<typeof createTestUser>>

const get = (url: string, user?: User) =>
  new Request(`http://test${url}`, { headers: user ? { cookie: user.cookie } : {} })
const call = (request: Request, params: Record<string, string> = {}) => ({
  request,
  params,
  context: { clientIp: '10.0.0.1', cspNonce: 'test' },
})

/** The loader's `data(...)` result: body and status. */
function unwrap(result: unknown) {
  const r = result as { data: Record<string, unknown>; init: { status?: number } | null }
  return { body: r.data, status: r.init?.status ?? 200 }
}

describe('/{lang}/certificate/:code (public)', () => {
  it('shows the certificate in the page language, with the verification URL', async () => {
    const user = await createTestUser({ name: 'Ana Beatriz Costa' })
    const course = await makeCourse({ workloadHours: 24 })
    const certificateCode = await issuedCertificate(user.id, course.id, new Date('2026-03-15T12:00:00Z'))
    const br = unwrap(
      await certificateLoader(call(get(`/br/certificate/${certificateCode}`), { code: certificateCode })),
    )
    expect(br.status).toBe(200)
    expect(br.body).toMatchObject({
      found: true,
      certificate: {
        code: certificateCode,
        studentName: 'Ana Beatriz Costa',
        courseTitle: expect.stringMatching(/^Curso de teste/),
        workloadHours: 24,
        issuedOn: '15 de março de 2026',
        verifyUrl: `https://trilha.test/br/certificate/${certificateCode}`,
      },
    })
    const gb = unwrap(
      await certificateLoader(call(get(`/gb/certificate/${certificateCode}`), { code: certificateCode })),
    )
    expect(gb.body).toMatchObject({
      certificate: { courseTitle: expect.stringMatching(/^Test course/), issuedOn: '15 March 2026' },
    })
  })

  it('answers 404 with the product copy in each language for an unknown code', async () => {
    const gb = unwrap(
      await certificateLoader(call(get('/gb/certificate/TRL-0000000000'), { code: 'TRL-0000000000' })),
    )
    expect(gb.status).toBe(404)
    expect(gb.body).toMatchObject({
      found: false,
      message: 'There is no certificate linked to this code.',
      typed: 'TRL-0000000000',
    })
    const br = unwrap(await certificateLoader(call(get('/br/certificate/nonsense'), { code: 'nonsense' })))
    expect(br.status).toBe(404)
    expect(br.body.message).toBe('Não há certificado vinculado a este código.')
  })

  it('sends a typed code (any case, spaces, O for 0) to the certificate’s own URL', async () => {
    const user = await createTestUser()
    const course = await makeCourse()
    const certificateCode = await issuedCertificate(user.id, course.id, new Date('2026-03-15T12:00:00Z'))
    const typed = ` ${certificateCode.toLowerCase().replace(/0/g, 'o')} `
    const lookup = await thrown(
      certificateLoader(
        call(get(`/gb/certificate/lookup?code=${encodeURIComponent(typed)}`), { code: 'lookup' }),
      ),
    )
    expect(lookup.status).toBe(302)
    expect(lookup.headers.get('location')).toBe(`/gb/certificate/${certificateCode}`)
    const empty = unwrap(
      await certificateLoader(call(get('/gb/certificate/lookup?code='), { code: 'lookup' })),
    )
    expect(empty.status).toBe(404)
  })
})

describe('/{lang}/certificates and /{lang}/achievements (logged in)', () => {
  it('lists the user’s certificates, with no PRO check', async () => {
    const user = await createTestUser({ is_pro: 0 })
    const course = await makeCourse({ workloadHours: 6 })
    const certificateCode = await issuedCertificate(user.id, course.id, new Date('2026-02-01T00:30:00Z'))
    const data = await certificatesLoader(call(get('/gb/certificates', user)))
    expect(data.certificates).toEqual([
      {
        code: certificateCode,
        courseTitle: expect.stringMatching(/^Test course/),
        workloadHours: 6,
        issuedOn: '1 February 2026',
      },
    ])
    const anonymous = await thrown(certificatesLoader(call(get('/gb/certificates'))))
    expect(anonymous.status).toBe(302)
  })

  it('lists earned achievements with their date and the locked ones', async () => {
    const user = await createTestUser()
    const [lesson] = (await makeCourse()).lessons
    await recordLessonCompleted(user.id, lesson, new Date('2026-02-03T10:00:00Z'))
    const data = await achievementsLoader(call(get('/br/achievements', user)))
    expect(data.earned).toEqual([{ code: 'first_lesson', earnedOn: '3 de fevereiro de 2026' }])
    expect(data.locked.map((a) => a.code)).toEqual([
      'first_accepted',
      'solved_10',
      'streak_7',
      'first_course',
      'polyglot_3',
      'category_bronze',
    ])
  })
})

describe('/{lang}/progress/level-up', () => {
  it('lists the new levels, then the POST marks them seen and redirects back', async () => {
    const user = await createTestUser()
    await handleJudgedSubmission(await judged(user.id, await exerciseIn('very_hard', ['graphs'])))
    const page = await levelUpLoader(call(get('/gb/progress/level-up?back=/gb/dashboard', user)))
    expect(page.levelUps).toEqual([{ category: 'graphs', level: 1, colour: 'green', score: 15 }])
    expect(page.back).toBe('/gb/dashboard')
    const response = (await levelUpAction(
      call(formRequest('/gb/progress/level-up', { redirectTo: '/gb/dashboard' }, { cookie: user.cookie })),
    )) as Response
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toBe('/gb/dashboard')
    const row = await db
      .selectFrom('category_levels')
      .select(['level', 'notified_level'])
      .where('user_id', '=', user.id)
      .where('category', '=', 'graphs')
      .executeTakeFirstOrThrow()
    expect(row).toEqual({ level: 1, notified_level: 1 })
    // Nothing new any more: the page goes back instead of saying "You levelled up!" over nothing.
    const none = await thrown(levelUpLoader(call(get('/gb/progress/level-up?back=/gb/exercises', user))))
    expect(none.status).toBe(302)
    expect(none.headers.get('location')).toBe('/gb/exercises')
    const bare = await thrown(levelUpLoader(call(get('/gb/progress/level-up', user))))
    expect(bare.headers.get('location')).toBe('/gb/dashboard')
  })

  it('never redirects off the site and sends visitors home', async () => {
    const user = await createTestUser()
    const response = (await levelUpAction(
      call(formRequest('/br/progress/level-up', { redirectTo: '//evil.example' }, { cookie: user.cookie })),
    )) as Response
    expect(response.headers.get('location')).toBe('/br/dashboard')
    const anonymous = await thrown(levelUpAction(call(formRequest('/br/progress/level-up', {}))))
    expect(anonymous.headers.get('location')).toBe('/br')
  })
})

import type { ComponentType } from 'react'
import { describe, expect, it } from 'vitest'
import { createTestUser } from '~/tests/factories'
import { routeArgs as call, getRequest as get } from '~/tests/setup/helpers'
import { renderRoute } from '~/tests/setup/render'
import { issuedCertificate, makeCourse } from '../progress/test-helpers'
import Achievements, { loader as achievementsLoader } from './achievements'
import Certificate, { loader as certificateLoader } from './certificate'

const page = (lng: 'pt-BR' | 'en-GB', Component: ComponentType, loaderData: unknown) =>
  renderRoute(lng, ['common', 'progress'], Component, { loaderData })
const body = (result: unknown) => (result as { data: unknown }).data

describe('progress pages render complete HTML', () => {
  it('a certificate: name, course, hours, date, code and the verification link', async () => {
    const user = await createTestUser({ name: 'João Pedro Alves' })
    const course = await makeCourse({ workloadHours: 30 })
    const code = await issuedCertificate(user.id, course.id, new Date('2026-01-20T15:00:00Z'))
    const html = await page(
      'pt-BR',
      Certificate,
      body(await certificateLoader(call(get(`/br/certificate/${code}`), { code }))),
    )
    expect(html).toContain('Certificado de conclusão')
    expect(html).toContain('João Pedro Alves')
    expect(html).toContain('com carga horária de 30 horas')
    expect(html).toContain('Emitido em 20 de janeiro de 2026')
    expect(html).toContain(`<code>${code}</code>`)
    expect(html).toContain(`href="https://trilha.test/br/certificate/${code}"`)
    const gb = await page(
      'en-GB',
      Certificate,
      body(await certificateLoader(call(get(`/gb/certificate/${code}`), { code }))),
    )
    expect(gb).toContain('with a workload of 30 hours')
    expect(gb).toContain('Test course')
  })

  it('an unknown code: the product message and a form to type another code, in both languages', async () => {
    const gb = await page(
      'en-GB',
      Certificate,
      body(await certificateLoader(call(get('/gb/certificate/TRL-ZZZZZZZZZZ'), { code: 'TRL-ZZZZZZZZZZ' }))),
    )
    expect(gb).toContain('There is no certificate linked to this code.')
    expect(gb).toMatch(/<form method="get" action="\/gb\/certificate\/lookup"/)
    expect(gb).toContain('name="code"')
    expect(gb).toContain('value="TRL-ZZZZZZZZZZ"')
    const br = await page(
      'pt-BR',
      Certificate,
      body(await certificateLoader(call(get('/br/certificate/abc'), { code: 'abc' }))),
    )
    expect(br).toContain('Não há certificado vinculado a este código.')
    expect(br).toContain('Verificar outro código')
  })

  it('achievements: names and descriptions from the catalogue', async () => {
    const user = await createTestUser()
    const html = await page(
      'en-GB',
      Achievements,
      await achievementsLoader(call(get('/gb/achievements', user))),
    )
    expect(html).toContain('No achievements yet')
    expect(html).toContain('Polyglot')
    expect(html).toContain('Have solutions accepted in 3 different languages.')
  })
})

import { PORTUGOL_SOLUTIONS } from '../../db/seed/portugol-exercises'
import { expect, test } from './fixtures'
import { DEMO, loginAs, submit } from './helpers'

test('anyone sees the judge languages with the versions installed here, on a page without scripts', async ({
  page,
}) => {
  await page.goto('/gb/judge/languages')
  await expect(page.getByRole('heading', { level: 1, name: 'Judge languages' })).toBeVisible()
  const table = page.getByRole('table')
  await expect(table.getByRole('rowheader', { name: /^C \(gcc \d+\.\d+/ })).toBeVisible()
  await expect(table.getByRole('row', { name: /Dart/ })).toContainText('Unavailable')
  await expect(page.getByText(/Debian 12 packages each toolchain/)).toBeVisible()
  await expect(page.locator('script')).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0)
})

test('an admin sets a language time factor; a bad value comes back with an error and what was typed', async ({
  page,
}) => {
  await loginAs(page, DEMO.admin)
  await page.goto('/br/judge/languages')
  const java = page.getByRole('region', { name: /^Configurar Java \(/ })
  const factor = java.getByLabel('Fator de tempo')
  await factor.fill('50')
  const refused = await submit(page, java.getByRole('button', { name: 'Salvar' }))
  expect(refused.status()).toBe(422)
  const again = page.getByRole('region', { name: /^Configurar Java \(/ })
  await expect(again.getByLabel('Fator de tempo')).toHaveValue('50')
  await expect(again).toContainText('Confira os valores')
  await again.getByLabel('Fator de tempo').fill('2.5')
  await submit(page, again.getByRole('button', { name: 'Salvar' }))
  await expect(page).toHaveURL(/\/br\/judge\/languages\?saved=java$/)
  await expect(page.getByRole('status')).toContainText('Configurações de Java')
  await expect(page.getByRole('row', { name: /^Java \(/ })).toContainText('×2.5')
})

test('a student submits through the JSON API and the real judge answers, right and wrong', async ({
  page,
}) => {
  await loginAs(page, DEMO.free)
  let exerciseId = 0
  for (let id = 1; id <= 10 && !exerciseId; id++) {
    const res = await page.request.get(`/api/programming-exercise/${id}?locale=gb`)
    if (res.ok() && (await res.json()).title === 'Sum of two integers') exerciseId = id
  }
  expect(exerciseId).toBeGreaterThan(0)
  const judge = async (code: string) => {
    const res = await page.request.post(`/api/programming-exercise/${exerciseId}/submit`, {
      data: { language: 'python3', code, exercise_id: exerciseId, submittingTime: new Date().toISOString() },
    })
    expect(res.status()).toBe(200)
    const { id, status } = await res.json()
    expect(status).toBe('in_queue')
    let detail: Record<string, unknown> = {}
    await expect
      .poll(
        async () => {
          detail = await (await page.request.get(`/api/programming-exercise/submission-status/${id}`)).json()
          return detail.status
        },
        { timeout: 60_000, intervals: [250] },
      )
      .not.toBe('in_queue')
    return detail
  }
  expect(await judge('a, b = map(int, input().split())\nprint(a + b)\n')).toMatchObject({
    status: 'accepted',
    score: 100,
    error_on_sample: false,
  })
  expect(await judge('print(0)\n')).toMatchObject({ status: 'wrong_answer', error_on_sample: true })
  // A language this host cannot judge (Dart: no Debian package) is refused, not queued to fail later.
  const dart = await page.request.post(`/api/programming-exercise/${exerciseId}/submit`, {
    data: { language: 'dart', code: 'void main() {}', exercise_id: exerciseId },
  })
  expect(dart.status()).toBe(422)
  const refusal = await dart.json()
  expect(refusal.field).toBe('language')
  // In the student's language (the demo student's preference or the request's).
  expect(refusal.message).toMatch(
    /^(Esta linguagem não está disponível neste juiz|This language is not available on this judge)\.$/,
  )
  const anonymous = await page.request.post(`/api/programming-exercise/${exerciseId}/submit`, {
    data: { language: 'c', code: 'int main(){}', exercise_id: exerciseId },
    headers: { cookie: '' },
  })
  expect([401]).toContain(anonymous.status())
})

test('a Portugol beginner gets accepted, and a mistake explained in their language', async ({ page }) => {
  await loginAs(page, DEMO.free)
  let exerciseId = 0
  for (let id = 1; id <= 20 && !exerciseId; id++) {
    const res = await page.request.get(`/api/programming-exercise/${id}?locale=gb`)
    if (res.ok() && (await res.json()).title === 'Even or odd') exerciseId = id
  }
  expect(exerciseId).toBeGreaterThan(0)
  const judge = async (code: string, locale: 'br' | 'gb') => {
    const res = await page.request.post(`/api/programming-exercise/${exerciseId}/submit`, {
      data: { language: 'portugol', code, exercise_id: exerciseId },
    })
    expect(res.status()).toBe(200)
    const { id } = await res.json()
    let detail: Record<string, unknown> = {}
    await expect
      .poll(
        async () => {
          const url = `/api/programming-exercise/submission-status/${id}?locale=${locale}`
          detail = await (await page.request.get(url)).json()
          return detail.status
        },
        { timeout: 60_000, intervals: [250] },
      )
      .not.toBe('in_queue')
    return detail
  }
  const solution = PORTUGOL_SOLUTIONS['Even or odd']
  expect(await judge(solution, 'br')).toMatchObject({ status: 'accepted', score: 100 })
  const typo = solution.replace('se (n % 2 == 0)', 'se (n % 2 = 0)')
  expect(await judge(typo, 'gb')).toMatchObject({
    status: 'compilation_error',
    compilation_error_message:
      "Line 5, column 15: to compare use '==' (two equals signs). A single '=' stores a value in a variable.",
  })
  const crash = solution.replace('leia(n)', 'leia(n)\n    n = n / (n - n)')
  expect(await judge(crash, 'br')).toMatchObject({
    status: 'run_time_error',
    runtime_error_message:
      'Linha 5: divisão por zero. Antes de dividir, confira com um se que o divisor não é 0.',
  })
})

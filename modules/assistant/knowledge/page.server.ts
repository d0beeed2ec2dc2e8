import type { SessionUser } from '~/app/kernel/auth/policy'
import type { Lng } from '~/app/kernel/i18n/locale'
import { inRunningCompetition } from '~/modules/competitions'
import { exerciseForAssistant, submissionForAssistant } from '~/modules/judge'
import { courseForAssistant, lessonForAssistant } from '~/modules/learning'

// "Knows the page" (issue 19): the `path` the chat was opened on resolves to what the user is looking at, read
// through the owning module's index.ts under that module's access rules. Anything else (a list, the dashboard,
// a path that does not parse) is no context at all, never an error.

export interface PageContext {
  kind: 'exercise' | 'submission' | 'lesson' | 'course' | 'none'
  /** The page as the model reads it: title, statement, verdict… (plain Markdown, in the user's language). */
  text: string
  /** The page itself, to link back to (same-site path with its language prefix). */
  href: string | null
  /** The exercise on the page, if any. */
  exerciseId: number | null
  /** This exercise is a problem of a competition running for this user: no help on it. */
  competition: boolean
}

const NONE: PageContext = { kind: 'none', text: '', href: null, exerciseId: null, competition: false }

/** A same-site path as typed by the browser: `/br/exercise/3?x`, never `//host` or a full URL. */
export function safePath(raw: unknown): string {
  if (typeof raw !== 'string') return ''
  const path = raw.trim().slice(0, 500)
  return path.startsWith('/') && !path.startsWith('//') && !path.includes('\\') ? path : ''
}

const ID = '([1-9][0-9]{0,9})'
const SLUG = '([a-z0-9][a-z0-9-]{0,99})'
const routes = {
  exercise: new RegExp(`^/(br|gb)/exercise/${ID}/?$`),
  submission: new RegExp(`^/(br|gb)/submission/${ID}/?$`),
  lesson: new RegExp(`^/(br|gb)/course/${SLUG}/lesson/${ID}/?$`),
  course: new RegExp(`^/(br|gb)/course/${SLUG}/?$`),
}

export async function pageContext(
  user: SessionUser,
  rawPath: string,
  lng: Lng,
  now: Date,
): Promise<PageContext> {
  const url = new URL(safePath(rawPath) || '/', 'http://x')
  const path = url.pathname
  const running = async (exerciseId: number) =>
    url.searchParams.has('competition') || (await inRunningCompetition(user.id, exerciseId, now))

  let m = path.match(routes.exercise)
  if (m) {
    const exercise = await exerciseForAssistant(user, Number(m[2]), lng)
    if (!exercise) return NONE
    return {
      kind: 'exercise',
      text: `# ${exercise.title}\n\n${exercise.statement}`,
      href: path,
      exerciseId: exercise.exerciseId,
      competition: await running(exercise.exerciseId),
    }
  }
  m = path.match(routes.submission)
  if (m) {
    const s = await submissionForAssistant(user, Number(m[2]), lng)
    if (!s) return NONE
    const verdict = `${s.status}${s.score === null ? '' : ` (${s.score}/100)`}`
    const text = [
      `# ${s.title}`,
      s.statement,
      `Submission ${s.submissionId} · ${s.language} · verdict: ${verdict}`,
      s.message ? `Message:\n\`\`\`\n${s.message.slice(0, 2_000)}\n\`\`\`` : '',
      `Code:\n\`\`\`${s.language}\n${s.code}\n\`\`\``,
    ]
    return {
      kind: 'submission',
      text: text.filter(Boolean).join('\n\n'),
      href: path,
      exerciseId: s.exerciseId,
      competition: await running(s.exerciseId),
    }
  }
  m = path.match(routes.lesson)
  if (m) {
    const lesson = await lessonForAssistant(user, m[2], m[3], lng, now)
    if (!lesson) return NONE
    const exercise = lesson.exerciseId ? await exerciseForAssistant(user, lesson.exerciseId, lng) : null
    const parts = [
      `# ${lesson.course.title} — ${lesson.title}`,
      `Lesson type: ${lesson.type}`,
      lesson.text ?? '',
    ]
    if (exercise) parts.push(`## ${exercise.title}\n\n${exercise.statement}`)
    return {
      kind: 'lesson',
      text: parts.filter(Boolean).join('\n\n'),
      href: path,
      exerciseId: exercise?.exerciseId ?? null,
      competition: exercise ? await inRunningCompetition(user.id, exercise.exerciseId, now) : false,
    }
  }
  m = path.match(routes.course)
  if (m) {
    const course = await courseForAssistant(m[2], lng)
    if (!course) return NONE
    return {
      kind: 'course',
      text: `# ${course.title}\n\n${course.description}`,
      href: path,
      exerciseId: null,
      competition: false,
    }
  }
  return NONE
}

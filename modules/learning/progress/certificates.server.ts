import crypto from 'node:crypto'
import { type DB, db } from '~/db/client.server'

/** Crockford's base32: no I, L, O or U, so a code read aloud or typed by hand is hard to get wrong. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'
const BODY_LENGTH = 10
const PREFIX = 'TRL-'

/** 'TRL-' + 10 random Crockford characters (50 bits): unguessable, short enough to type. */
export function newCertificateCode(): string {
  // 256 is a multiple of 32, so masking a random byte keeps every character equally likely.
  const bytes = crypto.randomBytes(BODY_LENGTH)
  let body = ''
  for (const byte of bytes) body += ALPHABET[byte & 31]
  return PREFIX + body
}

/**
 * What a person typed → the stored form, or null when it cannot be a code. Case, spaces and dashes do not
 * matter, the TRL prefix is optional, and the letters Crockford reads as digits (O → 0, I/L → 1) are fixed.
 */
export function normaliseCertificateCode(input: string): string | null {
  let body = input
    .toUpperCase()
    .replace(/[\s-]+/g, '')
    .replace(/O/g, '0')
    .replace(/[IL]/g, '1')
  if (body.length === BODY_LENGTH + 3 && body.startsWith('TR1')) body = body.slice(3)
  if (body.length !== BODY_LENGTH) return null
  for (const ch of body) if (!ALPHABET.includes(ch)) return null
  return PREFIX + body
}

export interface CertificateView {
  code: string
  studentName: string
  courseTitle: { br: string; gb: string }
  courseId: number | null
  workloadHours: number
  issuedAt: string
}

type Row = {
  code: string
  student_name: string
  course_title_br: string
  course_title_gb: string
  course_id: number | null
  workload_hours: number
  issued_at: string
}

const COLUMNS = [
  'code',
  'student_name',
  'course_title_br',
  'course_title_gb',
  'course_id',
  'workload_hours',
  'issued_at',
] as const

function view(row: Row): CertificateView {
  return {
    code: row.code,
    studentName: row.student_name,
    courseTitle: { br: row.course_title_br, gb: row.course_title_gb },
    courseId: row.course_id,
    workloadHours: row.workload_hours,
    issuedAt: row.issued_at,
  }
}

/** The code of the user's certificate for the course, if one was issued. */
export async function existingCertificate(
  conn: DB,
  userId: number,
  courseId: number,
): Promise<string | null> {
  const row = await conn
    .selectFrom('certificates')
    .select('code')
    .where('user_id', '=', userId)
    .where('course_id', '=', courseId)
    .executeTakeFirst()
  return row?.code ?? null
}

/**
 * One certificate per (user, course), issued at the first completion; later calls return the same code. The
 * name and course titles are copied so the certificate reads the same after a rename.
 */
export async function issueCertificate(
  conn: DB,
  userId: number,
  courseId: number,
  now: Date,
): Promise<string> {
  const existing = await existingCertificate(conn, userId, courseId)
  if (existing) return existing
  const user = await conn
    .selectFrom('users')
    .select('name')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow()
  const course = await conn
    .selectFrom('courses')
    .select(['title_br', 'title_gb', 'workload_hours'])
    .where('id', '=', courseId)
    .executeTakeFirstOrThrow()
  for (let attempt = 0; ; attempt++) {
    const code = newCertificateCode()
    try {
      await conn
        .insertInto('certificates')
        .values({
          code,
          user_id: userId,
          course_id: courseId,
          student_name: user.name,
          course_title_br: course.title_br,
          course_title_gb: course.title_gb ?? course.title_br,
          workload_hours: course.workload_hours,
          issued_at: now.toISOString(),
        })
        .execute()
      return code
    } catch (error) {
      // Only a clash of codes (odds 2⁻⁵⁰ per pair) is worth another draw.
      const clash = String((error as Error).message).includes('certificates.code')
      if (!clash || attempt >= 4) throw error
    }
  }
}

export async function findCertificate(code: string, conn: DB = db): Promise<CertificateView | undefined> {
  const row = await conn
    .selectFrom('certificates')
    .select(COLUMNS)
    .where('code', '=', code)
    .executeTakeFirst()
  return row && view(row)
}

export async function userCertificates(userId: number, conn: DB = db): Promise<CertificateView[]> {
  const rows = await conn
    .selectFrom('certificates')
    .select(COLUMNS)
    .where('user_id', '=', userId)
    .orderBy('issued_at', 'desc')
    .orderBy('id', 'desc')
    .execute()
  return rows.map(view)
}

export async function countCertificates(userId: number, conn: DB = db): Promise<number> {
  const row = await conn
    .selectFrom('certificates')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow()
  return Number(row.n)
}

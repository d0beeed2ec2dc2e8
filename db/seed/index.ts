import type { Kysely } from 'kysely'
import { hashPassword } from '~/app/kernel/auth/password.server'
import type { Database, NewUser } from '../schema'
import { seedCommunity } from './community'
import { seedCompetitions } from './competitions'
import { seedExercises } from './exercises'
import { seedHistory } from './history'
import { seedLearning } from './learning'
import { seedLive } from './live'
import { seedOrg } from './org'
import { seedOrgCompetition } from './org-competition'
import { seedOrgCourses } from './org-courses'
import { seedOrgSeats } from './org-seats'
import { seedPlansAndTours } from './plans-tours'
import { seedPrivacy } from './privacy'
import { seedProjectsHub } from './projects-hub'
import { prepareSeedRichText } from './rich-text'
import { seedBlog } from './social/blog'
import { seedFeedbacks } from './social/feedbacks'
import { seedNotes } from './social/notes'
import { seedDemoNotifications } from './social/notifications'
import { seedProfile } from './social/profile'

interface DemoUser {
  role: string
  user: Omit<NewUser, 'password_hash' | 'terms_accepted_at'>
  password: string
  /** PRO through a staff grant (billing's access function reads grants and subscriptions, ADR 016). */
  pro?: true
  org?: { institution: string; role: 'professor' | 'manager' | 'student' }
}

/** Known demo passwords, printed by `npm start`: only for the local demo database. */
export const DEMO_USERS: DemoUser[] = [
  {
    role: 'admin',
    password: 'demo-admin-123',
    pro: true,
    user: {
      name: 'Ana Paula Admin',
      email: 'admin@trilha.dev',
      is_admin: 1,
      color: 'red',
      level: 12,
    },
  },
  {
    role: 'content author',
    password: 'demo-autor-123',
    user: {
      name: 'Carlos Eduardo Autor',
      email: 'autor@trilha.dev',
      permissions: '["create_content"]',
      color: 'purple',
      level: 9,
    },
  },
  {
    role: 'moderator',
    password: 'demo-moderador-123',
    user: {
      name: 'Marina Moderadora',
      email: 'moderadora@trilha.dev',
      permissions: '["moderate"]',
      color: 'teal',
      level: 7,
    },
  },
  {
    role: 'PRO user',
    password: 'demo-pro-123',
    pro: true,
    user: { name: 'Pedro Henrique Souza Lima', email: 'pro@trilha.dev', color: 'blue', level: 6 },
  },
  {
    role: 'free user',
    password: 'demo-aluna-123',
    user: { name: 'Beatriz Santos', email: 'aluna@trilha.dev', color: 'orange', level: 1 },
  },
  {
    role: 'professor',
    password: 'demo-professor-123',
    pro: true,
    user: {
      name: 'Roberto Carlos Professor',
      email: 'professor@trilha.dev',
      color: 'light-blue',
      level: 8,
    },
    org: { institution: 'IFSP', role: 'professor' },
  },
  {
    role: 'organization manager',
    password: 'demo-gestora-123',
    user: { name: 'Fernanda Gestora', email: 'gestora@trilha.dev', color: 'blue-grey', level: 3 },
    org: { institution: 'IFSP', role: 'manager' },
  },
  {
    role: 'student',
    password: 'demo-estudante-123',
    user: {
      name: 'Lucas Oliveira',
      email: 'estudante@trilha.dev',
      color: 'yellow',
      level: 1,
      preferred_language: 'en-GB',
    },
    org: { institution: 'IFSP', role: 'student' },
  },
  {
    role: 'mentoring member (JTT)',
    password: 'demo-jtt-123',
    user: {
      name: 'Júlia Tavares',
      email: 'jtt@trilha.dev',
      additional: '{"is_jtt_member":true}',
      color: 'black',
      level: 4,
    },
  },
]

const INSTITUTIONS = [
  {
    name: 'Instituto Federal de São Paulo',
    short_name: 'IFSP',
    type: 'educational',
    country: 'BR',
    state: 'SP',
  },
  {
    name: 'Universidade Federal de Minas Gerais',
    short_name: 'UFMG',
    type: 'educational',
    country: 'BR',
    state: 'MG',
  },
  { name: 'Trilha Tecnologia', short_name: 'TRILHA-TEC', type: 'company', country: 'BR', state: 'SP' },
] as const

const day = 86_400_000

/** Realistic demo data so the platform is alive on first start. Later modules add their part here. */
export async function seedDemo(db: Kysely<Database>) {
  const now = Date.now()
  const ids = new Map<string, number>()
  for (const inst of INSTITUTIONS) {
    const row = await db.insertInto('institutions').values(inst).returning('id').executeTakeFirstOrThrow()
    ids.set(inst.short_name, row.id)
  }
  const userIds: Record<string, number> = {}
  for (const demo of DEMO_USERS) {
    const row = await db
      .insertInto('users')
      .values({
        ...demo.user,
        password_hash: await hashPassword(demo.password),
        terms_accepted_at: new Date(now - 30 * day).toISOString(),
        discovery_source: 'friend',
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    userIds[demo.role] = row.id
    if (demo.pro)
      await db
        .insertInto('pro_grants')
        .values({
          user_id: row.id,
          starts_at: new Date(now - 30 * day).toISOString(),
          ends_at: new Date(now + 10 * 365 * day).toISOString(),
          reason: 'Demo',
        })
        .execute()
    if (demo.org) {
      await db
        .insertInto('organization_members')
        .values({ institution_id: ids.get(demo.org.institution)!, user_id: row.id, role: demo.org.role })
        .execute()
    }
  }
  // Programming exercises with real test packages (modules/judge); the content author wrote them.
  await seedExercises(db, userIds['content author'])
  // Courses with their lessons' content, the exercises they need, the sources and the course icons.
  await seedLearning(db, { authorId: userIds['content author'] })
  // The projects hub's guides and ideas, and a public hand-in for its community tab (issue 21).
  await seedProjectsHub(db, userIds['content author'], userIds['PRO user'])
  // Institutions, teams, friends, XP and external results; then competitions with their participants.
  await seedCommunity(db)
  await seedCompetitions(db)
  // The demo student's lessons and practice, through the progress events (after her competition verdicts).
  await seedHistory(db)
  // The org module: an organization's class, lists and weekly answers; a second professor elsewhere.
  await seedOrg(db)
  // Its course configuration and PRO seats (ADR 024).
  await seedOrgCourses(db)
  // A second organization of the demo manager, without seats: she buys them there (ADR 029).
  await seedOrgSeats(db)
  // A competition restricted to its class, running, its students registered.
  await seedOrgCompetition(db)
  // Profiles (names, biographies, links), the blog and the feed, notes and feedbacks.
  await seedProfile(db)
  await seedBlog(db)
  await seedNotes(db)
  await seedFeedbacks(db)
  await seedDemoNotifications(db)
  // Live events, videos, a training guide, study plans and the mentoring member's points (modules/live).
  await seedLive(db)
  // The demo student's study plan; the guided tours seen by every demo account (issue 22).
  await seedPlansAndTours(db)
  // Two students the privacy spec deletes (issue 26).
  await seedPrivacy(db)
  // Last: the renders of every rich-text column written above, so no first view renders (ADR 012).
  await prepareSeedRichText(db)
  return { accounts: DEMO_USERS.map((d) => ({ role: d.role, email: d.user.email, password: d.password })) }
}

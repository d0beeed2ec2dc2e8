import { type Kysely, type Migration, type MigrationProvider, Migrator } from 'kysely'
import * as m0001 from './migrations/0001-foundation'
import * as m0002 from './migrations/0002-judge'
import * as m0003 from './migrations/0003-learning'
import * as m0004 from './migrations/0004-practice'
import * as m0005 from './migrations/0005-community'
import * as m0006 from './migrations/0006-competitions'
import * as m0007 from './migrations/0007-social'
import * as m0008 from './migrations/0008-search'
import * as m0009 from './migrations/0009-rich-text-renders'
import * as m0010 from './migrations/0010-team-invite-hash'
import * as m0011 from './migrations/0011-billing'
import * as m0012 from './migrations/0012-referral'
import * as m0013 from './migrations/0013-exercise-starter-code'
import * as m0014 from './migrations/0014-billing-renewals'
import * as m0015 from './migrations/0015-org'
import * as m0016 from './migrations/0016-learning-workshop'
import * as m0017 from './migrations/0017-live'
import * as m0018 from './migrations/0018-model-calls'
import * as m0019 from './migrations/0019-assistant-messages'
import * as m0020 from './migrations/0020-grading'
import * as m0021 from './migrations/0021-judge-claims'
import * as m0022 from './migrations/0022-org-safety'
import * as m0023 from './migrations/0023-course-drafts'
import * as m0025 from './migrations/0025-privacy'
import * as m0026 from './migrations/0026-math-ai-origins'
import * as m0027 from './migrations/0027-org-lists-weekly'
import * as m0028 from './migrations/0028-org-courses-seats'
import * as m0029 from './migrations/0029-subject-lessons'
import * as m0030 from './migrations/0030-org-seat-payments'
import * as m0031 from './migrations/0031-age'
import * as m0032 from './migrations/0032-org-list-notices'

/**
 * Migrations are listed here (not read from disk) so that the bundled server and the tests run the
 * very same list. Forward-only: never edit a migration that has shipped; "widen, then narrow".
 */
const migrations: Record<string, Migration> = {
  '0001-foundation': m0001,
  '0002-judge': m0002,
  '0003-learning': m0003,
  '0004-practice': m0004,
  '0005-community': m0005,
  '0006-competitions': m0006,
  '0007-social': m0007,
  '0008-search': m0008,
  '0009-rich-text-renders': m0009,
  '0010-team-invite-hash': m0010,
  '0011-billing': m0011,
  '0012-referral': m0012,
  '0013-exercise-starter-code': m0013,
  '0014-billing-renewals': m0014,
  '0015-org': m0015,
  '0016-learning-workshop': m0016,
  '0017-live': m0017,
  '0018-model-calls': m0018,
  '0019-assistant-messages': m0019,
  '0020-grading': m0020,
  '0021-judge-claims': m0021,
  '0022-org-safety': m0022,
  '0023-course-drafts': m0023,
  '0025-privacy': m0025,
  '0026-math-ai-origins': m0026,
  '0027-org-lists-weekly': m0027,
  '0028-org-courses-seats': m0028,
  '0029-subject-lessons': m0029,
  '0030-org-seat-payments': m0030,
  '0031-age': m0031,
  '0032-org-list-notices': m0032,
}

class StaticProvider implements MigrationProvider {
  async getMigrations() {
    return migrations
  }
}

/** The migrations that come before `name`, in order: a test builds the database a migration meets. */
export function migrationsBefore(name: string): Record<string, Migration> {
  if (!(name in migrations)) throw new Error(`no migration ${name}`)
  return Object.fromEntries(Object.entries(migrations).filter(([n]) => n < name))
}

// biome-ignore lint/suspicious/noExplicitAny: the migrator works on any schema
export async function migrateToLatest(db: Kysely<any>) {
  const migrator = new Migrator({ db, provider: new StaticProvider() })
  const { error, results } = await migrator.migrateToLatest()
  if (error) throw error
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName)
}

import { isProUser } from '~/app/kernel/auth/pro.server'
// The profile edit's services (docs/product.md#social-profiles: "Profile edit"): basic information, institution, preferences and
// social links. External results and jobs are written through the competitions module.
import { db, nowIso } from '~/db/client.server'
import type { Gender, SocialLinkKind } from '~/db/schema-social'
import { externalResultsOf, jobsOf } from '~/modules/competitions'
import { socialLinksOf } from './profile.server'
import type { BasicProfileInput, NewInstitutionInput, PreferencesInput } from './schemas'
import { normalLink } from './social-links'

export interface ProfileEditData {
  firstName: string
  lastName: string
  color: string
  gender: Gender | null
  birthdate: string | null
  biography: string
  hasPicture: boolean
  pictureUrl: string | null
  isPro: boolean
  institution: { id: number; name: string; shortName: string } | null
  institutions: { id: number; name: string; shortName: string }[]
  preferences: Required<PreferencesInput>
  socialLinks: { kind: SocialLinkKind; url: string }[]
  results: Awaited<ReturnType<typeof externalResultsOf>>
  jobs: Awaited<ReturnType<typeof jobsOf>>
}

/** First and last name from `name` when the profile never set them (registration has a single field). */
export function splitName(name: string): { firstName: string; lastName: string } {
  const words = name.trim().split(/\s+/).filter(Boolean)
  if (words.length <= 1) return { firstName: words[0] ?? '', lastName: '' }
  return { firstName: words[0], lastName: words.slice(1).join(' ') }
}

export async function listInstitutions() {
  const rows = await db
    .selectFrom('institutions')
    .select(['id', 'name', 'short_name'])
    .orderBy('name')
    .orderBy('id')
    .limit(2000)
    .execute()
  return rows.map((r) => ({ id: r.id, name: r.name, shortName: r.short_name }))
}

/** What /{lang}/user/edit fills its forms with. */
export async function profileEditData(userId: number): Promise<ProfileEditData> {
  const u = await db
    .selectFrom('users as u')
    .leftJoin('institutions as i', 'i.id', 'u.institution_id')
    .select([
      'u.name',
      'u.first_name',
      'u.last_name',
      'u.color',
      'u.gender',
      'u.birthdate',
      'u.biography',
      'u.has_picture',
      'u.updated_at',
      'u.receive_news',
      'u.show_live_feed',
      'u.show_in_rankings',
      'u.form_new_user',
      'u.form_weekly',
      'i.id as institution_id',
      'i.name as institution_name',
      'i.short_name',
    ])
    .where('u.id', '=', userId)
    .executeTakeFirstOrThrow()
  const derived = splitName(u.name)
  const [institutions, socialLinks, results, jobs] = await Promise.all([
    listInstitutions(),
    socialLinksOf(userId),
    externalResultsOf(userId),
    jobsOf(userId),
  ])
  return {
    firstName: u.first_name ?? derived.firstName,
    lastName: u.last_name ?? derived.lastName,
    color: u.color,
    gender: u.gender,
    birthdate: u.birthdate,
    biography: u.biography,
    hasPicture: u.has_picture === 1,
    pictureUrl:
      u.has_picture === 1
        ? `/image/user-profile/${userId}.png?v=${(Date.parse(u.updated_at) || 0).toString(36)}`
        : null,
    isPro: await isProUser(userId),
    institution:
      u.institution_id !== null
        ? { id: u.institution_id, name: u.institution_name ?? '', shortName: u.short_name ?? '' }
        : null,
    institutions,
    preferences: {
      receiveNews: u.receive_news === 1,
      showLiveFeed: u.show_live_feed === 1,
      showInRankings: u.show_in_rankings === 1,
      formNewUser: u.form_new_user === 1,
      formWeekly: u.form_weekly === 1,
    },
    socialLinks,
    results,
    jobs,
  }
}

/** Saves the basic information; `name` becomes "first last" (what the rest of the site shows). */
export async function saveBasicProfile(userId: number, input: BasicProfileInput): Promise<void> {
  await db
    .updateTable('users')
    .set({
      first_name: input.firstName,
      last_name: input.lastName,
      name: `${input.firstName} ${input.lastName}`,
      color: input.color,
      gender: input.gender ?? null,
      birthdate: input.birthdate ? input.birthdate : null,
      biography: (input.biography ?? '').trimEnd(),
      updated_at: nowIso(),
    })
    .where('id', '=', userId)
    .execute()
}

const flag = (value: boolean | undefined) => (value ? 1 : 0)

export async function savePreferences(userId: number, input: PreferencesInput): Promise<void> {
  await db
    .updateTable('users')
    .set({
      receive_news: flag(input.receiveNews),
      show_live_feed: flag(input.showLiveFeed),
      show_in_rankings: flag(input.showInRankings),
      form_new_user: flag(input.formNewUser),
      form_weekly: flag(input.formWeekly),
      updated_at: nowIso(),
    })
    .where('id', '=', userId)
    .execute()
}

/** Joins an existing institution (or none); false when the institution does not exist. */
export async function chooseInstitution(userId: number, institutionId: number | undefined): Promise<boolean> {
  if (institutionId !== undefined) {
    const found = await db
      .selectFrom('institutions')
      .select('id')
      .where('id', '=', institutionId)
      .executeTakeFirst()
    if (!found) return false
  }
  await db
    .updateTable('users')
    .set({ institution_id: institutionId ?? null, updated_at: nowIso() })
    .where('id', '=', userId)
    .execute()
  return true
}

export type CreateInstitutionResult = { ok: true; id: number } | { ok: false; reason: 'shortNameTaken' }

/** Creates an institution (docs/product.md#social-profiles: once saved, only support edits it) and makes it the user's. */
export async function createInstitution(
  userId: number,
  input: NewInstitutionInput,
): Promise<CreateInstitutionResult> {
  const taken = await db
    .selectFrom('institutions')
    .select('id')
    .where('short_name', '=', input.shortName)
    .executeTakeFirst()
  if (taken) return { ok: false, reason: 'shortNameTaken' }
  try {
    return await db.transaction().execute(async (trx) => {
      const row = await trx
        .insertInto('institutions')
        .values({
          name: input.name,
          short_name: input.shortName,
          type: input.type,
          country: input.country,
          state: input.state ? input.state : null,
          created_by: userId,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
      await trx
        .updateTable('users')
        .set({ institution_id: row.id, updated_at: nowIso() })
        .where('id', '=', userId)
        .execute()
      return { ok: true as const, id: row.id }
    })
  } catch (error) {
    // Two people creating the same short name at once: the UNIQUE index decides.
    if (String(error).includes('UNIQUE')) return { ok: false, reason: 'shortNameTaken' }
    throw error
  }
}

/** One link per kind: a new address for a kind replaces the old one. */
export async function saveSocialLink(userId: number, kind: SocialLinkKind, url: string): Promise<void> {
  await db
    .insertInto('social_links')
    .values({ user_id: userId, kind, url: normalLink(url) })
    .onConflict((oc) => oc.columns(['user_id', 'kind']).doUpdateSet({ url: normalLink(url) }))
    .execute()
}

export async function removeSocialLink(userId: number, kind: string): Promise<boolean> {
  const res = await db
    .deleteFrom('social_links')
    .where('user_id', '=', userId)
    .where('kind', '=', kind as SocialLinkKind)
    .executeTakeFirst()
  return Number(res.numDeletedRows) > 0
}

import { db } from '~/db/client.server'

// A class's discussion (docs/product.md#org): posts and one level of replies, by the class's members.

export async function classPosts(classId: number) {
  const rows = await db
    .selectFrom('org_class_posts as p')
    .innerJoin('users as u', 'u.id', 'p.user_id')
    .select(['p.id', 'p.parent_id', 'p.body', 'p.created_at', 'u.name'])
    .where('p.class_id', '=', classId)
    .orderBy('p.created_at')
    .orderBy('p.id')
    .limit(1000)
    .execute()
  const top = rows.filter((r) => r.parent_id === null).reverse()
  return top.map((p) => ({ ...p, replies: rows.filter((r) => r.parent_id === p.id) }))
}

/** A post, or a reply to a top-level post of the same class; false when the parent is not one. */
export async function addPost(classId: number, userId: number, body: string, parentId: number | null) {
  if (parentId !== null) {
    const parent = await db
      .selectFrom('org_class_posts')
      .select('id')
      .where('id', '=', parentId)
      .where('class_id', '=', classId)
      .where('parent_id', 'is', null)
      .executeTakeFirst()
    if (!parent) return false
  }
  await db
    .insertInto('org_class_posts')
    .values({ class_id: classId, user_id: userId, body, parent_id: parentId })
    .execute()
  return true
}

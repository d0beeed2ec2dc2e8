import { notify } from '~/app/kernel/people/notify.server'
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

interface PostClass {
  id: number
  title: string
  professor_id: number
}

/**
 * A post, or a reply to a top-level post of the same class; false when the parent is not one. Notifies (the
 * bell, through the kernel): a new thread reaches the class's students and professor, a reply the thread's
 * author; never the writer.
 */
export async function addPost(
  cls: PostClass,
  author: { id: number; name: string },
  body: string,
  parentId: number | null,
) {
  let threadAuthor: number | null = null
  if (parentId !== null) {
    const parent = await db
      .selectFrom('org_class_posts')
      .select('user_id')
      .where('id', '=', parentId)
      .where('class_id', '=', cls.id)
      .where('parent_id', 'is', null)
      .executeTakeFirst()
    if (!parent) return false
    threadAuthor = parent.user_id
  }
  const { id } = await db
    .insertInto('org_class_posts')
    .values({ class_id: cls.id, user_id: author.id, body, parent_id: parentId })
    .returning('id')
    .executeTakeFirstOrThrow()
  const content = {
    class: { id: cls.id, title: cls.title },
    post: { id: parentId ?? id },
    user: { id: author.id, name: author.name },
  }
  const readers = parentId === null ? await classReaders(cls) : threadAuthor === null ? [] : [threadAuthor]
  for (const reader of new Set(readers))
    if (reader !== author.id) await notify(reader, parentId === null ? 'class_post' : 'class_reply', content)
  return true
}

async function classReaders(cls: PostClass) {
  const rows = await db
    .selectFrom('org_class_members')
    .select('user_id')
    .where('class_id', '=', cls.id)
    .execute()
  return [cls.professor_id, ...rows.map((r) => r.user_id)]
}

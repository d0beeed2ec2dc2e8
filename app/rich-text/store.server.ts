// Renders kept in the database (ADR 012): written when a text is saved (`prepareRichText`, on the primary),
// read by page views. Reading never writes: a GET may run on a read-only replica. The demo seed stores into
// the database it is filling (`into`), which is not the process-wide one.
import { type DB, db } from '~/db/client.server'

export async function storedRender(key: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('rich_text_renders')
    .select('html')
    .where('key', '=', key)
    .executeTakeFirst()
  return row?.html
}

export async function storedKeys(keys: string[]): Promise<Set<string>> {
  if (!keys.length) return new Set()
  const rows = await db.selectFrom('rich_text_renders').select('key').where('key', 'in', keys).execute()
  return new Set(rows.map((r) => r.key))
}

export async function storeRenders(rows: { key: string; html: string }[], into: DB = db): Promise<void> {
  if (!rows.length) return
  await into
    .insertInto('rich_text_renders')
    .values(rows)
    .onConflict((oc) => oc.column('key').doNothing())
    .execute()
}

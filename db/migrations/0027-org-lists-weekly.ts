import { type Kysely, sql } from 'kysely'

// Issue 20, the org's unfinished items (modules/org):
// - A list's items may be math exercises or projects as well as programming exercises (docs/product.md#org).
//   `org_list_items` is rebuilt with a `kind` and one reference column per kind (each a real foreign key, so a
//   deleted exercise or project leaves no dangling item); a CHECK keeps exactly the kind's column set. Existing
//   rows are programming items. Nothing references the table, so dropping and renaming is safe.
// - The weekly notification is sent once per class, week and audience: `org_weekly_notices` is the claim (its
//   primary key), written before anyone is notified, so a second run (or a second server) sends nothing.
const NOW = `(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`

// biome-ignore lint/suspicious/noExplicitAny: migrations run on any schema
export async function up(db: Kysely<any>) {
  await sql
    .raw(`CREATE TABLE org_list_items_0027 (
    list_id INTEGER NOT NULL REFERENCES org_lists(id) ON DELETE CASCADE,
    kind TEXT NOT NULL DEFAULT 'programming' CHECK (kind IN ('programming','math','project')),
    exercise_id INTEGER REFERENCES programming_exercises(id) ON DELETE CASCADE,
    math_exercise_id INTEGER REFERENCES math_exercises(id) ON DELETE CASCADE,
    project_id INTEGER REFERENCES projects(id) ON DELETE CASCADE,
    position INTEGER NOT NULL,
    CHECK (
      (kind = 'programming' AND exercise_id IS NOT NULL AND math_exercise_id IS NULL AND project_id IS NULL)
      OR (kind = 'math' AND math_exercise_id IS NOT NULL AND exercise_id IS NULL AND project_id IS NULL)
      OR (kind = 'project' AND project_id IS NOT NULL AND exercise_id IS NULL AND math_exercise_id IS NULL)
    )
  )`)
    .execute(db)
  await sql
    .raw(`INSERT INTO org_list_items_0027 (list_id, kind, exercise_id, position)
    SELECT list_id, 'programming', exercise_id, position FROM org_list_items`)
    .execute(db)
  await sql.raw('DROP TABLE org_list_items').execute(db)
  await sql.raw('ALTER TABLE org_list_items_0027 RENAME TO org_list_items').execute(db)
  // One item per thing per list (as the old primary key did for programming exercises).
  for (const column of ['exercise_id', 'math_exercise_id', 'project_id'])
    await sql
      .raw(
        `CREATE UNIQUE INDEX org_list_items_${column} ON org_list_items(list_id, ${column}) WHERE ${column} IS NOT NULL`,
      )
      .execute(db)
  await sql
    .raw(`CREATE TABLE org_weekly_notices (
    class_id INTEGER NOT NULL REFERENCES org_classes(id) ON DELETE CASCADE,
    -- The Monday (São Paulo) naming the week, as org_weekly_answers.week.
    week TEXT NOT NULL,
    -- 'students': fill this week's self-assessment; 'professor': the week's answers are in.
    audience TEXT NOT NULL CHECK (audience IN ('students','professor')),
    sent_at TEXT NOT NULL DEFAULT ${NOW},
    PRIMARY KEY (class_id, week, audience)
  )`)
    .execute(db)
}

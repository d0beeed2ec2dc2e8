import { type Kysely, sql } from 'kysely'

// Issue 19, AI-created math exercises (docs/product.md: "AI-created content with theme, style, instructions or
// image"): what the author asked the model for, one row per exercise the AI wrote, so the editor can show it
// while the draft is reviewed. A theme or an image, never both (the CHECK holds the product rule); the picture
// itself is not kept, only that there was one. No user column: the author is the exercise's own.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE math_ai_origins (
    math_exercise_id INTEGER PRIMARY KEY REFERENCES math_exercises(id) ON DELETE CASCADE,
    theme TEXT CHECK (theme IS NULL OR length(theme) BETWEEN 1 AND 200),
    from_image INTEGER NOT NULL CHECK (from_image IN (0, 1)),
    style TEXT NOT NULL CHECK (length(style) BETWEEN 1 AND 40),
    instructions TEXT NOT NULL DEFAULT '' CHECK (length(instructions) <= 1000),
    model TEXT NOT NULL CHECK (length(model) BETWEEN 1 AND 200),
    created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    CHECK ((theme IS NULL) = (from_image = 1))
  )`.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE math_ai_origins`.execute(db)
}

import { type Kysely, sql } from 'kysely'

// The social issue's tables (docs/product.md#social): profile fields and preferences on users, social links, feed posts,
// blog posts with comments, content files and images, notes and feedbacks. Search (FTS5) is 0008.
const NOW = `(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`
const BOOL = (name: string, value = 0) => `${name} INTEGER NOT NULL DEFAULT ${value} CHECK (${name} IN (0,1))`

const statements = [
  // NULL first/last name: derived from `name` (registration has one field); saving the profile sets all three.
  'ALTER TABLE users ADD COLUMN first_name TEXT',
  'ALTER TABLE users ADD COLUMN last_name TEXT',
  `ALTER TABLE users ADD COLUMN gender TEXT CHECK (gender IS NULL OR gender IN ('female','male','other'))`,
  'ALTER TABLE users ADD COLUMN birthdate TEXT',
  `ALTER TABLE users ADD COLUMN biography TEXT NOT NULL DEFAULT ''`,
  `ALTER TABLE users ADD COLUMN ${BOOL('has_picture')}`,
  // Preferences (docs/product.md#social): news (at most twice a month), the dashboard's live feed, forms.
  `ALTER TABLE users ADD COLUMN ${BOOL('receive_news', 1)}`,
  `ALTER TABLE users ADD COLUMN ${BOOL('show_live_feed', 1)}`,
  `ALTER TABLE users ADD COLUMN ${BOOL('form_new_user', 1)}`,
  `ALTER TABLE users ADD COLUMN ${BOOL('form_weekly', 1)}`,
  // Community member tags (docs/product.md#social), a JSON array of: founder, old_site_cofounder, programming_league,
  // problem_setter, content. Staff set them.
  `ALTER TABLE users ADD COLUMN member_tags TEXT NOT NULL DEFAULT '[]'`,
  `CREATE TABLE social_links (
    id INTEGER PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    kind TEXT NOT NULL CHECK (kind IN ('github','linkedin','instagram','youtube','twitch','codeforces','website')),
    url TEXT NOT NULL CHECK (length(url) BETWEEN 8 AND 300),
    UNIQUE (user_id, kind)
  )`,
  'CREATE INDEX social_links_kind ON social_links(kind)',
  `CREATE TABLE feed_posts (
    id INTEGER PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    text TEXT NOT NULL CHECK (length(text) BETWEEN 1 AND 5000),
    visibility TEXT NOT NULL CHECK (visibility IN ('friends','pro','community')),
    tag TEXT NOT NULL CHECK (tag IN ('hint','humor','jobs','other')),
    created_at TEXT NOT NULL DEFAULT ${NOW}
  )`,
  'CREATE INDEX feed_posts_recent ON feed_posts(created_at)',
  'CREATE INDEX feed_posts_user ON feed_posts(user_id, created_at)',
  `CREATE TABLE blog_posts (
    id INTEGER PRIMARY KEY,
    url TEXT NOT NULL UNIQUE CHECK (url GLOB '[a-z0-9]*' AND url NOT GLOB '*[^a-z0-9-]*' AND length(url) <= 120),
    author_id INTEGER REFERENCES users(id) ON DELETE SET NULL,
    title_br TEXT NOT NULL CHECK (length(title_br) BETWEEN 1 AND 200),
    title_gb TEXT CHECK (title_gb IS NULL OR length(title_gb) BETWEEN 1 AND 200),
    text TEXT NOT NULL DEFAULT '',
    tag TEXT NOT NULL DEFAULT 'article' CHECK (tag IN ('news','article','tutorial','event','interview')),
    visibility TEXT NOT NULL DEFAULT 'draft' CHECK (visibility IN ('public','pro','draft')),
    ${BOOL('is_tutorial')},
    ${BOOL('is_assistant_knowledge')},
    ${BOOL('has_image')},
    comment_count INTEGER NOT NULL DEFAULT 0 CHECK (comment_count >= 0),
    view_count INTEGER NOT NULL DEFAULT 0 CHECK (view_count >= 0),
    created_at TEXT NOT NULL DEFAULT ${NOW},
    updated_at TEXT NOT NULL DEFAULT ${NOW}
  )`,
  'CREATE INDEX blog_posts_recent ON blog_posts(visibility, created_at)',
  'CREATE INDEX blog_posts_author ON blog_posts(author_id)',
  `CREATE TABLE blog_comments (
    id INTEGER PRIMARY KEY,
    post_id INTEGER NOT NULL REFERENCES blog_posts(id) ON DELETE CASCADE,
    user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    text TEXT NOT NULL CHECK (length(text) BETWEEN 1 AND 4000),
    created_at TEXT NOT NULL DEFAULT ${NOW}
  )`,
  'CREATE INDEX blog_comments_post ON blog_comments(post_id, created_at)',
  // Content creators' uploads (docs/product.md#social: "files", "images"): served at /image/:id (images) and /file/:id.
  `CREATE TABLE content_files (
    id INTEGER PRIMARY KEY,
    owner_id INTEGER REFERENCES users(id) ON DELETE SET NULL,
    kind TEXT NOT NULL CHECK (kind IN ('file','image')),
    name TEXT NOT NULL CHECK (length(name) BETWEEN 1 AND 200),
    mime TEXT NOT NULL,
    size INTEGER NOT NULL CHECK (size >= 0),
    width INTEGER,
    height INTEGER,
    stored_path TEXT NOT NULL,
    created_at TEXT NOT NULL DEFAULT ${NOW}
  )`,
  'CREATE INDEX content_files_kind ON content_files(kind, created_at)',
  `CREATE TABLE notes (
    id INTEGER PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    title TEXT NOT NULL CHECK (length(title) BETWEEN 1 AND 120),
    text TEXT NOT NULL DEFAULT '' CHECK (length(text) <= 50000),
    created_at TEXT NOT NULL DEFAULT ${NOW},
    updated_at TEXT NOT NULL DEFAULT ${NOW}
  )`,
  'CREATE INDEX notes_user ON notes(user_id, updated_at)',
  `CREATE TABLE feedbacks (
    id INTEGER PRIMARY KEY,
    user_id INTEGER REFERENCES users(id) ON DELETE SET NULL,
    title TEXT NOT NULL CHECK (length(title) BETWEEN 4 AND 120),
    text TEXT NOT NULL CHECK (length(text) BETWEEN 1 AND 5000),
    type TEXT NOT NULL CHECK (type IN ('bug','suggestion','content','question','other')),
    image_path TEXT,
    status TEXT NOT NULL DEFAULT 'new'
      CHECK (status IN ('new','read','waiting_for_answer','solved','not_a_problem')),
    answer TEXT,
    answered_by INTEGER REFERENCES users(id) ON DELETE SET NULL,
    answered_at TEXT,
    ${BOOL('author_unread')},
    created_at TEXT NOT NULL DEFAULT ${NOW},
    updated_at TEXT NOT NULL DEFAULT ${NOW}
  )`,
  'CREATE INDEX feedbacks_status ON feedbacks(status, created_at)',
  'CREATE INDEX feedbacks_user ON feedbacks(user_id, author_unread)',
]

// biome-ignore lint/suspicious/noExplicitAny: migrations run before the typed schema exists
export async function up(db: Kysely<any>) {
  for (const statement of statements) await sql.raw(statement).execute(db)
}

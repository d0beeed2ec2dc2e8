import { type Kysely, sql } from 'kysely'

// The judge module's tables (modules/judge): programming exercises and their samples, subjects, solution
// drafts, submissions (which are also the judge's queue: in_queue → judging → verdict) and per-language
// settings staff may change. The engine itself (judge/) never touches the database.
const NOW = `(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`

const statements = [
  `CREATE TABLE programming_exercises (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    title_br TEXT NOT NULL CHECK (length(title_br) BETWEEN 1 AND 200),
    title_gb TEXT CHECK (title_gb IS NULL OR length(title_gb) BETWEEN 1 AND 200),
    text_br TEXT NOT NULL,
    text_gb TEXT,
    difficulty TEXT NOT NULL DEFAULT 'easy'
      CHECK (difficulty IN ('very_easy','easy','medium','hard','very_hard')),
    time_limit_ms INTEGER NOT NULL DEFAULT 1000 CHECK (time_limit_ms BETWEEN 100 AND 20000),
    memory_limit_mib INTEGER NOT NULL DEFAULT 256 CHECK (memory_limit_mib BETWEEN 16 AND 2048),
    visibility TEXT NOT NULL DEFAULT 'private' CHECK (visibility IN ('private','public','community')),
    is_free INTEGER NOT NULL DEFAULT 1 CHECK (is_free IN (0,1)),
    is_offline INTEGER NOT NULL DEFAULT 0 CHECK (is_offline IN (0,1)),
    checker_kind TEXT NOT NULL DEFAULT 'tokens' CHECK (checker_kind IN ('tokens','exact','float','custom')),
    checker_abs REAL CHECK (checker_abs IS NULL OR checker_abs >= 0),
    checker_rel REAL CHECK (checker_rel IS NULL OR checker_rel >= 0),
    checker_source TEXT,
    original_author TEXT,
    author_id INTEGER REFERENCES users(id) ON DELETE SET NULL,
    allow_test_download INTEGER NOT NULL DEFAULT 1 CHECK (allow_test_download IN (0,1)),
    group_weights TEXT CHECK (group_weights IS NULL OR (json_valid(group_weights)
      AND json_type(group_weights) = 'object')),
    package_hash TEXT,
    test_count INTEGER NOT NULL DEFAULT 0 CHECK (test_count >= 0),
    created_at TEXT NOT NULL DEFAULT ${NOW},
    updated_at TEXT NOT NULL DEFAULT ${NOW},
    CHECK (checker_kind != 'float' OR (checker_abs IS NOT NULL OR checker_rel IS NOT NULL)),
    CHECK (checker_kind != 'custom' OR checker_source IS NOT NULL)
  )`,
  'CREATE INDEX programming_exercises_visibility ON programming_exercises(visibility, id)',
  'CREATE INDEX programming_exercises_author ON programming_exercises(author_id)',
  `CREATE TABLE exercise_samples (
    exercise_id INTEGER NOT NULL REFERENCES programming_exercises(id) ON DELETE CASCADE,
    position INTEGER NOT NULL CHECK (position >= 1),
    input TEXT NOT NULL,
    output TEXT NOT NULL,
    PRIMARY KEY (exercise_id, position)
  )`,
  `CREATE TABLE subjects (
    id INTEGER PRIMARY KEY,
    slug TEXT NOT NULL UNIQUE CHECK (slug GLOB '[a-z0-9]*' AND slug NOT GLOB '*[^a-z0-9-]*'),
    title_br TEXT NOT NULL,
    title_gb TEXT,
    category TEXT NOT NULL CHECK (category IN
      ('basic','general','graphs','math','strings','structures','techniques'))
  )`,
  `CREATE TABLE exercise_subjects (
    exercise_id INTEGER NOT NULL REFERENCES programming_exercises(id) ON DELETE CASCADE,
    subject_id INTEGER NOT NULL REFERENCES subjects(id) ON DELETE CASCADE,
    PRIMARY KEY (exercise_id, subject_id)
  )`,
  'CREATE INDEX exercise_subjects_subject ON exercise_subjects(subject_id)',
  `CREATE TABLE solution_drafts (
    user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    exercise_id INTEGER NOT NULL REFERENCES programming_exercises(id) ON DELETE CASCADE,
    language TEXT NOT NULL DEFAULT 'c',
    code TEXT NOT NULL DEFAULT '',
    updated_at TEXT NOT NULL DEFAULT ${NOW},
    PRIMARY KEY (user_id, exercise_id)
  )`,
  `CREATE TABLE submissions (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    exercise_id INTEGER NOT NULL REFERENCES programming_exercises(id),
    competition_id INTEGER REFERENCES competitions(id) ON DELETE CASCADE,
    language TEXT NOT NULL,
    code TEXT NOT NULL,
    status TEXT NOT NULL DEFAULT 'in_queue' CHECK (status IN ('in_queue','judging','frozen','accepted',
      'wrong_answer','time_limit_exceeded','memory_limit_exceeded','output_limit_exceeded','run_time_error',
      'compilation_error','internal_error')),
    score INTEGER CHECK (score IS NULL OR score BETWEEN 0 AND 100),
    visibility TEXT NOT NULL DEFAULT 'private' CHECK (visibility IN ('private','public')),
    created_at TEXT NOT NULL DEFAULT ${NOW},
    client_submitting_time TEXT,
    judge_started_at TEXT,
    judged_at TEXT,
    attempts INTEGER NOT NULL DEFAULT 0,
    error_on_sample INTEGER NOT NULL DEFAULT 0 CHECK (error_on_sample IN (0,1)),
    error_code TEXT,
    compilation_message TEXT,
    runtime_message TEXT,
    first_failed_test TEXT,
    max_cpu_ms INTEGER,
    max_memory_kib INTEGER,
    report TEXT CHECK (report IS NULL OR json_valid(report)),
    log TEXT
  )`,
  'CREATE INDEX submissions_queue ON submissions(status, id)',
  'CREATE INDEX submissions_user_exercise ON submissions(user_id, exercise_id, id)',
  'CREATE INDEX submissions_exercise_status ON submissions(exercise_id, status)',
  'CREATE INDEX submissions_competition ON submissions(competition_id)',
  // The queue's fairness looks at who was served in the last minute.
  'CREATE INDEX submissions_started ON submissions(judge_started_at)',
  `CREATE TABLE judge_language_settings (
    language TEXT PRIMARY KEY,
    time_multiplier REAL CHECK (time_multiplier IS NULL OR (time_multiplier > 0 AND time_multiplier <= 10)),
    compile_time_ms INTEGER CHECK (compile_time_ms IS NULL OR compile_time_ms > 0),
    compile_memory_mib INTEGER CHECK (compile_memory_mib IS NULL OR compile_memory_mib > 0),
    updated_at TEXT NOT NULL DEFAULT ${NOW},
    updated_by INTEGER REFERENCES users(id) ON DELETE SET NULL
  )`,
]

// biome-ignore lint/suspicious/noExplicitAny: migrations run before the typed schema exists
export async function up(db: Kysely<any>) {
  for (const statement of statements) await sql.raw(statement).execute(db)
}

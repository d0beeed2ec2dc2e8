import { type Kysely, sql } from 'kysely'

// The learning module's tables (modules/learning): courses, their topics and lessons, the content a lesson
// shows (texts, theoretical exercises, math exercises, projects), what students did (progress, answers,
// submissions of math and projects), XP, streaks, levels, certificates, achievements and quick feedback.
// Text columns ending in _br/_gb are per language; a null _gb falls back to _br.
const NOW = `(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`
const BOOL = (name: string, dflt = 0) => `${name} INTEGER NOT NULL DEFAULT ${dflt} CHECK (${name} IN (0,1))`

const statements = [
  `CREATE TABLE courses (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    slug TEXT NOT NULL UNIQUE CHECK (slug GLOB '[a-z0-9]*' AND slug NOT GLOB '*[^a-z0-9-]*'),
    title_br TEXT NOT NULL CHECK (length(title_br) BETWEEN 1 AND 200),
    title_gb TEXT,
    subtitle_br TEXT NOT NULL DEFAULT '',
    subtitle_gb TEXT,
    description_br TEXT NOT NULL DEFAULT '',
    description_gb TEXT,
    requirements_br TEXT NOT NULL DEFAULT '',
    requirements_gb TEXT,
    prerequisites_br TEXT NOT NULL DEFAULT '',
    prerequisites_gb TEXT,
    will_learn_br TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(will_learn_br)),
    will_learn_gb TEXT CHECK (will_learn_gb IS NULL OR json_valid(will_learn_gb)),
    workload_hours INTEGER NOT NULL DEFAULT 0 CHECK (workload_hours >= 0),
    track_type TEXT NOT NULL DEFAULT 'programming' CHECK (track_type IN ('math','programming','soft_skills')),
    track TEXT NOT NULL DEFAULT 'language' CHECK (track IN ('language','professional')),
    ${BOOL('is_free', 1)},
    ${BOOL('is_legacy')},
    ${BOOL('is_locked')},
    ${BOOL('is_study_program')},
    ${BOOL('is_training_program')},
    ${BOOL('is_launch_ready', 1)},
    ${BOOL('is_english_ready', 1)},
    ${BOOL('is_portuguese_ready', 1)},
    allowed_languages TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(allowed_languages)),
    tag TEXT,
    video_br TEXT,
    video_gb TEXT,
    has_image INTEGER NOT NULL DEFAULT 0 CHECK (has_image IN (0,1)),
    position INTEGER NOT NULL DEFAULT 0,
    created_at TEXT NOT NULL DEFAULT ${NOW},
    updated_at TEXT NOT NULL DEFAULT ${NOW}
  )`,
  `CREATE TABLE course_prerequisites (
    course_id INTEGER NOT NULL REFERENCES courses(id) ON DELETE CASCADE,
    required_course_id INTEGER NOT NULL REFERENCES courses(id) ON DELETE CASCADE,
    PRIMARY KEY (course_id, required_course_id),
    CHECK (course_id != required_course_id)
  )`,
  `CREATE TABLE course_topics (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    course_id INTEGER NOT NULL REFERENCES courses(id) ON DELETE CASCADE,
    position INTEGER NOT NULL,
    title_br TEXT NOT NULL,
    title_gb TEXT,
    UNIQUE (course_id, position)
  )`,
  `CREATE TABLE texts (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    title_br TEXT NOT NULL CHECK (length(title_br) BETWEEN 1 AND 200),
    title_gb TEXT,
    body_br TEXT NOT NULL,
    body_gb TEXT,
    author_id INTEGER REFERENCES users(id) ON DELETE SET NULL,
    ${BOOL('is_tutorial')},
    created_at TEXT NOT NULL DEFAULT ${NOW},
    updated_at TEXT NOT NULL DEFAULT ${NOW}
  )`,
  // Every save of a text keeps the previous version (docs/product.md#learning-content: "history").
  `CREATE TABLE text_history (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    text_id INTEGER NOT NULL REFERENCES texts(id) ON DELETE CASCADE,
    title_br TEXT NOT NULL,
    title_gb TEXT,
    body_br TEXT NOT NULL,
    body_gb TEXT,
    edited_by INTEGER REFERENCES users(id) ON DELETE SET NULL,
    created_at TEXT NOT NULL DEFAULT ${NOW}
  )`,
  `CREATE TABLE theoretical_exercises (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    title_br TEXT NOT NULL CHECK (length(title_br) BETWEEN 1 AND 200),
    title_gb TEXT,
    text_br TEXT NOT NULL DEFAULT '',
    text_gb TEXT,
    author_id INTEGER REFERENCES users(id) ON DELETE SET NULL,
    created_at TEXT NOT NULL DEFAULT ${NOW},
    updated_at TEXT NOT NULL DEFAULT ${NOW}
  )`,
  `CREATE TABLE theoretical_questions (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    theoretical_id INTEGER NOT NULL REFERENCES theoretical_exercises(id) ON DELETE CASCADE,
    position INTEGER NOT NULL,
    prompt_br TEXT NOT NULL,
    prompt_gb TEXT,
    UNIQUE (theoretical_id, position)
  )`,
  `CREATE TABLE theoretical_options (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    question_id INTEGER NOT NULL REFERENCES theoretical_questions(id) ON DELETE CASCADE,
    position INTEGER NOT NULL,
    text_br TEXT NOT NULL,
    text_gb TEXT,
    ${BOOL('is_correct')},
    UNIQUE (question_id, position)
  )`,
  `CREATE TABLE math_exercises (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    title_br TEXT NOT NULL CHECK (length(title_br) BETWEEN 1 AND 200),
    title_gb TEXT,
    text_br TEXT NOT NULL,
    text_gb TEXT,
    difficulty TEXT NOT NULL DEFAULT 'easy'
      CHECK (difficulty IN ('very_easy','easy','medium','hard','very_hard')),
    ${BOOL('is_free', 1)},
    visibility TEXT NOT NULL DEFAULT 'public' CHECK (visibility IN ('private','public','community')),
    kind TEXT NOT NULL DEFAULT 'direct_application'
      CHECK (kind IN ('authentic_problem','direct_application','technical_exercise')),
    official_solution_br TEXT,
    official_solution_gb TEXT,
    author_id INTEGER REFERENCES users(id) ON DELETE SET NULL,
    created_at TEXT NOT NULL DEFAULT ${NOW}
  )`,
  `CREATE TABLE projects (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    name_br TEXT NOT NULL CHECK (length(name_br) BETWEEN 1 AND 200),
    name_gb TEXT,
    description_br TEXT NOT NULL,
    description_gb TEXT,
    complexity TEXT NOT NULL DEFAULT 'simple' CHECK (complexity IN ('simple','intermediate','advanced')),
    technologies TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(technologies)),
    obligatory_files TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(obligatory_files)),
    ${BOOL('is_free', 1)},
    visibility TEXT NOT NULL DEFAULT 'public' CHECK (visibility IN ('private','public','community')),
    implemented_by TEXT,
    year INTEGER,
    link TEXT,
    institution_id INTEGER REFERENCES institutions(id) ON DELETE SET NULL,
    author_id INTEGER REFERENCES users(id) ON DELETE SET NULL,
    created_at TEXT NOT NULL DEFAULT ${NOW}
  )`,
  `CREATE TABLE project_requirements (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    project_id INTEGER NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
    position INTEGER NOT NULL,
    text_br TEXT NOT NULL,
    text_gb TEXT,
    score INTEGER NOT NULL CHECK (score BETWEEN 0 AND 100),
    UNIQUE (project_id, position)
  )`,
  // A lesson points at the content its type shows; the CHECK keeps type and reference together.
  `CREATE TABLE lessons (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    course_id INTEGER NOT NULL REFERENCES courses(id) ON DELETE CASCADE,
    topic_id INTEGER REFERENCES course_topics(id) ON DELETE SET NULL,
    position INTEGER NOT NULL,
    layer_depth INTEGER NOT NULL DEFAULT 0 CHECK (layer_depth BETWEEN 0 AND 3),
    type TEXT NOT NULL CHECK (type IN ('lesson','text','theoretical','math','programming','project')),
    title_br TEXT NOT NULL CHECK (length(title_br) BETWEEN 1 AND 200),
    title_gb TEXT,
    video_br TEXT,
    video_gb TEXT,
    text_id INTEGER REFERENCES texts(id) ON DELETE RESTRICT,
    theoretical_id INTEGER REFERENCES theoretical_exercises(id) ON DELETE RESTRICT,
    math_exercise_id INTEGER REFERENCES math_exercises(id) ON DELETE RESTRICT,
    exercise_id INTEGER REFERENCES programming_exercises(id) ON DELETE RESTRICT,
    project_id INTEGER REFERENCES projects(id) ON DELETE RESTRICT,
    ${BOOL('is_free_preview')},
    available_from TEXT,
    xp INTEGER NOT NULL DEFAULT 10 CHECK (xp >= 0),
    UNIQUE (course_id, position),
    CHECK ((type IN ('lesson','text')) = (text_id IS NOT NULL)),
    CHECK ((type = 'theoretical') = (theoretical_id IS NOT NULL)),
    CHECK ((type = 'math') = (math_exercise_id IS NOT NULL)),
    CHECK ((type = 'programming') = (exercise_id IS NOT NULL)),
    CHECK ((type = 'project') = (project_id IS NOT NULL))
  )`,
  'CREATE INDEX lessons_exercise ON lessons(exercise_id)',
  `CREATE TABLE course_enrollments (
    user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    course_id INTEGER NOT NULL REFERENCES courses(id) ON DELETE CASCADE,
    started_at TEXT NOT NULL DEFAULT ${NOW},
    last_lesson_id INTEGER REFERENCES lessons(id) ON DELETE SET NULL,
    last_seen_at TEXT NOT NULL DEFAULT ${NOW},
    completed_at TEXT,
    PRIMARY KEY (user_id, course_id)
  )`,
  'CREATE INDEX course_enrollments_recent ON course_enrollments(user_id, last_seen_at)',
  // started_at is the first open; completed_at - started_at gives the lesson's average completion time.
  `CREATE TABLE lesson_progress (
    user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    lesson_id INTEGER NOT NULL REFERENCES lessons(id) ON DELETE CASCADE,
    started_at TEXT NOT NULL DEFAULT ${NOW},
    completed_at TEXT,
    PRIMARY KEY (user_id, lesson_id)
  )`,
  'CREATE INDEX lesson_progress_lesson ON lesson_progress(lesson_id, completed_at)',
  `CREATE TABLE theoretical_attempts (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    theoretical_id INTEGER NOT NULL REFERENCES theoretical_exercises(id) ON DELETE CASCADE,
    answers TEXT NOT NULL CHECK (json_valid(answers)),
    ${BOOL('correct')},
    created_at TEXT NOT NULL DEFAULT ${NOW}
  )`,
  'CREATE INDEX theoretical_attempts_user ON theoretical_attempts(user_id, theoretical_id)',
  `CREATE TABLE math_submissions (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    math_exercise_id INTEGER NOT NULL REFERENCES math_exercises(id) ON DELETE CASCADE,
    text_answer TEXT,
    image_path TEXT,
    audio_path TEXT,
    status TEXT NOT NULL DEFAULT 'under_review' CHECK (status IN ('under_review','accepted','wrong_answer')),
    rubric_strategy INTEGER CHECK (rubric_strategy IS NULL OR rubric_strategy BETWEEN 1 AND 4),
    rubric_accuracy INTEGER CHECK (rubric_accuracy IS NULL OR rubric_accuracy BETWEEN 1 AND 4),
    rubric_communication INTEGER CHECK (rubric_communication IS NULL OR rubric_communication BETWEEN 1 AND 4),
    feedback TEXT,
    created_at TEXT NOT NULL DEFAULT ${NOW},
    CHECK (text_answer IS NOT NULL OR image_path IS NOT NULL OR audio_path IS NOT NULL)
  )`,
  'CREATE INDEX math_submissions_user ON math_submissions(user_id, created_at)',
  `CREATE TABLE project_submissions (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    project_id INTEGER NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
    kind TEXT NOT NULL CHECK (kind IN ('github','zip')),
    repository_url TEXT,
    zip_path TEXT,
    zip_bytes INTEGER,
    status TEXT NOT NULL DEFAULT 'in_queue' CHECK (status IN ('in_queue','accepted','wrong_answer')),
    score INTEGER CHECK (score IS NULL OR score BETWEEN 0 AND 100),
    created_at TEXT NOT NULL DEFAULT ${NOW},
    CHECK ((kind = 'github') = (repository_url IS NOT NULL)),
    CHECK ((kind = 'zip') = (zip_path IS NOT NULL))
  )`,
  'CREATE INDEX project_submissions_user ON project_submissions(user_id, created_at)',
  // ref_key makes every award idempotent: 'lesson:12', 'exercise:5', 'daily:2026-11-21', 'course:3'.
  `CREATE TABLE xp_events (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    ref_key TEXT NOT NULL,
    amount INTEGER NOT NULL,
    day TEXT NOT NULL,
    created_at TEXT NOT NULL DEFAULT ${NOW},
    UNIQUE (user_id, ref_key)
  )`,
  'CREATE INDEX xp_events_day ON xp_events(day, user_id)',
  // One row per UTC day with activity (or a day a "frozen" covered): the consistency calendar and streaks.
  `CREATE TABLE activity_days (
    user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    day TEXT NOT NULL,
    lessons INTEGER NOT NULL DEFAULT 0,
    exercises INTEGER NOT NULL DEFAULT 0,
    ${BOOL('frozen')},
    PRIMARY KEY (user_id, day)
  )`,
  `CREATE TABLE streaks (
    user_id INTEGER PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
    current INTEGER NOT NULL DEFAULT 0,
    longest INTEGER NOT NULL DEFAULT 0,
    last_day TEXT,
    frozen INTEGER NOT NULL DEFAULT 0 CHECK (frozen BETWEEN 0 AND 2),
    refill_from TEXT
  )`,
  // The level last shown per progression category, so a level-up notice appears once.
  `CREATE TABLE category_levels (
    user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    category TEXT NOT NULL CHECK (category IN
      ('basic','general','graphs','math','strings','structures','techniques')),
    level INTEGER NOT NULL DEFAULT 0,
    notified_level INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (user_id, category)
  )`,
  `CREATE TABLE certificates (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    code TEXT NOT NULL UNIQUE,
    user_id INTEGER REFERENCES users(id) ON DELETE SET NULL,
    course_id INTEGER REFERENCES courses(id) ON DELETE SET NULL,
    student_name TEXT NOT NULL,
    course_title_br TEXT NOT NULL,
    course_title_gb TEXT NOT NULL,
    workload_hours INTEGER NOT NULL,
    issued_at TEXT NOT NULL DEFAULT ${NOW},
    UNIQUE (user_id, course_id)
  )`,
  `CREATE TABLE user_achievements (
    user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    code TEXT NOT NULL,
    earned_at TEXT NOT NULL DEFAULT ${NOW},
    PRIMARY KEY (user_id, code)
  )`,
  `CREATE TABLE quick_feedback (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    target_type TEXT NOT NULL CHECK (target_type IN ('lesson','exercise')),
    target_id INTEGER NOT NULL,
    value TEXT NOT NULL CHECK (value IN ('like','dislike')),
    comment TEXT CHECK (comment IS NULL OR length(comment) <= 1000),
    created_at TEXT NOT NULL DEFAULT ${NOW},
    UNIQUE (user_id, target_type, target_id)
  )`,
  'CREATE INDEX quick_feedback_target ON quick_feedback(target_type, target_id)',
]

// biome-ignore lint/suspicious/noExplicitAny: migrations run before the typed schema exists
export async function up(db: Kysely<any>) {
  for (const statement of statements) await sql.raw(statement).execute(db)
}

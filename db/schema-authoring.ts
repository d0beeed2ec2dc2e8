// Types of the content editors' tables (issue 21, migration 0029). `Database` in schema.ts lists them.

export interface SubjectLessonsTable {
  subject_id: number
  lesson_id: number
}

export interface AuthoringTables {
  subject_lessons: SubjectLessonsTable
}

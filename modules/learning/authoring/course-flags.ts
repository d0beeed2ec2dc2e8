// The course's on/off switches (docs/product.md#learning-courses), in the editor's order; each a 0/1 column of `courses`. Client-safe:
// the form (ui/CourseForm.tsx) and its parser both read it.
export const COURSE_FLAGS = [
  'is_free',
  'is_published',
  'is_locked',
  'is_legacy',
  'is_study_program',
  'is_training_program',
  'is_launch_ready',
  'is_portuguese_ready',
  'is_english_ready',
] as const
export type CourseFlag = (typeof COURSE_FLAGS)[number]

/** The flags after "free" and "published" (those two keep their own hints above them). */
export const MORE_FLAGS = COURSE_FLAGS.slice(2)

// The course editor's outline (issue 21): the small forms below the course's fields — topics (add, rename, up,
// down, delete when empty) and lessons (up, down) — read as one intent. Each answers where to go back to, or
// the topic form again with its errors and what was typed.
import type { FormErrors } from '../content/form.server'
import { rowIdParam } from '../hub/authored.server'
import { lessonsForEditor, moveLesson } from './course-lessons.server'
import {
  type TopicValues,
  addTopic,
  deleteTopic,
  moveTopic,
  parseTopicForm,
  renameTopic,
  topicsForEditor,
} from './course-topics.server'

export const OUTLINE_INTENTS = [
  'up',
  'down',
  'topic-add',
  'topic-save',
  'topic-up',
  'topic-down',
  'topic-delete',
]

/** A topic form answered again: 'new' (the add form) or the topic's id. */
export interface TopicFailure {
  topic: string
  values: TopicValues
  errors: FormErrors
}

export type OutlineResult = { ok: true; anchor: string } | ({ ok: false } & TopicFailure)

export async function outlineIntent(
  courseId: number,
  intent: string,
  form: FormData,
): Promise<OutlineResult> {
  const lessonId = rowIdParam(String(form.get('lesson_id') ?? ''))
  const topicId = rowIdParam(String(form.get('topic_id') ?? ''))
  switch (intent) {
    case 'up':
    case 'down':
      await moveLesson(courseId, lessonId, intent)
      return { ok: true, anchor: `lesson-${lessonId}` }
    case 'topic-up':
    case 'topic-down':
      await moveTopic(courseId, topicId, intent === 'topic-up' ? 'up' : 'down')
      return { ok: true, anchor: `topic-${topicId}` }
    case 'topic-delete': {
      const done = await deleteTopic(courseId, topicId)
      if (done === 'deleted') return { ok: true, anchor: 'outline' }
      const topic = (await topicsForEditor(courseId)).find((t) => t.id === topicId)
      const values = { title_br: topic?.title_br ?? '', title_gb: topic?.title_gb ?? '' }
      return { ok: false, topic: String(topicId), values, errors: { topic: ['topicNotEmpty'] } }
    }
    default: {
      // topic-add, topic-save
      const parsed = parseTopicForm(form)
      const key = intent === 'topic-add' ? 'new' : String(topicId)
      if (!parsed.ok) return { ok: false, topic: key, values: parsed.values, errors: parsed.errors }
      if (intent === 'topic-add') await addTopic(courseId, parsed.value)
      else await renameTopic(courseId, topicId, parsed.value)
      return { ok: true, anchor: key === 'new' ? 'outline' : `topic-${topicId}` }
    }
  }
}

/** The outline as the editor shows it: topics in order, each with its lessons, then the lessons outside topics. */
export async function outlineForEditor(courseId: number) {
  const [topics, lessons] = await Promise.all([topicsForEditor(courseId), lessonsForEditor(courseId)])
  const known = new Set(topics.map((t) => t.id))
  return {
    topics: topics.map((t, i) => ({
      ...t,
      first: i === 0,
      last: i === topics.length - 1,
      lessons: lessons.filter((l) => l.topicId === t.id),
    })),
    loose: lessons.filter((l) => l.topicId === null || !known.has(l.topicId)),
  }
}
export type EditorOutline = Awaited<ReturnType<typeof outlineForEditor>>

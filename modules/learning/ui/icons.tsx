import { LineIcon } from '~/app/shell/icons'
import type { LessonType } from '~/db/schema-learning'

// Line icons drawn inline (no icon font, no request): one per lesson type, plus lock and tick.
const PATHS = {
  lesson: 'M4 5h16v14H4zM10 9l5 3-5 3z',
  text: 'M6 3h9l4 4v14H6zM14 3v5h5M9 12h7M9 16h7',
  theoretical: 'M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20zM9.1 9a3 3 0 0 1 5.8 1c0 2-3 2.5-3 4.5M12 17.5h.01',
  math: 'M18 4H6l6 8-6 8h12',
  programming: 'M16 18l6-6-6-6M8 6l-6 6 6 6',
  project: 'M3 7h6l2 2h10v11H3zM3 7V4h6l2 3',
  lock: 'M5 11h14v10H5zM8 11V7a4 4 0 0 1 8 0v4',
  check: 'M20 6 9 17l-5-5',
  clock: 'M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20zM12 6v6l4 2',
  like: 'M7 22V11M2 13v7a2 2 0 0 0 2 2h12.4a2 2 0 0 0 2-1.7l1.4-8A2 2 0 0 0 17.8 10H14V5a3 3 0 0 0-3-3l-4 9',
  dislike:
    'M17 2v11M22 11V4a2 2 0 0 0-2-2H7.6a2 2 0 0 0-2 1.7l-1.4 8A2 2 0 0 0 6.2 14H10v5a3 3 0 0 0 3 3l4-9',
} as const

export type LearningIconName = keyof typeof PATHS

export function LearningIcon({
  name,
  label,
  size = 18,
}: { name: LearningIconName; label?: string; size?: number }) {
  return <LineIcon d={PATHS[name]} label={label} size={size} />
}

export const lessonIcon = (type: LessonType): LearningIconName => type

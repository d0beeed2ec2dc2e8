// Training guides' client-safe constants (the pages' tabs and the discussion's limit).
export const GUIDE_TABS = ['available', 'archived', 'participating'] as const
export type GuideTab = (typeof GUIDE_TABS)[number]
export const POST_MAX = 2000

// The projects hub's tabs (client-safe: the page renders them as links).
export const HUB_TABS = ['step-by-step', 'ideas', 'community'] as const
export type HubTab = (typeof HUB_TABS)[number]

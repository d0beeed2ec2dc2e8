// The social module's server surface: only what other modules and the app import. Teams, friends and
// notifications are read below through the kernel (app/kernel/people/people.server.ts, notify.server.ts; ADR 014).
// The bell's count of new notifications (the shell).
export { countNewNotifications } from '~/app/kernel/people/notify.server'

// The areas' surfaces (each folder's public.ts).
export * from './blog/public'
export * from './feedbacks/public'
export * from './friends/public'
export * from './notes/public'
export * from './profile/public'
export * from './search/public'

import type { ModuleRoutes } from '../../app/kernel/requests/module-routes'

// The org module's pages (README.md has what each one does and who may open it).
export default {
  localized: [
    { id: 'programming-classes', path: 'programming-classes', file: 'routes/classes.tsx' },
    { id: 'class-new', path: 'programming-classes/new', file: 'routes/class-form.tsx' },
    { id: 'confirm-email', path: 'programming-classes/confirm/:token', file: 'routes/confirm-email.tsx' },
    { id: 'class', path: 'programming-class/:id', file: 'routes/class.tsx' },
    { id: 'class-edit', path: 'programming-class/:id/edit', file: 'routes/class-form.tsx' },
    { id: 'list-new', path: 'programming-class/:id/list/new', file: 'routes/list-form.tsx' },
    { id: 'list', path: 'programming-class/:id/list/:listId', file: 'routes/list.tsx' },
    { id: 'list-edit', path: 'programming-class/:id/list/:listId/edit', file: 'routes/list-form.tsx' },
    { id: 'grid', path: 'programming-class/:id/grid', file: 'routes/grid.tsx' },
    { id: 'journey', path: 'programming-class/:id/student/:userId', file: 'routes/journey.tsx' },
    { id: 'report-csv', path: 'programming-class/:id/report.csv', file: 'routes/report.ts' },
    { id: 'report-xlsx', path: 'programming-class/:id/report.xlsx', file: 'routes/report.ts' },
    { id: 'weekly', path: 'programming-class/:id/weekly', file: 'routes/weekly.tsx' },
    { id: 'discussion', path: 'programming-class/:id/discussion', file: 'routes/discussion.tsx' },
    { id: 'organization', path: 'organization/:id', file: 'routes/organization.tsx' },
    { id: 'organization-join', path: 'organization/join/:code', file: 'routes/organization-join.tsx' },
    // ADR 024: the organization's courses, their configuration and its PRO seats.
    { id: 'organization-courses', path: 'organization/:id/courses', file: 'routes/org-courses.tsx' },
    {
      id: 'organization-configure-courses',
      path: 'organization/:id/configure-courses',
      file: 'routes/org-configure-courses.tsx',
    },
    {
      id: 'organization-subscriptions',
      path: 'organization/:id/subscriptions',
      file: 'routes/org-subscriptions.tsx',
    },
    // ADR 029: a seat purchase's payment (PIX code, card checkout link, paid or not).
    {
      id: 'organization-seat-payment',
      path: 'organization/:id/subscriptions/payment/:paymentId',
      file: 'routes/org-seat-payment.tsx',
    },
  ],
  api: [{ id: 'calendar', path: 'api/org/calendar/:file', file: 'routes/api.calendar.ts' }],
} satisfies ModuleRoutes

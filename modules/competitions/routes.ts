import type { ModuleRoutes } from '../../app/kernel/requests/module-routes'

export default {
  localized: [
    // Competitions (core: list, create, simulate a source, the page with join and virtual runs, edit)
    { id: 'list', path: 'competitions', file: 'routes/competitions.tsx' },
    { id: 'new', path: 'competitions/new', file: 'routes/competitions.new.tsx' },
    { id: 'simulate', path: 'competitions/simulate', file: 'routes/competitions.simulate.tsx' },
    { id: 'page', path: 'competition/:id', file: 'routes/competition.tsx' },
    { id: 'edit', path: 'competition/:id/edit', file: 'routes/competition.edit.tsx' },
    // During and after the competition
    { id: 'scoreboard', path: 'competition/:id/scoreboard', file: 'routes/competition.scoreboard.tsx' },
    { id: 'manage', path: 'competition/:id/manage', file: 'routes/competition.manage.tsx' },
    { id: 'submissions', path: 'competition/:id/submissions', file: 'routes/competition.submissions.tsx' },
    {
      id: 'clarifications',
      path: 'competition/:id/clarifications',
      file: 'routes/competition.clarifications.tsx',
    },
    // Rankings and hall of fame
    { id: 'rankings', path: 'rankings', file: 'routes/rankings.tsx' },
    { id: 'ranking-users', path: 'ranking/users', file: 'routes/ranking.users.tsx' },
    { id: 'ranking-monthly', path: 'ranking/monthly', file: 'routes/ranking.monthly.tsx' },
    { id: 'ranking-institutions', path: 'ranking/institutions', file: 'routes/ranking.institutions.tsx' },
    { id: 'ranking-institution', path: 'ranking/institution/:id', file: 'routes/ranking.institution.tsx' },
    { id: 'ranking-teams', path: 'ranking/teams', file: 'routes/ranking.teams.tsx' },
    { id: 'ranking-friends', path: 'ranking/friends', file: 'routes/ranking.friends.tsx' },
    { id: 'ranking-replays', path: 'ranking/replays', file: 'routes/ranking.replays.tsx' },
    { id: 'hall-of-fame-obi', path: 'hall-of-fame/obi', file: 'routes/hall-of-fame.obi.tsx' },
    {
      id: 'hall-of-fame-professional',
      path: 'hall-of-fame/professional',
      file: 'routes/hall-of-fame.professional.tsx',
    },
  ],
  api: [{ id: 'upcoming', path: 'api/competition/upcoming', file: 'routes/api.upcoming.ts' }],
} satisfies ModuleRoutes

// The demo community's rows (db/seed/community.ts writes them): who studies or works where, their XP, teams,
// friends, olympiad results and jobs.
import type { UserColor } from '../schema'
import type { ExternalCompetition, JobPosition, Medal } from '../schema-competitions'

export const INSTITUTIONS = [
  { name: 'Universidade de São Paulo', short_name: 'USP', type: 'educational', country: 'BR', state: 'SP' },
  { name: 'Nimbus Pagamentos', short_name: 'NIMBUS', type: 'company', country: 'BR', state: 'SP' },
  { name: 'Sabiá Software', short_name: 'SABIA', type: 'company', country: 'BR', state: 'MG' },
] as const

/** The demo users' institution and XP (matching the level seedDemo gave them: level L starts at 25·L² XP). */
export const DEMO_PROFILES: {
  email: string
  institution: string | null
  xp: number
  hidden?: boolean
  /** Her XP comes from her played history (history.ts), not from demo events. */
  history?: boolean
}[] = [
  { email: 'admin@trilha.dev', institution: 'TRILHA-TEC', xp: 3650 },
  { email: 'autor@trilha.dev', institution: 'TRILHA-TEC', xp: 2100 },
  // The moderator chose not to show in rankings: she appears in none of them (nor in UFMG's total).
  { email: 'moderadora@trilha.dev', institution: 'UFMG', xp: 1300, hidden: true },
  { email: 'pro@trilha.dev', institution: 'UFMG', xp: 1080 },
  { email: 'aluna@trilha.dev', institution: 'IFSP', xp: 0, history: true },
  { email: 'professor@trilha.dev', institution: 'IFSP', xp: 1700 },
  { email: 'gestora@trilha.dev', institution: 'IFSP', xp: 240 },
  { email: 'estudante@trilha.dev', institution: 'IFSP', xp: 60 },
  { email: 'jtt@trilha.dev', institution: 'USP', xp: 450 },
]

/** Students who only populate the rankings: their password hash verifies nothing, so nobody can log in. */
export const STUDENTS: {
  name: string
  email: string
  color: UserColor
  institution: string | null
  xp: number
}[] = [
  {
    name: 'Camila Ferreira',
    email: 'camila.ferreira@demo.trilha.dev',
    color: 'purple',
    institution: 'USP',
    xp: 2400,
  },
  {
    name: 'João Victor Ribeiro',
    email: 'joao.ribeiro@demo.trilha.dev',
    color: 'teal',
    institution: 'IFSP',
    xp: 1500,
  },
  {
    name: 'Larissa Nogueira',
    email: 'larissa.nogueira@demo.trilha.dev',
    color: 'blue',
    institution: 'UFMG',
    xp: 980,
  },
  {
    name: 'Gabriel Martins',
    email: 'gabriel.martins@demo.trilha.dev',
    color: 'red',
    institution: 'USP',
    xp: 760,
  },
  {
    name: 'Ana Clara Mendes',
    email: 'ana.mendes@demo.trilha.dev',
    color: 'light-blue',
    institution: 'IFSP',
    xp: 620,
  },
  {
    name: 'Thiago Barbosa',
    email: 'thiago.barbosa@demo.trilha.dev',
    color: 'blue-grey',
    institution: 'UFMG',
    xp: 410,
  },
  {
    name: 'Isabela Rocha',
    email: 'isabela.rocha@demo.trilha.dev',
    color: 'yellow',
    institution: null,
    xp: 320,
  },
  // Ties with the organization manager (240 XP): they share a position.
  {
    name: 'Mateus Cardoso',
    email: 'mateus.cardoso@demo.trilha.dev',
    color: 'orange',
    institution: 'IFSP',
    xp: 240,
  },
]

export const TEAMS = [
  {
    name: 'Equipe Trilha',
    password: 'equipe-demo',
    captain: 'aluna@trilha.dev',
    members: ['moderadora@trilha.dev'],
  },
  {
    name: 'Os Recursivos',
    password: 'recursao-demo',
    captain: 'camila.ferreira@demo.trilha.dev',
    members: ['joao.ribeiro@demo.trilha.dev', 'gabriel.martins@demo.trilha.dev'],
  },
]

export const FRIENDS: [string, string][] = [
  ['aluna@trilha.dev', 'pro@trilha.dev'],
  ['aluna@trilha.dev', 'mateus.cardoso@demo.trilha.dev'],
]

export interface ResultSeed {
  email: string
  name: ExternalCompetition
  level: '0' | '1' | '2' | '3' | '4' | '5' | 'university'
  scope: 'international' | 'national' | 'regional'
  year: number
  medal?: Medal
  position?: number
  institution?: string
}

export const RESULTS: ResultSeed[] = [
  {
    email: 'pro@trilha.dev',
    name: 'obi',
    level: '1',
    scope: 'national',
    year: 2018,
    medal: 'bronze',
    institution: 'IFSP',
  },
  {
    email: 'pro@trilha.dev',
    name: 'obi',
    level: '2',
    scope: 'national',
    year: 2019,
    medal: 'silver',
    institution: 'IFSP',
  },
  {
    email: 'pro@trilha.dev',
    name: 'maratona',
    level: 'university',
    scope: 'regional',
    year: 2022,
    position: 5,
    institution: 'UFMG',
  },
  {
    email: 'aluna@trilha.dev',
    name: 'obi',
    level: '1',
    scope: 'national',
    year: 2024,
    medal: 'honorable_mention',
    institution: 'IFSP',
  },
  { email: 'aluna@trilha.dev', name: 'obmep', level: '1', scope: 'national', year: 2023, medal: 'bronze' },
  {
    email: 'camila.ferreira@demo.trilha.dev',
    name: 'obi',
    level: '2',
    scope: 'national',
    year: 2021,
    medal: 'gold',
  },
  {
    email: 'camila.ferreira@demo.trilha.dev',
    name: 'cf_obi',
    level: '2',
    scope: 'national',
    year: 2022,
    medal: 'gold',
  },
  {
    email: 'camila.ferreira@demo.trilha.dev',
    name: 'egoi',
    level: '2',
    scope: 'international',
    year: 2022,
    medal: 'silver',
  },
  {
    email: 'joao.ribeiro@demo.trilha.dev',
    name: 'obi',
    level: '1',
    scope: 'national',
    year: 2023,
    medal: 'honorable_mention',
    institution: 'IFSP',
  },
  {
    email: 'larissa.nogueira@demo.trilha.dev',
    name: 'obi',
    level: '2',
    scope: 'national',
    year: 2023,
    medal: 'bronze',
  },
  {
    email: 'gabriel.martins@demo.trilha.dev',
    name: 'obi',
    level: 'university',
    scope: 'national',
    year: 2022,
    medal: 'silver',
    institution: 'USP',
  },
  {
    email: 'isabela.rocha@demo.trilha.dev',
    name: 'cf_obi',
    level: '1',
    scope: 'national',
    year: 2023,
    medal: 'silver',
  },
  // The hidden moderator's gold is left out of the hall of fame.
  { email: 'moderadora@trilha.dev', name: 'obi', level: '2', scope: 'national', year: 2020, medal: 'gold' },
]

export const JOBS: {
  email: string
  position: JobPosition
  from: string
  to?: string
  institution: string
}[] = [
  { email: 'pro@trilha.dev', position: 'software_developer', from: '2023-02', institution: 'NIMBUS' },
  { email: 'pro@trilha.dev', position: 'intern', from: '2022-01', to: '2022-12', institution: 'TRILHA-TEC' },
  { email: 'autor@trilha.dev', position: 'founder', from: '2016-01', institution: 'TRILHA-TEC' },
  {
    email: 'camila.ferreira@demo.trilha.dev',
    position: 'software_developer',
    from: '2024-03',
    institution: 'SABIA',
  },
  { email: 'joao.ribeiro@demo.trilha.dev', position: 'intern', from: '2024-07', institution: 'NIMBUS' },
  {
    email: 'larissa.nogueira@demo.trilha.dev',
    position: 'team_lead',
    from: '2021-05',
    to: '2024-02',
    institution: 'SABIA',
  },
]

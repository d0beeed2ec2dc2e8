import enAccount from './en-GB/account.json'
import enCommon from './en-GB/common.json'
import enJudge from './en-GB/judge.json'
import enSite from './en-GB/site.json'
import ptAccount from './pt-BR/account.json'
import ptCommon from './pt-BR/common.json'
import ptJudge from './pt-BR/judge.json'
import ptSite from './pt-BR/site.json'

/** Every namespace of every locale. Modules add their namespace files here. */
export const resources = {
  'pt-BR': { common: ptCommon, account: ptAccount, site: ptSite, judge: ptJudge },
  'en-GB': { common: enCommon, account: enAccount, site: enSite, judge: enJudge },
} as const

export type Namespace = keyof (typeof resources)['pt-BR']

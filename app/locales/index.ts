import enAccount from './en-GB/account.json'
import enCommon from './en-GB/common.json'
import enContent from './en-GB/content.json'
import enExercise from './en-GB/exercise.json'
import enJudge from './en-GB/judge.json'
import enLearning from './en-GB/learning.json'
import enPractice from './en-GB/practice.json'
import enProgress from './en-GB/progress.json'
import enRichtext from './en-GB/richtext.json'
import enSite from './en-GB/site.json'
import ptAccount from './pt-BR/account.json'
import ptCommon from './pt-BR/common.json'
import ptContent from './pt-BR/content.json'
import ptExercise from './pt-BR/exercise.json'
import ptJudge from './pt-BR/judge.json'
import ptLearning from './pt-BR/learning.json'
import ptPractice from './pt-BR/practice.json'
import ptProgress from './pt-BR/progress.json'
import ptRichtext from './pt-BR/richtext.json'
import ptSite from './pt-BR/site.json'

/** Every namespace of every locale. Modules add their namespace files here. */
export const resources = {
  'pt-BR': {
    common: ptCommon,
    account: ptAccount,
    site: ptSite,
    judge: ptJudge,
    learning: ptLearning,
    progress: ptProgress,
    exercise: ptExercise,
    practice: ptPractice,
    content: ptContent,
    richtext: ptRichtext,
  },
  'en-GB': {
    common: enCommon,
    account: enAccount,
    site: enSite,
    judge: enJudge,
    learning: enLearning,
    progress: enProgress,
    exercise: enExercise,
    practice: enPractice,
    content: enContent,
    richtext: enRichtext,
  },
} as const

export type Namespace = keyof (typeof resources)['pt-BR']

import enAccount from './en-GB/account.json'
import enAge from './en-GB/age.json'
import enAimath from './en-GB/aimath.json'
import enAssistant from './en-GB/assistant.json'
import enAuthoring from './en-GB/authoring.json'
import enBlog from './en-GB/blog.json'
import enCommon from './en-GB/common.json'
import enCompetitions from './en-GB/competitions.json'
import enContent from './en-GB/content.json'
import enContest from './en-GB/contest.json'
import enExercise from './en-GB/exercise.json'
import enFeedbacks from './en-GB/feedbacks.json'
import enGrading from './en-GB/grading.json'
import enJudge from './en-GB/judge.json'
import enLearning from './en-GB/learning.json'
import enLinks from './en-GB/links.json'
import enLive from './en-GB/live.json'
import enNotes from './en-GB/notes.json'
import enOrg from './en-GB/org.json'
import enOrgCourses from './en-GB/orgcourses.json'
import enOrglists from './en-GB/orglists.json'
import enOrgseats from './en-GB/orgseats.json'
import enPractice from './en-GB/practice.json'
import enPrivacy from './en-GB/privacy.json'
import enProfile from './en-GB/profile.json'
import enProgress from './en-GB/progress.json'
import enRankings from './en-GB/rankings.json'
import enReferral from './en-GB/referral.json'
import enRichtext from './en-GB/richtext.json'
import enScoreboard from './en-GB/scoreboard.json'
import enSearch from './en-GB/search.json'
import enSite from './en-GB/site.json'
import enSocial from './en-GB/social.json'
import enStudy from './en-GB/study.json'
import enSubscription from './en-GB/subscription.json'
import enTours from './en-GB/tours.json'
import enWorkshop from './en-GB/workshop.json'
import ptAccount from './pt-BR/account.json'
import ptAge from './pt-BR/age.json'
import ptAimath from './pt-BR/aimath.json'
import ptAssistant from './pt-BR/assistant.json'
import ptAuthoring from './pt-BR/authoring.json'
import ptBlog from './pt-BR/blog.json'
import ptCommon from './pt-BR/common.json'
import ptCompetitions from './pt-BR/competitions.json'
import ptContent from './pt-BR/content.json'
import ptContest from './pt-BR/contest.json'
import ptExercise from './pt-BR/exercise.json'
import ptFeedbacks from './pt-BR/feedbacks.json'
import ptGrading from './pt-BR/grading.json'
import ptJudge from './pt-BR/judge.json'
import ptLearning from './pt-BR/learning.json'
import ptLinks from './pt-BR/links.json'
import ptLive from './pt-BR/live.json'
import ptNotes from './pt-BR/notes.json'
import ptOrg from './pt-BR/org.json'
import ptOrgCourses from './pt-BR/orgcourses.json'
import ptOrglists from './pt-BR/orglists.json'
import ptOrgseats from './pt-BR/orgseats.json'
import ptPractice from './pt-BR/practice.json'
import ptPrivacy from './pt-BR/privacy.json'
import ptProfile from './pt-BR/profile.json'
import ptProgress from './pt-BR/progress.json'
import ptRankings from './pt-BR/rankings.json'
import ptReferral from './pt-BR/referral.json'
import ptRichtext from './pt-BR/richtext.json'
import ptScoreboard from './pt-BR/scoreboard.json'
import ptSearch from './pt-BR/search.json'
import ptSite from './pt-BR/site.json'
import ptSocial from './pt-BR/social.json'
import ptStudy from './pt-BR/study.json'
import ptSubscription from './pt-BR/subscription.json'
import ptTours from './pt-BR/tours.json'
import ptWorkshop from './pt-BR/workshop.json'

/** Every namespace of every locale. Modules add their namespace files here. */
export const resources = {
  'pt-BR': {
    common: ptCommon,
    account: ptAccount,
    site: ptSite,
    judge: ptJudge,
    learning: ptLearning,
    progress: ptProgress,
    privacy: ptPrivacy,
    links: ptLinks,
    exercise: ptExercise,
    practice: ptPractice,
    content: ptContent,
    richtext: ptRichtext,
    rankings: ptRankings,
    contest: ptContest,
    scoreboard: ptScoreboard,
    competitions: ptCompetitions,
    social: ptSocial,
    profile: ptProfile,
    blog: ptBlog,
    notes: ptNotes,
    feedbacks: ptFeedbacks,
    search: ptSearch,
    referral: ptReferral,
    subscription: ptSubscription,
    assistant: ptAssistant,
    grading: ptGrading,
    org: ptOrg,
    orgcourses: ptOrgCourses,
    live: ptLive,
    // Issue 22: study plans (modules/live's page, the course page's estimate, the dashboard's week).
    study: ptStudy,
    // Issue 22: the guided tours (app/ui/Tour.tsx, modules/live's "how this page works" pages).
    tours: ptTours,
    workshop: ptWorkshop,
    // Issue 21: the math exercise pages and the content editors (modules/learning).
    authoring: ptAuthoring,
    // Issue 19: AI-created math exercises (modules/assistant/authoring).
    aimath: ptAimath,
    // modules/org: list items of every kind, a class's competitions (issue 20).
    orglists: ptOrglists,
    // ADR 029: an organization buys PRO seats (modules/org's subscriptions tab, billing's seat receipt).
    orgseats: ptOrgseats,
    // Issue 26: age and a guardian's confirmation (modules/account/age).
    age: ptAge,
  },
  'en-GB': {
    common: enCommon,
    account: enAccount,
    site: enSite,
    judge: enJudge,
    learning: enLearning,
    progress: enProgress,
    privacy: enPrivacy,
    links: enLinks,
    exercise: enExercise,
    practice: enPractice,
    content: enContent,
    richtext: enRichtext,
    rankings: enRankings,
    contest: enContest,
    scoreboard: enScoreboard,
    competitions: enCompetitions,
    social: enSocial,
    profile: enProfile,
    blog: enBlog,
    notes: enNotes,
    feedbacks: enFeedbacks,
    search: enSearch,
    referral: enReferral,
    subscription: enSubscription,
    assistant: enAssistant,
    grading: enGrading,
    org: enOrg,
    orgcourses: enOrgCourses,
    live: enLive,
    study: enStudy,
    tours: enTours,
    workshop: enWorkshop,
    authoring: enAuthoring,
    aimath: enAimath,
    orglists: enOrglists,
    // ADR 029: an organization buys PRO seats (modules/org's subscriptions tab, billing's seat receipt).
    orgseats: enOrgseats,
    age: enAge,
  },
} as const

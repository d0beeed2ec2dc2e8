// The engine's surface for plain Node scripts (bench/, ops): bundled to build/judge/engine.js.
export { createJudgePool, judgeConcurrency } from './pool'
export { judgeSubmission, testLimits } from './judge'
export { detectLanguages, getLanguage } from './languages'
export { importFolder, importZip, manifestToTestCases, readPackage } from './packages'
export { getSandbox, judgeWorkDir, sandboxAvailability } from './sandbox/index'
export { cgroup2Mount, detectCgroup } from './sandbox/cgroup'
export { bwrapArgs, NOBODY } from './sandbox/bwrap'
export { buildLauncher, joinArg } from './sandbox/launcher'

import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

// Runs before each test file imports anything: point the app's db singleton at a fresh copy of the
// migrated base file. A real SQLite file, not a mock, and no test sees another's rows.
const tmp = process.env.TRILHA_TEST_TMP ?? path.resolve('tests/.tmp/vitest')
const file = path.join(tmp, `test-${process.pid}-${crypto.randomBytes(4).toString('hex')}.db`)
fs.copyFileSync(path.join(tmp, 'base.db'), file)
process.env.DATABASE_PATH = file
process.env.SESSION_SECRET ??= 'test-secret-not-for-production'
// Links in e-mails come from here, never from the request (issue 15: a forged Host header).
process.env.PUBLIC_URL = 'https://trilha.test'
// Test packages and judge files beside the test's own database, so no two test files share them.
process.env.JUDGE_DATA_DIR = file.replace(/\.db$/, '-judge')

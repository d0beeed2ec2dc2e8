// Bundled to build/tools/db.js by scripts/build-tools.mjs: migrations and demo seed without the web app.
import { fileURLToPath } from 'node:url'
import { backupDatabase, inspectDatabase, restoreDatabase, startBackupJob } from './backup'
import { createDb, databasePath } from './client.server'
import { migrateToLatest } from './migrate'
import { seedDemo } from './seed'

export async function migrate(file = databasePath()) {
  const db = createDb(file)
  try {
    return await migrateToLatest(db)
  } finally {
    await db.destroy()
  }
}

export async function seed(file = databasePath(), { ifEmpty = false } = {}) {
  const db = createDb(file)
  try {
    await migrateToLatest(db)
    if (ifEmpty) {
      const row = await db.selectFrom('users').select('id').limit(1).executeTakeFirst()
      if (row) return null
    }
    return await seedDemo(db)
  } finally {
    await db.destroy()
  }
}

export { startBackupJob }

async function main(argv: string[]) {
  const [command, ...flags] = argv
  if (command === 'migrate') {
    const applied = await migrate()
    console.log(applied.length ? `applied: ${applied.join(', ')}` : 'database is up to date')
  } else if (command === 'seed') {
    const result = await seed(databasePath(), { ifEmpty: flags.includes('--if-empty') })
    if (!result) console.log('demo data already present')
    else printDemoAccounts(result.accounts)
  } else if (command === 'backup') {
    const dir = flags[0] ?? process.env.BACKUP_DIR
    if (!dir) throw new Error('backup needs a folder: node build/tools/db.js backup DIR (or BACKUP_DIR)')
    const manifest = await backupDatabase(databasePath(), dir)
    console.log(`${manifest.file}: ${manifest.bytes} bytes, integrity ok, ${JSON.stringify(manifest.tables)}`)
  } else if (command === 'verify' && flags[0]) {
    const result = await inspectDatabase(flags[0])
    console.log(result.ok ? `ok ${JSON.stringify(result.tables)}` : `damaged: ${result.problem}`)
    if (!result.ok) process.exitCode = 1
  } else if (command === 'restore' && flags[0]) {
    const tables = await restoreDatabase(flags[0], databasePath())
    console.log(`restored ${databasePath()} from ${flags[0]}: ${JSON.stringify(tables)}`)
  } else {
    console.log(
      'usage: node build/tools/db.js migrate | seed [--if-empty] | backup [DIR] | verify FILE | restore FILE',
    )
    process.exitCode = 2
  }
}

export function printDemoAccounts(accounts: { role: string; email: string; password: string }[]) {
  console.log('\nDemo accounts (password for all shown beside each):')
  for (const a of accounts) console.log(`  ${a.role.padEnd(22)} ${a.email.padEnd(30)} ${a.password}`)
  console.log('')
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  main(process.argv.slice(2)).catch((error) => {
    console.error(error)
    process.exit(1)
  })
}

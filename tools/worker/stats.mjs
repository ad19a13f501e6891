// Prints the site's statistics as the Monday digest email tells them (worker/digestReport.ts, the
// same function): the last 7 days, today included, beside the 7 before. From the local database
// by default (the one `npm start` uses), from the deployed one with --remote.
//
//   npm run stats [-- --remote | --persist-to DIR] [--end YYYY-MM-DD] [--json]
//
// --end: the report of the 7 days before that day (a Monday: what that Monday's digest said).
// --json: the counts of the last 7 days instead, `{ metric: { key: count } }`, for scripts.
import { digestReport, weeksBefore } from '../../worker/digestReport.ts'
import { executeWhenFree, where } from './d1.mjs'

const args = process.argv.slice(2)
const endAt = args.indexOf('--end')
const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10)
const end = endAt === -1 ? tomorrow : (args[endAt + 1] ?? '')
if (!/^\d{4}-\d{2}-\d{2}$/.test(end)) {
  console.error('--end takes a day, YYYY-MM-DD')
  process.exit(1)
}

try {
  const { current, previous } = weeksBefore(end)
  const rows = await executeWhenFree(
    'STATS',
    `SELECT day, metric, key, count FROM stat_counts
     WHERE day >= '${previous.first}' AND day < '${end}' ORDER BY day, metric, key`,
    where(args),
  )
  if (args.includes('--json')) {
    const totals = {}
    for (const { day, metric, key, count } of rows) {
      if (day < current.first) continue
      totals[metric] ??= {}
      totals[metric][key] = (totals[metric][key] ?? 0) + count
    }
    console.log(JSON.stringify(totals))
  } else {
    process.stdout.write(digestReport(rows, end).text)
  }
} catch (error) {
  const message = error instanceof Error ? error.message : String(error)
  console.error(
    message.includes('no such table')
      ? 'This database has no statistics tables yet: `npm start` applies the migrations to the local one (worker/migrations-stats), `npm run deploy` to the deployed one.'
      : message,
  )
  process.exit(1)
}

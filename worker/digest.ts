import { digestReport, weeksBefore, type CountRow } from './digestReport'
import type { Env } from './env'
import { site } from '../shared/site'
import { utcDay } from './stats'

/** The counts of the two weeks before `endDay`: what the digest reads. */
async function countsBefore(db: D1Database, endDay: string) {
  const { previous } = weeksBefore(endDay)
  const { results } = await db
    .prepare(
      `SELECT day, metric, key, count FROM stat_counts WHERE day >= ?1 AND day < ?2
       ORDER BY day, metric, key`,
    )
    .bind(previous.first, endDay)
    .all<CountRow>()
  return results
}

/**
 * On Mondays (UTC), emails the studio the weekly digest, once: the week's row in `digests` is
 * claimed before sending, and removed when the send fails, for the next run to retry.
 */
export async function sendWeeklyDigest(db: D1Database, env: Env, now = Date.now()) {
  if (new Date(now).getUTCDay() !== 1) return false
  if (!env.EMAIL || !env.EMAIL_FROM) return false
  const week = utcDay(now)
  const claimed = await db
    .prepare(
      'INSERT INTO digests (week, sent_at) VALUES (?1, ?2) ON CONFLICT (week) DO NOTHING RETURNING week',
    )
    .bind(week, new Date(now).toISOString())
    .first()
  if (!claimed) return false
  try {
    const report = digestReport(await countsBefore(db, week), week)
    await env.EMAIL.send({
      from: { name: `${site.brandName} website`, email: env.EMAIL_FROM },
      to: site.email,
      subject: `${site.brandName} site, ${report.period}: ${report.headline}`,
      text: report.text,
      html: report.html,
    })
    return true
  } catch (error) {
    console.error('The weekly digest failed:', error)
    await db.prepare('DELETE FROM digests WHERE week = ?1').bind(week).run()
    return false
  }
}

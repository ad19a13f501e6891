import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { sentEmails } from '../support/sentEmails'
import { freePort } from '../../shared/localRuntime'
import { serveOwnSite } from '../support/servers'
import { storedMessages } from '../support/storedMessages'
import { expect, test } from '../support/fixtures'

/**
 * The studio hears of every message, even when its webhook was down when the message came: the
 * running server (`wrangler dev`, as `npm start`) stores the message and emails it, the webhook
 * fails, and the cron (wrangler.jsonc `triggers`), triggered locally the way wrangler documents,
 * posts it again, without a second email. This journey needs a server of its own, whose webhook
 * it controls.
 */

type Delivery = { id: string; ok: boolean }

/** The studio's webhook on loopback: answers 500 while `failing`, and records every delivery. */
async function startWebhook() {
  const deliveries: Delivery[] = []
  const state = { failing: true }
  const server = createServer((request, response) => {
    let body = ''
    request.on('data', (chunk: Buffer) => (body += chunk.toString()))
    request.on('end', () => {
      const { message } = JSON.parse(body) as { message: { id: string } }
      deliveries.push({ id: message.id, ok: !state.failing })
      response.writeHead(state.failing ? 500 : 204).end()
    })
  })
  const port = await freePort()
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${port}/hook`,
    deliveries,
    state,
    close: () => new Promise((resolve) => server.close(resolve)),
  }
}

test('a message whose webhook failed reaches it on the next cron run, once, and is emailed once', async ({
  request,
}) => {
  test.slow() // a server of its own to start
  const webhook = await startWebhook()
  const persistTo = mkdtempSync(join(tmpdir(), 'notify-'))
  const { origin, stop } = await serveOwnSite([
    '--persist-to',
    persistTo,
    '--var',
    `NOTIFY_WEBHOOK_URL:${webhook.url}`,
  ])
  try {
    const sent = await request.post(`${origin}/api/contact`, {
      headers: { Origin: origin },
      data: {
        name: 'Ada Lovelace',
        email: 'ada@example.com',
        company: '',
        message: 'A film about engines.',
        locale: 'en',
        idempotencyKey: crypto.randomUUID(),
      },
    })
    expect(sent.status()).toBe(201)
    const { id } = (await sent.json()) as { id: string }
    // Stored and emailed, and the studio's webhook was tried and failed. The two go out
    // together, in no set order: each is waited for.
    await expect.poll(() => webhook.deliveries).toEqual([{ id, ok: false }])
    await expect
      .poll(() => sentEmails(origin))
      .toEqual([expect.objectContaining({ replyTo: 'ada@example.com' })])
    const emailed = await sentEmails(origin)
    // `npm run messages` says so, per channel. Each read starts wrangler (seconds on a busy
    // machine), so the wait allows a few reads.
    const deliveryOf = async () =>
      (await storedMessages(persistTo)).find((stored) => stored.id === id)?.delivered
    await expect.poll(deliveryOf, { timeout: 30_000 }).toEqual({
      email: expect.stringMatching(/^delivered \d{4}-/),
      webhook: 'waiting (1 attempt failed)',
    })

    // The cron's run answers once the scheduled handler has finished.
    webhook.state.failing = false
    const cron = `${origin}/cdn-cgi/local/scheduled?cron=${encodeURIComponent('*/10 * * * *')}`
    expect((await request.get(cron)).status()).toBe(200)
    expect(webhook.deliveries).toEqual([
      { id, ok: false },
      { id, ok: true },
    ])
    expect(await deliveryOf()).toEqual({
      email: expect.stringMatching(/^delivered \d{4}-/),
      webhook: expect.stringMatching(/^delivered \d{4}-/),
    })

    // Once heard, a message is not sent again, on either channel.
    expect((await request.get(cron)).status()).toBe(200)
    expect(webhook.deliveries).toHaveLength(2)
    expect(await sentEmails(origin)).toEqual(emailed)
  } finally {
    await stop()
    await webhook.close()
    rmSync(persistTo, { recursive: true, force: true })
  }
})

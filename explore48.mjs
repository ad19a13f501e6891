import { chromium } from '@playwright/test'
import { readFile, readdir } from 'node:fs/promises'
import { join, relative } from 'node:path'
import { chromiumLaunchOptions } from './tests/tools/chromium.mjs'

const base = process.env.BASE ?? 'http://localhost:8748'
async function list(dir) {
  const out = []
  for (const e of await readdir(dir, { withFileTypes: true })) {
    const p = join(dir, e.name)
    if (e.isDirectory()) out.push(...(await list(p)))
    else out.push(p)
  }
  return out
}
const browser = await chromium.launch(chromiumLaunchOptions)
const page = await browser.newPage({ viewport: { width: 1280, height: 800 } })
page.on('console', (m) => { if (m.type() === 'error' || m.type()==='warning') console.log('console', m.type(), m.text().slice(0, 300)) })
page.on('pageerror', (e) => console.log('pageerror', e.message))
await page.addInitScript(() => {
  window.showDirectoryPicker = async () => navigator.storage.getDirectory()
})
await page.goto(`${base}/admin`)
// Fill OPFS with a repository: .git and the content.
const files = await list('src/content/projects')
await page.evaluate(async () => {
  const root = await navigator.storage.getDirectory()
  for await (const name of root.keys()) await root.removeEntry(name, { recursive: true })
  await root.getDirectoryHandle('.git', { create: true })
})
for (const file of files) {
  const b64 = (await readFile(file)).toString('base64')
  await page.evaluate(async ({ path, b64 }) => {
    let dir = await navigator.storage.getDirectory()
    const parts = path.split('/')
    for (const part of parts.slice(0, -1)) dir = await dir.getDirectoryHandle(part, { create: true })
    const handle = await dir.getFileHandle(parts.at(-1), { create: true })
    const w = await handle.createWritable()
    await w.write(Uint8Array.from(atob(b64), (c) => c.charCodeAt(0)))
    await w.close()
  }, { path: file, b64 })
}
await page.waitForTimeout(1500)
await page.screenshot({ path: '/work/shots-48/explore-signin.png' })
console.log(await page.locator('body').innerText())
await page.getByRole('button', { name: /local repository/i }).click()
await page.waitForTimeout(3000)
await page.screenshot({ path: '/work/shots-48/explore-list.png' })
console.log('---\n', (await page.locator('body').innerText()).slice(0, 1500))
await page.getByRole('button', { name: 'New' }).click()
await page.waitForTimeout(2500)
await page.screenshot({ path: '/work/shots-48/explore-new.png', fullPage: false })
const title = page.getByRole('textbox', { name: 'Title' }).first()
await title.click()
await page.keyboard.type('Salt and Glass', { delay: 30 })
await page.waitForTimeout(3000)
console.log('STORES', await page.evaluate(async () => { const out = []; for (const { name, version } of await indexedDB.databases()) { out.push([name, version]) } return JSON.stringify(out) }))
await page.reload()
await page.waitForTimeout(3000)
console.log('AFTER RELOAD', (await page.locator('body').innerText()).slice(0, 300))
await page.getByRole('button', { name: 'Create New Entry' }).click().catch((e) => console.log(e.message))
await page.waitForTimeout(2000)
console.log('DIALOGS', await page.getByRole('dialog').allInnerTexts())
await browser.close()

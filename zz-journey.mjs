import { chromium } from '@playwright/test'
import { readFileSync, readdirSync } from 'node:fs'
function treeCpu(root) {
  const procs = {}
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue
    try {
      const st = readFileSync(`/proc/${pid}/stat`, 'utf8')
      const parts = st.slice(st.lastIndexOf(')') + 2).split(' ')
      procs[pid] = { ppid: parts[1], t: (+parts[11] + +parts[12] + +parts[13] + +parts[14]) / 100, cmd: readFileSync(`/proc/${pid}/cmdline`, 'utf8') }
    } catch {}
  }
  const out = { all: 0, gpu: 0, renderer: 0 }
  for (const [pid, p] of Object.entries(procs)) {
    let cur = pid
    while (cur && cur !== '0' && cur !== '1') { if (cur === String(root)) { out.all += p.t; if (p.cmd.includes('gpu-process')) out.gpu += p.t; if (p.cmd.includes('type=renderer')) out.renderer += p.t; break } cur = procs[cur]?.ppid }
  }
  return out
}
const base = ['--disable-background-networking','--disable-component-update','--disable-sync','--disable-quic','--no-first-run']
const variants = JSON.parse(process.argv[2])
const url = 'http://127.0.0.1:8797'
const results = {}
for (let round = 0; round < 3; round++) for (const [name, extra] of Object.entries(variants)) {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium-headless-shell', args: [...base, ...extra] })
  const t0 = Date.now()
  const before = treeCpu(process.pid)
  for (let i = 0; i < 4; i++) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 720 } })
    const page = await context.newPage()
    await page.goto(url + '/')
    await page.getByRole('link', { name: 'View our projects' }).first().click()
    await page.waitForURL(/projects/)
    await page.locator('main a[href*="project="]').first().click()
    await page.getByRole('dialog').waitFor()
    await page.keyboard.press('Escape')
    await page.goto(url + '/es#contact')
    await page.getByRole('textbox').first().fill('Ada')
    await context.close()
  }
  const after = treeCpu(process.pid)
  await browser.close()
  ;(results[name] ??= []).push({ all: after.all - before.all, gpu: after.gpu - before.gpu, wall: (Date.now() - t0) / 1000 })
}
for (const [k, v] of Object.entries(results)) {
  const med = (key) => v.map((x) => x[key]).sort((a, b) => a - b)[1].toFixed(1)
  console.log(k.padEnd(14), 'cpu', v.map((x) => x.all.toFixed(1)).join(' '), 'median', med('all'), 'gpu', med('gpu'), 'wall', med('wall'))
}

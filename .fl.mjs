import { chromium } from '@playwright/test'
import { gzipSync } from 'node:zlib'
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--disable-background-networking','--disable-component-update','--disable-sync','--disable-quic'] })
const page = await browser.newPage()
const rows = []
page.on('response', async (r) => { const t = r.request().resourceType(); if (t === 'script') { try { rows.push([r.url().split('/').pop(), gzipSync(await r.body()).length]) } catch {} } })
await page.goto(process.argv[2] ?? 'http://127.0.0.1:8787/')
await page.waitForFunction(() => document.documentElement.dataset.ready === 'true')
await page.waitForLoadState('networkidle')
rows.sort((a,b)=>b[1]-a[1]); let total=0
for (const [n,s] of rows) { total+=s; console.log((s/1024).toFixed(1).padStart(7), n) }
console.log('total', (total/1024).toFixed(1))
await browser.close()

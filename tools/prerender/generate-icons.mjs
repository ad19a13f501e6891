// Regenerates the favicon set in public/icons from the logo mark: `node tools/prerender/generate-icons.mjs`.
// The outputs are committed; the build does not run this.
import { mkdir, writeFile } from 'node:fs/promises'
import sharp from 'sharp'

const mark = (padding) => `
<svg xmlns="http://www.w3.org/2000/svg" viewBox="${-padding} ${-padding} ${64 + padding * 2} ${64 + padding * 2}">
  <rect x="${-padding}" y="${-padding}" width="${64 + padding * 2}" height="${64 + padding * 2}" fill="#0b0b10"/>
  <rect width="64" height="64" rx="14" fill="#1e1e2a"/>
  <path d="M18 16v20a14 14 0 0 0 28 0V16" fill="none" stroke="#c4b5fd" stroke-width="7" stroke-linecap="round"/>
  <circle cx="46" cy="16" r="4" fill="#f0abfc"/>
</svg>`

await mkdir('public/icons', { recursive: true })
const outputs = [
  ['public/icons/icon-192.png', 192, 4],
  ['public/icons/icon-512.png', 512, 4],
  ['public/icons/icon-maskable-512.png', 512, 16],
  ['public/icons/apple-touch-icon.png', 180, 8],
  ['public/icons/favicon-32.png', 32, 0],
]
for (const [file, size, padding] of outputs) {
  await writeFile(
    file,
    await sharp(Buffer.from(mark(padding)))
      .resize(size, size)
      .png({ compressionLevel: 9 })
      .toBuffer(),
  )
  console.log('wrote', file)
}

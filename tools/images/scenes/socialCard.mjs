// The 1200×630 social card: brand name and tagline over the studio's violet glow.
import { blur, circle, linear, path, rect, svgDocument } from './svg.mjs'

const CARD = { width: 1200, height: 630 }

export const escape = (text) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/** The studio mark from `src/components/Logo.tsx`, drawn at `size` px. */
export function mark(x, y, size) {
  const scale = size / 64
  return `<g transform="translate(${x} ${y}) scale(${scale})">${rect(0, 0, 64, 64, { rx: 14, fill: '#1e1e2a' })}${path('M18 16v20a14 14 0 0 0 28 0V16', { fill: 'none', stroke: '#c4b5fd', 'stroke-width': 7, 'stroke-linecap': 'round' })}${circle(46, 16, 4, { fill: '#f0abfc' })}</g>`
}

/** Where the three project thumbnails sit, fanned out on the right: x, y, rotation. */
const FAN = [
  [840, 70, 7],
  [690, 190, -5],
  [870, 330, 3],
]

function thumbnail(href, [x, y, angle]) {
  const [w, h] = [300, 225]
  const clip = `clip-${x}`
  return `<g transform="rotate(${angle} ${x + w / 2} ${y + h / 2})"><clipPath id="${clip}">${rect(x, y, w, h, { rx: 18 })}</clipPath>${rect(x + 6, y + 16, w, h, { rx: 18, fill: '#000', opacity: 0.55, filter: 'url(#shadow)' })}<image href="${href}" x="${x}" y="${y}" width="${w}" height="${h}" clip-path="url(#${clip})"/>${rect(x, y, w, h, { rx: 18, fill: 'none', stroke: '#ffffff', 'stroke-opacity': 0.22, 'stroke-width': 2 })}</g>`
}

/** `thumbnails`: three image data URIs (4:3), drawn as a fan of cards beside the words. */
export function socialCard({ brand, tagline, eyebrow, thumbnails }) {
  const { width, height } = CARD
  const defs = [
    linear(
      'bg',
      [
        [0, '#0b0b10'],
        [1, '#151022'],
      ],
      { x1: 0, y1: 0, x2: 1, y2: 1 },
    ),
    blur('aura', 90),
    blur('shadow', 14),
  ]
  const font = "font-family=\"'DejaVu Sans', 'Liberation Sans', sans-serif\""
  const body = [
    rect(0, 0, width, height, { fill: 'url(#bg)' }),
    circle(260, 560, 260, { fill: '#7c3aed', opacity: 0.45, filter: 'url(#aura)' }),
    circle(980, 120, 240, { fill: '#db2777', opacity: 0.3, filter: 'url(#aura)' }),
    circle(1040, 560, 200, { fill: '#0891b2', opacity: 0.3, filter: 'url(#aura)' }),
    mark(72, 72, 72),
    `<text x="164" y="124" ${font} font-size="34" font-weight="700" fill="#f4f4f7">${escape(brand)}</text>`,
    `<text x="72" y="300" ${font} font-size="24" font-weight="700" letter-spacing="3" fill="#c4b5fd">${escape(eyebrow.toUpperCase())}</text>`,
    ...wrap(tagline, 16).map(
      (lineText, index) =>
        `<text x="72" y="${372 + index * 68}" ${font} font-size="56" font-weight="700" fill="#f4f4f7">${escape(lineText)}</text>`,
    ),
    rect(72, 540, 120, 6, { rx: 3, fill: '#f0abfc' }),
    ...thumbnails.map((href, index) => thumbnail(href, FAN[index])),
  ]
  return svgDocument(width, height, defs, body)
}

/** Breaks text into lines of at most `max` characters, on spaces. */
export function wrap(text, max) {
  const lines = []
  let current = ''
  for (const word of text.split(' ')) {
    if (current && `${current} ${word}`.length > max) {
      lines.push(current)
      current = word
    } else current = current ? `${current} ${word}` : word
  }
  if (current) lines.push(current)
  return lines
}

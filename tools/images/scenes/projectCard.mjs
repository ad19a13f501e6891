// A project's 1200×630 share card: its picture, its category and title, and the studio's mark.
import { escape, mark, wrap } from './socialCard.mjs'
import { linear, rect, svgDocument } from './svg.mjs'

const PROJECT_CARD = { width: 1200, height: 630 }

/** `picture`: the project's picture as a data URI, already cut to the card's 1200×630. */
export function projectCard({ brand, category, title, picture }) {
  const { width, height } = PROJECT_CARD
  const defs = [
    linear(
      'shade',
      [
        [0, '#0b0b10', 0.92],
        [0.55, '#0b0b10', 0.55],
        [1, '#0b0b10', 0.05],
      ],
      { x1: 0, y1: 0, x2: 1, y2: 0 },
    ),
  ]
  const font = "font-family=\"'DejaVu Sans', 'Liberation Sans', sans-serif\""
  const lines = wrap(title, 18).slice(0, 3)
  const top = 420 - (lines.length - 1) * 72
  const body = [
    `<image href="${picture}" x="0" y="0" width="${width}" height="${height}" preserveAspectRatio="xMidYMid slice"/>`,
    rect(0, 0, width, height, { fill: 'url(#shade)' }),
    mark(72, 64, 64),
    `<text x="156" y="108" ${font} font-size="32" font-weight="700" fill="#f4f4f7">${escape(brand)}</text>`,
    `<text x="72" y="${top - 64}" ${font} font-size="26" font-weight="700" letter-spacing="3" fill="#c4b5fd">${escape(category.toUpperCase())}</text>`,
    ...lines.map(
      (text, index) =>
        `<text x="72" y="${top + index * 72}" ${font} font-size="64" font-weight="700" fill="#f4f4f7">${escape(text)}</text>`,
    ),
    rect(72, 530, 120, 6, { rx: 3, fill: '#f0abfc' }),
  ]
  return svgDocument(width, height, defs, body)
}

/** Small helpers shared by the scene builders. Output is plain SVG text, rasterised by sharp. */

/** A project's scene, in its units: 4:3, its cover, original, gallery and loop drawn from it. */
export const SCENE = { width: 1200, height: 900 }

/** A seeded random generator (mulberry32), so every run draws the same picture. */
export function random(seed) {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const round = (value) => Math.round(value * 10) / 10

/** `{ fill: 'red', 'stroke-width': 2 }` → ` fill="red" stroke-width="2"` */
function attrs(values = {}) {
  return Object.entries(values)
    .filter(([, value]) => value !== undefined && value !== null)
    .map(([name, value]) => ` ${name}="${typeof value === 'number' ? round(value) : value}"`)
    .join('')
}

export const polygon = (points, values) =>
  `<polygon points="${points.map(([x, y]) => `${round(x)},${round(y)}`).join(' ')}"${attrs(values)}/>`

export const rect = (x, y, width, height, values) =>
  `<rect${attrs({ x, y, width, height, ...values })}/>`

export const circle = (cx, cy, r, values) => `<circle${attrs({ cx, cy, r, ...values })}/>`

export const ellipse = (cx, cy, rx, ry, values) =>
  `<ellipse${attrs({ cx, cy, rx, ry, ...values })}/>`

export const line = (x1, y1, x2, y2, values) => `<line${attrs({ x1, y1, x2, y2, ...values })}/>`

export const path = (d, values) => `<path d="${d}"${attrs(values)}/>`

export const group = (children, values) => `<g${attrs(values)}>${children.join('')}</g>`

/** Linear gradient from top to bottom (or along x1..y2) with `[offset, color, opacity?]` stops. */
export function linear(id, stops, { x1 = 0, y1 = 0, x2 = 0, y2 = 1 } = {}) {
  const body = stops
    .map(
      ([offset, color, opacity = 1]) =>
        `<stop offset="${offset}" stop-color="${color}" stop-opacity="${opacity}"/>`,
    )
    .join('')
  return `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${body}</linearGradient>`
}

export function radial(id, stops, { cx = 0.5, cy = 0.5, r = 0.5 } = {}) {
  const body = stops
    .map(
      ([offset, color, opacity = 1]) =>
        `<stop offset="${offset}" stop-color="${color}" stop-opacity="${opacity}"/>`,
    )
    .join('')
  return `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}">${body}</radialGradient>`
}

/** A Gaussian blur filter; `glow` keeps the sharp source on top of its blurred halo. */
export function blur(id, deviation, { glow = false } = {}) {
  const merge = glow
    ? '<feMerge><feMergeNode in="halo"/><feMergeNode in="SourceGraphic"/></feMerge>'
    : ''
  return `<filter id="${id}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${deviation}"${glow ? ' result="halo"' : ''}/>${merge}</filter>`
}

export function svgDocument(width, height, defs, body) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs>${defs.join('')}</defs>${body.join('')}</svg>`
}

/** A pinhole camera: world (x right, y down, z forward) to screen. */
export function camera({ cx, cy, focal }) {
  return ([x, y, z]) => [cx + (focal * x) / z, cy + (focal * y) / z]
}

// Lumen Serum: an amber dropper bottle, drawn twice in the same place. `packshot` is the
// client's own studio shot on a plain backdrop (the project's original); `scene` is the AI
// result, the same bottle on a stone ledge above still water at sunrise (its cover).
import {
  blur,
  circle,
  ellipse,
  group,
  line,
  linear,
  path,
  polygon,
  radial,
  random,
  rect,
  SCENE,
  svgDocument,
} from './svg.mjs'

const { width: W, height: H } = SCENE
/** The bottle's centre line and the ledge it stands on, the same in both pictures. */
const X = 600
const BASE = 712
const HORIZON = 560

const font = "font-family=\"'DejaVu Sans', 'Liberation Sans', sans-serif\""

/** The bottle: glass, label, collar, cap and bulb. `warm` adds the sunrise's rim light. */
function bottle(warm) {
  const glass = path(
    `M${X - 80} ${BASE - 18}V452C${X - 80} 418 ${X - 58} 404 ${X - 32} 398V372H${X + 32}V398C${X + 58} 404 ${X + 80} 418 ${X + 80} 452V${BASE - 18}Q${X + 80} ${BASE} ${X + 62} ${BASE}H${X - 62}Q${X - 80} ${BASE} ${X - 80} ${BASE - 18}Z`,
    { fill: 'url(#glass)' },
  )
  return group([
    glass,
    // The serum inside, a shade deeper, to the shoulder.
    path(
      `M${X - 72} ${BASE - 20}V470Q${X} 458 ${X + 72} 470V${BASE - 20}Q${X + 72} ${BASE - 8} ${X + 58} ${BASE - 8}H${X - 58}Q${X - 72} ${BASE - 8} ${X - 72} ${BASE - 20}Z`,
      { fill: '#6b2f08', opacity: 0.45 },
    ),
    rect(X - 62, 446, 16, 250, { rx: 8, fill: '#fff', opacity: 0.32 }),
    rect(X + 52, 470, 8, 210, {
      rx: 4,
      fill: warm ? '#ffd27a' : '#fff',
      opacity: warm ? 0.7 : 0.2,
    }),
    rect(X - 66, 520, 132, 124, { rx: 4, fill: '#f6efe4' }),
    line(X - 46, 596, X + 46, 596, { stroke: '#b88a5a', 'stroke-width': 1.5 }),
    `<text x="${X}" y="572" ${font} font-size="26" font-weight="700" letter-spacing="4" text-anchor="middle" fill="#3b2414">LUMEN</text>`,
    `<text x="${X}" y="624" ${font} font-size="11" letter-spacing="2" text-anchor="middle" fill="#7a5636">RENEWAL SERUM</text>`,
    rect(X - 36, 356, 72, 22, { rx: 3, fill: 'url(#gold)' }),
    rect(X - 40, 292, 80, 68, { rx: 8, fill: '#1d1a19' }),
    rect(X - 30, 298, 10, 56, { rx: 5, fill: '#fff', opacity: 0.18 }),
    path(
      `M${X - 26} 296C${X - 30} 236 ${X - 22} 214 ${X} 214C${X + 22} 214 ${X + 30} 236 ${X + 26} 296Z`,
      {
        fill: '#2a2624',
      },
    ),
    ellipse(X - 10, 246, 5, 22, { fill: '#fff', opacity: 0.16 }),
  ])
}

/** The client's packshot: the bottle on a seamless grey backdrop, lit from the left. */
function packshot() {
  return [
    rect(0, 0, W, H, { fill: 'url(#backdrop)' }),
    rect(0, 640, W, 260, { fill: 'url(#floor)' }),
    ellipse(X + 8, BASE + 4, 120, 14, { fill: '#000', opacity: 0.28, filter: 'url(#soft)' }),
  ]
}

/** Ripples on the water: short warm strokes, denser under the sun. */
function glitter(rand) {
  const strokes = []
  for (let i = 0; i < 120; i += 1) {
    const t = rand()
    const y = HORIZON + 6 + t * t * 330
    const x = 880 + (rand() - 0.5) * (80 + (y - HORIZON) * 1.6)
    const length = 8 + rand() * 24
    strokes.push(
      line(x, y, x + length, y, {
        stroke: '#ffe3a8',
        'stroke-width': 1 + t * 2,
        'stroke-linecap': 'round',
        opacity: (0.3 + rand() * 0.5).toFixed(2),
      }),
    )
  }
  return group(strokes)
}

/** Fern fronds out of focus at the frame's edges. */
function fronds(rand) {
  const leaves = []
  for (let i = 0; i < 18; i += 1) {
    const left = i % 2 === 0
    const x = left ? rand() * 190 : W - rand() * 190
    const y = 80 + rand() * 620
    const r = 40 + rand() * 70
    leaves.push(
      ellipse(x, y, r, r * 0.38, {
        fill: rand() > 0.5 ? '#3f6b3a' : '#5f8a45',
        opacity: 0.75,
        transform: `rotate(${(left ? 1 : -1) * (20 + rand() * 40)} ${x} ${y})`,
      }),
    )
  }
  return group(leaves, { filter: 'url(#bokeh)' })
}

/** The AI's scene: a stone ledge above a still lake at sunrise, ferns framing it. */
function scene() {
  const rand = random(49)
  return [
    rect(0, 0, W, HORIZON + 2, { fill: 'url(#sky)' }),
    circle(880, 470, 200, { fill: '#ffc46b', opacity: 0.5, filter: 'url(#glow)' }),
    circle(880, 470, 42, { fill: '#fff3cf' }),
    path(`M0 ${HORIZON}C180 470 330 500 470 ${HORIZON - 40}C600 490 700 520 820 ${HORIZON}Z`, {
      fill: '#6f5a86',
      opacity: 0.7,
    }),
    path(`M640 ${HORIZON}C800 500 980 520 1200 480V${HORIZON}Z`, {
      fill: '#866a8f',
      opacity: 0.55,
    }),
    rect(0, HORIZON, W, H - HORIZON, { fill: 'url(#lake)' }),
    glitter(rand),
    polygon(
      [
        [250, BASE - 6],
        [960, BASE - 14],
        [1010, 900],
        [200, 900],
      ],
      { fill: 'url(#stone)' },
    ),
    ellipse(605, BASE - 8, 360, 20, { fill: '#b59a83' }),
    // The bottle's long shadow, away from the sun.
    polygon(
      [
        [X - 70, BASE - 6],
        [X + 60, BASE - 6],
        [X - 260, BASE + 8],
        [X - 330, BASE + 4],
      ],
      { fill: '#3a2a22', opacity: 0.35, filter: 'url(#soft)' },
    ),
    fronds(rand),
    ellipse(880, 470, 900, 700, { fill: 'url(#warm)' }),
  ]
}

/** The picture: `packshot` (the original) or `scene` (the AI result), 1200 × 900. */
export function lumenSerum({ setting = 'scene' } = {}) {
  const warm = setting === 'scene'
  const defs = [
    linear('backdrop', [
      [0, '#f5f3f0'],
      [1, '#dedad4'],
    ]),
    linear('floor', [
      [0, '#dedad4'],
      [1, '#ecebe8'],
    ]),
    linear('sky', [
      [0, '#3b4a6b'],
      [0.55, '#e59a6a'],
      [1, '#fbd9a0'],
    ]),
    linear('lake', [
      [0, '#f3c38e'],
      [0.35, '#8c7a9a'],
      [1, '#2f3550'],
    ]),
    linear('stone', [
      [0, '#a88d77'],
      [1, '#5d4a3f'],
    ]),
    linear(
      'glass',
      warm
        ? [
            [0, '#7a3a0c'],
            [0.45, '#c26a1c'],
            [1, '#e89a3c'],
          ]
        : [
            [0, '#7a3a0c'],
            [0.5, '#b0601a'],
            [1, '#8a4512'],
          ],
      { x1: 0, y1: 0, x2: 1, y2: 0 },
    ),
    linear(
      'gold',
      [
        [0, '#8a6a2c'],
        [0.5, '#e8cf8a'],
        [1, '#8a6a2c'],
      ],
      { x1: 0, y1: 0, x2: 1, y2: 0 },
    ),
    radial('warm', [
      [0, '#ffb45e', 0.2],
      [1, '#ffb45e', 0],
    ]),
    blur('soft', 8),
    blur('glow', 50),
    blur('bokeh', 9),
  ]
  return svgDocument(W, H, defs, [...(warm ? scene() : packshot()), bottle(warm)])
}

// Casa Marea: white terraced houses above a turquoise beach at golden hour.
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
const HORIZON = 420
const SUN = [905, 392]

/** The hillside's sea-facing edge, top to bottom. */
const EDGE = [
  [0, 235],
  [210, 262],
  [390, 335],
  [530, 430],
  [650, 530],
  [730, 660],
  [790, 900],
]

function edgeX(y) {
  for (let i = 1; i < EDGE.length; i += 1) {
    const [x0, y0] = EDGE[i - 1]
    const [x1, y1] = EDGE[i]
    if (y <= y1) return x0 + ((x1 - x0) * (y - y0)) / (y1 - y0)
  }
  return EDGE[EDGE.length - 1][0]
}

function glitter(rand) {
  const strokes = []
  for (let i = 0; i < 150; i += 1) {
    const t = rand()
    const y = HORIZON + 4 + t * t * 420
    const spread = 20 + (y - HORIZON) * 0.55
    const x = SUN[0] + (rand() - 0.5) * 2 * spread
    const length = 6 + rand() * (10 + (y - HORIZON) * 0.08)
    strokes.push(
      line(x, y, x + length, y, {
        stroke: '#fff1c4',
        'stroke-width': 1 + t * 2,
        'stroke-linecap': 'round',
        opacity: (0.35 + rand() * 0.5).toFixed(2),
      }),
    )
  }
  return group(strokes)
}

function house(x, base, width, rand) {
  const height = 40 + rand() * 34
  const depth = 14 + rand() * 10
  const top = base - height
  const parts = [
    polygon(
      [
        [x - 26, base + 6],
        [x + width - 20, base + 6],
        [x + width, base],
        [x, base],
      ],
      { fill: '#6b4f7a', opacity: 0.35 },
    ),
    rect(x, top, width, height, { fill: 'url(#front)' }),
    polygon(
      [
        [x + width, top],
        [x + width + depth, top - depth * 0.45],
        [x + width + depth, base - depth * 0.45],
        [x + width, base],
      ],
      { fill: 'url(#side)' },
    ),
    polygon(
      [
        [x, top],
        [x + width, top],
        [x + width + depth, top - depth * 0.45],
        [x + depth, top - depth * 0.45],
      ],
      { fill: '#fffaf1' },
    ),
    rect(x, top - 3, width, 3, { fill: '#fffdf7' }),
  ]
  const windows = 1 + Math.floor(rand() * 3)
  for (let i = 0; i < windows; i += 1) {
    const wx = x + 10 + i * ((width - 20) / windows)
    const wide = rand() < 0.4
    parts.push(
      rect(wx, top + 12, wide ? 22 : 12, height - 24, { fill: '#24485c', rx: wide ? 1 : 6 }),
    )
  }
  if (rand() < 0.45) {
    parts.push(rect(x + 4, base - 2, width * 0.6, 7, { fill: '#4fd6d0' }))
    parts.push(rect(x + 4, base - 2, width * 0.6, 2, { fill: '#b8fff6' }))
  }
  if (rand() < 0.5) {
    parts.push(rect(x + width * 0.1, top - 13, width * 0.8, 10, { fill: '#bdf3ff', opacity: 0.45 }))
  }
  return group(parts)
}

function terraces(rand) {
  const rows = []
  for (let base = 300; base < 900; base += 78) {
    const limit = edgeX(base) - 24
    const row = []
    let x = -50 + rand() * 60
    while (true) {
      const width = 64 + rand() * 56
      if (x + width > limit) break
      if (rand() < 0.7)
        row.push(ellipse(x - 16, base - 14, 12, 34, { fill: '#3f5b35', filter: 'url(#leaf)' }))
      row.push(house(x, base, width, rand))
      x += width + 30 + rand() * 70
    }
    rows.push(group(row))
  }
  return rows
}

function palm(x, y, scale) {
  const fronds = [-150, -120, -80, -40, -10, 20].map((angle) =>
    path('M0 0c30-18 62-14 88 8c-30-8-58-8-88-8z', {
      transform: `rotate(${angle})`,
      fill: '#2f4a2c',
    }),
  )
  return group(
    [
      path('M0 0c-8 60-4 120 12 180', { stroke: '#5b4330', 'stroke-width': 9, fill: 'none' }),
      ...fronds,
    ],
    { transform: `translate(${x} ${y}) scale(${scale})` },
  )
}

export function casaMarea() {
  const rand = random(21)
  const defs = [
    linear('sky', [
      [0, '#4a5b98'],
      [0.45, '#c58ea8'],
      [0.82, '#f5ae7a'],
      [1, '#ffd99c'],
    ]),
    linear('sea', [
      [0, '#8fdccf'],
      [0.25, '#2cbcb8'],
      [1, '#0b7f93'],
    ]),
    linear(
      'hill',
      [
        [0, '#d6a46a'],
        [1, '#8d6a48'],
      ],
      { x1: 1, y1: 0, x2: 0, y2: 1 },
    ),
    linear('sand', [
      [0, '#f8dcae'],
      [1, '#e2b37b'],
    ]),
    linear('front', [
      [0, '#f3e2d6'],
      [1, '#dcc4c0'],
    ]),
    linear('side', [
      [0, '#fff3d6'],
      [1, '#ffd9a0'],
    ]),
    radial('warm', [
      [0, '#ffb45e', 0.22],
      [1, '#ffb45e', 0],
    ]),
    blur('sunGlow', 45),
    blur('mist', 18),
    blur('leaf', 4),
  ]
  const body = [
    rect(0, 0, W, HORIZON + 2, { fill: 'url(#sky)' }),
    circle(SUN[0], SUN[1], 170, { fill: '#ffc46b', opacity: 0.55, filter: 'url(#sunGlow)' }),
    circle(SUN[0], SUN[1], 36, { fill: '#fff4cf' }),
    path('M960 422c60-26 140-46 240-52v52z', { fill: '#8b6f9f', opacity: 0.75 }),
    rect(0, HORIZON, W, H - HORIZON, { fill: 'url(#sea)' }),
    ellipse(SUN[0], HORIZON + 10, 220, 14, {
      fill: '#ffe2a0',
      opacity: 0.55,
      filter: 'url(#mist)',
    }),
    glitter(rand),
    path('M690 900C760 770 900 712 1200 700V900Z', { fill: '#9ff0df', opacity: 0.85 }),
    path('M720 900C790 790 930 738 1200 728V900Z', { fill: 'url(#sand)' }),
    path('M700 880C770 770 905 716 1200 708', {
      fill: 'none',
      stroke: '#ffffff',
      'stroke-width': 4,
      opacity: 0.8,
    }),
    path('M742 860C810 780 930 742 1200 736', {
      fill: 'none',
      stroke: '#ffffff',
      'stroke-width': 2,
      opacity: 0.5,
    }),
    path(`M0 900V${EDGE.map(([x, y]) => `${x} ${y}`).join('L')}Z`.replace('V0 235L', 'L0 235L'), {
      fill: 'url(#hill)',
    }),
    ...terraces(rand),
    palm(1040, 560, 0.9),
    palm(1120, 590, 0.75),
    ellipse(SUN[0], SUN[1], 900, 700, { fill: 'url(#warm)' }),
  ]
  return svgDocument(W, H, defs, body)
}

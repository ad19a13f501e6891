// Neon Requiem: a figure in a glowing violet coat on a rain-soaked street between neon signs.
import {
  blur,
  camera,
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
const project = camera({ cx: 600, cy: 470, focal: 700 })
const FLOOR = 3
const WALL = 6

/** A quad on a side wall (x fixed) between depths z0..z1 and heights y0..y1. */
const wallQuad = (x, z0, z1, y0, y1) =>
  [
    [x, y0, z0],
    [x, y0, z1],
    [x, y1, z1],
    [x, y1, z0],
  ].map(project)

function buildings(side, rand) {
  const x = side * WALL
  const parts = []
  let z = 2
  while (z < 70) {
    const depth = 6 + rand() * 10
    const top = -(14 + rand() * 22)
    const shade = ['#120a24', '#160c2c', '#1b0f33', '#100820'][Math.floor(rand() * 4)]
    parts.push(polygon(wallQuad(x, z, z + depth, top, FLOOR), { fill: shade }))
    for (let wz = Math.max(z, 5) + 0.6; wz < z + depth - 1.2; wz += 2.1) {
      for (let wy = top + 1.4; wy < -1.5; wy += 2.3) {
        const roll = rand()
        if (roll > 0.42) continue
        const fill = roll < 0.06 ? '#ff5fd2' : roll < 0.13 ? '#5ee7ff' : '#ffb86b'
        parts.push(
          polygon(wallQuad(x, wz, wz + 1.1, wy, wy + 1.3), {
            fill,
            opacity: (0.25 + rand() * 0.45).toFixed(2),
          }),
        )
      }
    }
    z += depth
  }
  return group(parts)
}

function skyline(rand) {
  const parts = []
  for (let x = 470; x < 740; x += 14 + rand() * 22) {
    const height = 60 + rand() * 170
    parts.push(rect(x, 498 - height, 18 + rand() * 26, height, { fill: '#221340' }))
  }
  return group(parts, { opacity: 0.85 })
}

/** A neon sign facing the camera at depth z, sticking out of a wall. */
function sign({ x0, x1, y0, y1, z, color, bars }) {
  const [left, top] = project([x0, y0, z])
  const [right, bottom] = project([x1, y1, z])
  const width = right - left
  const height = bottom - top
  const strokes = bars.map(([a, b, c, d]) =>
    line(left + a * width, top + b * height, left + c * width, top + d * height, {
      stroke: color,
      'stroke-width': 5,
      'stroke-linecap': 'round',
    }),
  )
  return {
    body: group(
      [
        rect(left, top, width, height, {
          fill: '#0c0618',
          stroke: color,
          'stroke-width': 4,
          rx: 6,
        }),
        ...strokes,
      ],
      { filter: 'url(#glow)' },
    ),
    reflection: rect(left + width * 0.2, 600, width * 0.6, 300, {
      fill: color,
      opacity: 0.3,
      filter: 'url(#soft)',
    }),
  }
}

const HEAD = 'M-17 22a17 19 0 1 0 34 0a17 19 0 1 0 -34 0z'
const COAT =
  'M-9 42L9 42L12 53C26 55 40 58 44 63C48 69 50 77 51 85L63 250C51 256 33 258 17 258' +
  'L16 330L5 330L4 258L-4 258L-5 330L-16 330L-17 258C-33 258 -51 256 -63 250' +
  'L-51 85C-50 77 -48 69 -44 63C-40 58 -26 55 -12 53Z'

function figure() {
  const transform = 'translate(640 600) scale(0.76)'
  const mirrored = 'translate(640 1102) scale(0.76 -0.76)'
  return [
    ellipse(640, 760, 190, 260, { fill: '#7c3aed', opacity: 0.28, filter: 'url(#fog)' }),
    ellipse(640, 852, 130, 26, { fill: '#a855f7', opacity: 0.45, filter: 'url(#soft)' }),
    path(COAT, { transform: mirrored, fill: '#8b5cf6', opacity: 0.4, filter: 'url(#soft)' }),
    path(COAT, { transform, fill: '#c084fc', opacity: 0.85, filter: 'url(#haze)' }),
    path(COAT, { transform, fill: 'url(#coat)', stroke: '#f3e8ff', 'stroke-width': 2.5 }),
    path(HEAD, { transform, fill: '#12081f', stroke: '#e9d5ff', 'stroke-width': 2.5 }),
  ]
}

function rain(rand) {
  const drops = []
  for (let i = 0; i < 320; i += 1) {
    const x = rand() * (W + 200) - 100
    const y = rand() * H
    const length = 18 + rand() * 40
    drops.push(
      line(x, y, x - length * 0.18, y + length, {
        stroke: '#dbeafe',
        'stroke-width': rand() < 0.2 ? 1.6 : 1,
        opacity: (0.08 + rand() * 0.28).toFixed(2),
      }),
    )
  }
  for (let i = 0; i < 60; i += 1) {
    const x = rand() * W
    const y = 620 + rand() * 280
    drops.push(
      ellipse(x, y, 6 + rand() * 10, 1.5, { fill: 'none', stroke: '#c4b5fd', opacity: 0.25 }),
    )
  }
  return group(drops)
}

/** Abstract glyphs for the signs, as strokes in the sign's unit box. */
const GLYPHS = {
  tall: [
    [0.28, 0.12, 0.72, 0.12],
    [0.5, 0.12, 0.5, 0.42],
    [0.28, 0.3, 0.72, 0.3],
    [0.3, 0.55, 0.7, 0.55],
    [0.3, 0.55, 0.3, 0.88],
    [0.7, 0.55, 0.7, 0.88],
    [0.3, 0.88, 0.7, 0.88],
  ],
  wide: [
    [0.1, 0.5, 0.34, 0.5],
    [0.44, 0.28, 0.44, 0.72],
    [0.56, 0.28, 0.7, 0.72],
    [0.78, 0.28, 0.9, 0.28],
    [0.84, 0.28, 0.84, 0.72],
  ],
  thin: [
    [0.5, 0.15, 0.5, 0.45],
    [0.5, 0.6, 0.5, 0.85],
  ],
}

export function neonRequiem() {
  const rand = random(7)
  const signs = [
    sign({ x0: -5.9, x1: -4.3, y0: -5.2, y1: -0.6, z: 8, color: '#ff4fd8', bars: GLYPHS.tall }),
    sign({ x0: 3.4, x1: 5.9, y0: -5.5, y1: -3.8, z: 11, color: '#38e8ff', bars: GLYPHS.wide }),
    sign({ x0: 4.6, x1: 5.8, y0: -9, y1: -4, z: 22, color: '#ff9f43', bars: GLYPHS.thin }),
    sign({ x0: -5.8, x1: -4.8, y0: -8, y1: -4.5, z: 30, color: '#5eead4', bars: GLYPHS.thin }),
    sign({ x0: 4.9, x1: 5.8, y0: -6, y1: -3.5, z: 42, color: '#f472b6', bars: GLYPHS.thin }),
  ]
  const defs = [
    linear('sky', [
      [0, '#05030f'],
      [0.45, '#150a2e'],
      [0.58, '#3b1454'],
    ]),
    linear('street', [
      [0, '#1c0b33'],
      [0.4, '#0d0619'],
      [1, '#05030a'],
    ]),
    linear('coat', [
      [0, '#a78bfa'],
      [0.45, '#7c3aed'],
      [1, '#3b0764'],
    ]),
    radial('horizon', [
      [0, '#c026d3', 0.55],
      [1, '#c026d3', 0],
    ]),
    blur('glow', 6, { glow: true }),
    blur('soft', 14),
    blur('haze', 10),
    blur('fog', 60),
  ]
  const body = [
    rect(0, 0, W, H, { fill: 'url(#sky)' }),
    ellipse(600, 480, 380, 160, { fill: 'url(#horizon)' }),
    skyline(rand),
    polygon(
      [
        [0, 900],
        [1200, 900],
        [1200, 497],
        [0, 497],
      ],
      { fill: 'url(#street)' },
    ),
    buildings(-1, rand),
    buildings(1, rand),
    polygon(
      [
        project([-2.4, FLOOR, 2]),
        project([-2.4, FLOOR, 80]),
        project([-2.2, FLOOR, 80]),
        project([-2.2, FLOOR, 2]),
      ],
      { fill: '#3b1d5e', opacity: 0.6 },
    ),
    polygon(
      [
        project([2.2, FLOOR, 2]),
        project([2.2, FLOOR, 80]),
        project([2.4, FLOOR, 80]),
        project([2.4, FLOOR, 2]),
      ],
      { fill: '#3b1d5e', opacity: 0.6 },
    ),
    ...signs.map((s) => s.reflection),
    ellipse(170, 330, 260, 200, { fill: '#db2777', opacity: 0.22, filter: 'url(#fog)' }),
    ellipse(1040, 420, 240, 180, { fill: '#0891b2', opacity: 0.22, filter: 'url(#fog)' }),
    ...signs.map((s) => s.body),
    ...figure(),
    rain(rand),
  ]
  return svgDocument(W, H, defs, body)
}

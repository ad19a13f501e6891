// Hall of Echoes: a marble museum hall where translucent statues glow in shafts of light.
import {
  blur,
  camera,
  circle,
  ellipse,
  group,
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
const project = camera({ cx: 600, cy: 400, focal: 620 })
const SIDE = 7
const FLOOR = 2.6
const CEILING = -8
const NEAR = 1.2
const BACK = 34

const quad = (points) => points.map(project)

function floorTiles() {
  const tiles = []
  const size = 1.75
  for (let z = NEAR; z < BACK; z += size) {
    for (let x = -SIDE, i = 0; x < SIDE; x += size, i += 1) {
      const dark = (i + Math.round((z - NEAR) / size)) % 2 === 0
      tiles.push(
        polygon(
          quad([
            [x, FLOOR, z],
            [x + size, FLOOR, z],
            [x + size, FLOOR, z + size],
            [x, FLOOR, z + size],
          ]),
          {
            fill: dark ? '#a79d8e' : '#dcd3c4',
          },
        ),
      )
    }
  }
  return group(tiles)
}

function column(side, z) {
  const inner = side * (SIDE - 1.2)
  const outer = side * (SIDE - 0.2)
  const [x0, top] = project([Math.min(inner, outer), CEILING + 0.6, z])
  const [x1, bottom] = project([Math.max(inner, outer), FLOOR, z])
  const width = x1 - x0
  const flutes = [0.25, 0.5, 0.75].map((t) =>
    rect(
      x0 + width * t - width * 0.03,
      top + width * 0.3,
      width * 0.06,
      bottom - top - width * 0.6,
      { fill: '#a89c8a', opacity: 0.5 },
    ),
  )
  return group([
    rect(x0, top, width, bottom - top, { fill: 'url(#column)' }),
    ...flutes,
    rect(x0 - width * 0.12, top - width * 0.05, width * 1.24, width * 0.22, { fill: '#f4ede2' }),
    rect(x0 - width * 0.12, bottom - width * 0.2, width * 1.24, width * 0.2, { fill: '#d9cfbf' }),
  ])
}

function shaft(z) {
  const along = 1.6
  const hit = (y) => -SIDE + (FLOOR - y) / 1.1
  const glowQuad = quad([
    [-SIDE, -7.2, z],
    [-SIDE, -7.2, z + along],
    [hit(-4.6), FLOOR, z + along - 0.6],
    [hit(-4.6), FLOOR, z - 0.6],
  ])
  return group([
    polygon(
      quad([
        [-SIDE, -7.2, z],
        [-SIDE, -7.2, z + along],
        [-SIDE, -4.6, z + along],
        [-SIDE, -4.6, z],
      ]),
      // The nearest window is above the frame; only its beam shows.
      { fill: '#fff6df', opacity: z < 8 ? 0 : 1 },
    ),
    polygon(glowQuad, { fill: 'url(#shaft)', opacity: 0.8, filter: 'url(#beam)' }),
    polygon(
      quad([
        [hit(-7.2), FLOOR, z],
        [hit(-7.2), FLOOR, z + along],
        [hit(-4.6), FLOOR, z + along],
        [hit(-4.6), FLOOR, z],
      ]),
      { fill: '#fff3d6', opacity: 0.55, filter: 'url(#beam)' },
    ),
  ])
}

const FIGURE =
  'M-14 -250C-30 -246 -46 -236 -52 -214L-62 -150C-66 -120 -58 -96 -50 -80L-58 -20C-60 -8 -52 0 -40 0' +
  'L40 0C52 0 60 -8 58 -20L52 -90C62 -110 66 -140 60 -170L52 -214C46 -236 30 -246 14 -250Z' +
  'M-17 -272a17 21 0 1 0 34 0a17 21 0 1 0 -34 0Z'
const BUST =
  'M-20 -92L-18 -78C-50 -74 -70 -60 -72 -30L-72 0L72 0L72 -30C70 -60 50 -74 18 -78L20 -92Z' +
  'M-26 -120a26 32 0 1 0 52 0a26 32 0 1 0 -52 0Z'
const AMPHORA =
  'M-18 -200h36v10c0 8-8 12-8 24c0 14 44 30 44 80c0 40-22 60-30 76h-48c-8-16-30-36-30-76' +
  'c0-50 44-66 44-80c0-12-8-16-8-24z'

/** A translucent statue standing on a marble plinth at world (x, z). */
function statue({ shape, x, z, plinthTop, scale, folds = [] }) {
  const [cx, top] = project([x, plinthTop, z])
  const [left] = project([x - 0.9, FLOOR, z])
  const [, bottom] = project([x, FLOOR, z])
  const half = cx - left
  const transform = `translate(${cx.toFixed(1)} ${top.toFixed(1)}) scale(${scale})`
  return group([
    ellipse(cx, bottom + 6, half * 2.2, half * 0.5, {
      fill: '#67e8f9',
      opacity: 0.35,
      filter: 'url(#pool)',
    }),
    rect(cx - half, top, half * 2, bottom - top, { fill: 'url(#plinth)' }),
    rect(cx - half * 1.1, top - 4, half * 2.2, 6, { fill: '#f6f0e6' }),
    path(shape, { transform, fill: '#67e8f9', opacity: 0.6, filter: 'url(#halo)' }),
    path(shape, { transform, fill: 'url(#ghost)', stroke: '#e0fcff', 'stroke-width': 2.5 / scale }),
    ...folds.map((d) =>
      path(d, {
        transform,
        fill: 'none',
        stroke: '#ecfeff',
        opacity: 0.55,
        'stroke-width': 2 / scale,
      }),
    ),
  ])
}

function dust(rand) {
  const motes = []
  for (let i = 0; i < 90; i += 1) {
    motes.push(
      circle(150 + rand() * 600, 120 + rand() * 520, 0.8 + rand() * 1.8, {
        fill: '#fff7e0',
        opacity: (0.2 + rand() * 0.6).toFixed(2),
      }),
    )
  }
  return group(motes)
}

export function hallOfEchoes() {
  const rand = random(3)
  const defs = [
    linear('ceiling', [
      [0, '#2a241e'],
      [1, '#4a4036'],
    ]),
    linear(
      'leftWall',
      [
        [0, '#4a4137'],
        [1, '#8a7e6d'],
      ],
      { x1: 0, y1: 0, x2: 1, y2: 0 },
    ),
    linear(
      'rightWall',
      [
        [0, '#857968'],
        [1, '#3e362e'],
      ],
      { x1: 0, y1: 0, x2: 1, y2: 0 },
    ),
    linear(
      'column',
      [
        [0, '#c8bcaa'],
        [0.35, '#f3ece0'],
        [1, '#a3967f'],
      ],
      { x1: 0, y1: 0, x2: 1, y2: 0 },
    ),
    linear('plinth', [
      [0, '#efe8dc'],
      [1, '#b8ab97'],
    ]),
    linear('sheen', [
      [0, '#2b241d', 0.55],
      [0.4, '#2b241d', 0],
      [1, '#120f0c', 0.55],
    ]),
    linear('shaft', [
      [0, '#fff7e3', 0.9],
      [1, '#fff7e3', 0.05],
    ]),
    radial('ghost', [
      [0, '#f0feff', 0.7],
      [0.6, '#a5f3fc', 0.35],
      [1, '#22d3ee', 0.15],
    ]),
    radial('door', [
      [0, '#fff1cf'],
      [1, '#fff1cf', 0],
    ]),
    blur('beam', 10),
    blur('halo', 14),
    blur('pool', 16),
    blur('glow', 40),
  ]
  const farFloor = project([0, FLOOR, BACK])[1]
  const body = [
    rect(0, 0, W, H, { fill: '#2a231d' }),
    polygon(
      quad([
        [-SIDE, CEILING, NEAR],
        [SIDE, CEILING, NEAR],
        [SIDE, CEILING, BACK],
        [-SIDE, CEILING, BACK],
      ]),
      { fill: 'url(#ceiling)' },
    ),
    polygon(
      quad([
        [-1.8, CEILING, 3],
        [1.8, CEILING, 3],
        [1.8, CEILING, BACK - 2],
        [-1.8, CEILING, BACK - 2],
      ]),
      { fill: '#fff1d2', opacity: 0.28 },
    ),
    polygon(
      quad([
        [-SIDE, CEILING, BACK],
        [SIDE, CEILING, BACK],
        [SIDE, FLOOR, BACK],
        [-SIDE, FLOOR, BACK],
      ]),
      { fill: '#6f6456' },
    ),
    ellipse(600, farFloor - 40, 90, 110, { fill: 'url(#door)', filter: 'url(#glow)' }),
    polygon(
      quad([
        [-1.4, -2.8, BACK],
        [1.4, -2.8, BACK],
        [1.4, FLOOR, BACK],
        [-1.4, FLOOR, BACK],
      ]),
      { fill: '#ffefcc' },
    ),
    polygon(
      quad([
        [-SIDE, CEILING, NEAR],
        [-SIDE, CEILING, BACK],
        [-SIDE, FLOOR, BACK],
        [-SIDE, FLOOR, NEAR],
      ]),
      { fill: 'url(#leftWall)' },
    ),
    polygon(
      quad([
        [SIDE, CEILING, NEAR],
        [SIDE, CEILING, BACK],
        [SIDE, FLOOR, BACK],
        [SIDE, FLOOR, NEAR],
      ]),
      { fill: 'url(#rightWall)' },
    ),
    floorTiles(),
    rect(0, farFloor, W, H - farFloor, { fill: 'url(#sheen)' }),
    ...[29, 24, 19, 14, 9, 4].flatMap((z) => [column(-1, z), column(1, z)]),
    ...[26.5, 21.5, 16.5, 11.5, 6.5].map(shaft),
    statue({
      shape: FIGURE,
      x: 0,
      z: 10,
      plinthTop: 1.5,
      scale: 0.6,
      folds: [
        'M-30 -200C-20 -150 -30 -90 -20 -20',
        'M10 -210C24 -150 14 -90 24 -20',
        'M-40 -140C-10 -120 20 -120 48 -150',
      ],
    }),
    statue({
      shape: BUST,
      x: -3.7,
      z: 6,
      plinthTop: 0.9,
      scale: 1,
      folds: ['M-50 -40C-20 -60 20 -60 50 -40'],
    }),
    statue({
      shape: AMPHORA,
      x: 3.5,
      z: 7,
      plinthTop: 1.2,
      scale: 0.85,
      folds: [
        'M-36 -110h72',
        'M-40 -70h80',
        'M-24 -190c-30 0-34 40-16 60',
        'M24 -190c30 0 34 40 16 60',
      ],
    }),
    dust(rand),
  ]
  return svgDocument(W, H, defs, body)
}

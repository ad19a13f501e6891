import { mkdir, mkdtemp, readFile, rm, truncate, writeFile } from 'node:fs/promises'
import { join, relative } from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { runFfmpeg } from '../build/ffmpeg'
import { MAX_CLIP_BYTES, MIN_COVER_WIDTH } from './projectFiles'
import { ProjectContentError, readProjects } from './readProjects'

const root = join(process.cwd(), 'node_modules/.cache/project-schema-tests')
let dir = ''
/** The folder as the build's messages name it. */
const shown = (slug: string) => `${relative(process.cwd(), dir)}/${slug}`

const language = (title: string, fields = '') =>
  `---\ntitle: ${title}\ndescription: A short line.\nalt: What the picture shows.\n${fields}---\n\nThe long text.\n`

let cover1600: Buffer
let cover1200: Buffer
let picture800: Buffer
let clip2s: Buffer
let clip13s: Buffer
/** A small clip of `seconds` made by ffmpeg. */
async function clip(seconds: number) {
  const file = join(root, `clip-${seconds}.mp4`)
  const { code, stderr } = await runFfmpeg([
    ...['-y', '-f', 'lavfi', '-i', `testsrc=size=160x120:rate=8:duration=${seconds}`],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', file],
  ])
  expect(code, stderr).toBe(0)
  return readFile(file)
}
beforeAll(async () => {
  const cover = (width: number) =>
    sharp({ create: { width, height: (width * 3) / 4, channels: 3, background: '#336' } })
      .png()
      .toBuffer()
  cover1600 = await cover(MIN_COVER_WIDTH)
  cover1200 = await cover(1200)
  picture800 = await cover(800)
  await mkdir(root, { recursive: true })
  clip2s = await clip(2)
  clip13s = await clip(13)
})
beforeEach(async () => {
  dir = await mkdtemp(join(root, 'content-'))
})
afterAll(() => rm(root, { recursive: true, force: true }))

type Folder = {
  project?: string
  en?: string
  es?: string
  cover?: Buffer | null
  coverName?: string
  /** The files of `gallery/`, by name. */
  gallery?: Record<string, Buffer | string>
  /** Other files, by name: a clip. */
  files?: Record<string, Buffer | string>
}

/** A project folder as the studio writes it; each part may be changed or left out (undefined). */
async function folder(slug: string, parts: Folder = {}) {
  const path = join(dir, slug)
  await mkdir(path, { recursive: true })
  const {
    project = 'type: image\ncategory: commercial\norder: 1\n',
    en = language('Casa Marea'),
    es = language('Casa Marea'),
    cover = cover1600,
    coverName = 'cover.png',
    gallery,
    files = {},
  } = parts
  await writeFile(join(path, 'project.yml'), project)
  await writeFile(join(path, 'en.md'), en)
  await writeFile(join(path, 'es.md'), es)
  if (cover) await writeFile(join(path, coverName), cover)
  for (const [name, content] of Object.entries(files)) await writeFile(join(path, name), content)
  if (gallery) {
    await mkdir(join(path, 'gallery'))
    for (const [name, content] of Object.entries(gallery))
      await writeFile(join(path, 'gallery', name), content)
  }
  return path
}

/** What the build says about the folders: nothing, or each problem. */
async function problems(): Promise<string[]> {
  try {
    await readProjects(dir)
    return []
  } catch (error) {
    if (error instanceof ProjectContentError) return error.problems
    throw error
  }
}

describe('the project folders', () => {
  it('the published ones are valid, in their order, three of them on the home page', async () => {
    const projects = await readProjects()
    expect(projects.map((project) => [project.slug, project.project.featured])).toEqual([
      ['neon-requiem', true],
      ['casa-marea', true],
      ['hall-of-echoes', true],
      ['lumen-serum', false],
    ])
  })

  it('an original, a result and a quote read with their words in each language', async () => {
    const outcome = (words: string) =>
      `originalAlt: The packshot.\nresult: ${words}\nquote:\n  text: Exactly ours.\n  role: Head of brand\n`
    await folder('lumen-serum', {
      project:
        'type: image\ncategory: product-photography\norder: 1\nquote:\n  name: Clara Vidal\n  company: Lumen\n',
      en: language('Lumen', outcome('Ready in four days.')),
      es: language('Lumen', outcome('Listo en cuatro días.')),
      files: { 'original.png': cover1200 },
    })
    const [project] = await readProjects(dir)
    expect(project).toMatchObject({
      originalPath: join(dir, 'lumen-serum/original.png'),
      project: { quote: { name: 'Clara Vidal', company: 'Lumen' } },
      en: { originalAlt: 'The packshot.', result: 'Ready in four days.' },
      es: {
        result: 'Listo en cuatro días.',
        quote: { text: 'Exactly ours.', role: 'Head of brand' },
      },
    })
  })

  it('an outcome with a part missing names each file and field', async () => {
    await folder('lumen-serum', {
      project: 'type: image\ncategory: product-photography\norder: 1\n',
      en: language('Lumen', 'result: Ready.\nquote:\n  text: Ours.\n'),
      files: { 'original.png': picture800 },
    })
    expect(await problems()).toEqual([
      `${shown('lumen-serum')}/original.png: the picture is 800 px wide; it must be at least 1200 px wide`,
      `${shown('lumen-serum')}/en.md: originalAlt is missing (the alt of original.png)`,
      `${shown('lumen-serum')}/en.md: quote has no person: add quote: name: … to project.yml`,
      `${shown('lumen-serum')}/es.md: originalAlt is missing (the alt of original.png)`,
      `${shown('lumen-serum')}/es.md: result is missing`,
    ])
  })

  it('a valid folder reads as its fields, the text below the front matter as the long one', async () => {
    await folder('casa-marea')
    const [project] = await readProjects(dir)
    expect(project).toMatchObject({
      slug: 'casa-marea',
      project: { type: 'image', category: 'commercial', order: 1, featured: false },
      en: { title: 'Casa Marea', fullDescription: 'The long text.' },
      coverPath: join(dir, 'casa-marea/cover.png'),
    })
  })

  it('a text missing in one language names the folder, the file and the field', async () => {
    await folder('casa-marea', {
      es: '---\ndescription: Una línea.\nalt: Una foto.\n---\n\nTexto.\n',
    })
    expect(await problems()).toEqual([`${shown('casa-marea')}/es.md: title is missing`])
  })

  it('an empty text, an empty long text, a language file missing', async () => {
    await folder('casa-marea', { en: '---\ntitle: " "\ndescription: x\nalt: y\n---\n' })
    await writeFile(join(dir, 'casa-marea/es.md'), '')
    await rm(join(dir, 'casa-marea/es.md'))
    expect(await problems()).toEqual([
      `${shown('casa-marea')}/en.md: title is empty`,
      `${shown('casa-marea')}/en.md: full description (the text below the second ---) is missing`,
      `${shown('casa-marea')}/es.md is missing`,
    ])
  })

  it('a language file without its fields between --- lines', async () => {
    await folder('casa-marea', { en: 'title: Casa Marea\n' })
    expect(await problems()).toContain(
      `${shown('casa-marea')}/en.md: must start with its fields between two lines of three dashes (---)`,
    )
  })

  it('a category nobody knows', async () => {
    await folder('casa-marea', { project: 'type: image\ncategory: Commercials\norder: 1\n' })
    expect(await problems()).toEqual([
      `${shown('casa-marea')}/project.yml: category must be one of: music-video, commercial, documentary, product-photography, experimental-film`,
    ])
  })

  it('a video without its film, and an image with one', async () => {
    await folder('neon-requiem', { project: 'type: video\ncategory: music-video\norder: 1\n' })
    await folder('casa-marea', {
      project: 'type: image\ncategory: commercial\norder: 2\nfilm: https://youtu.be/aqz-KE-bpKQ\n',
    })
    expect(await problems()).toEqual([
      `${shown('casa-marea')}/project.yml: film must be left out: only a project with type: video has a film`,
      `${shown('neon-requiem')}/project.yml: film is missing`,
    ])
  })

  it('a type that is neither video nor image', async () => {
    await folder('casa-marea', { project: 'type: photo\ncategory: commercial\norder: 1\n' })
    expect(await problems()).toEqual([
      `${shown('casa-marea')}/project.yml: type must be video or image`,
    ])
  })

  it('a film from a host the site cannot play; YouTube and Vimeo are welcome', async () => {
    const video = (order: number, film: string) =>
      `type: video\ncategory: music-video\norder: ${order}\nfilm: ${film}\n`
    await folder('on-youtube', { project: video(1, 'https://www.youtube.com/watch?v=aqz-KE-bpKQ') })
    await folder('on-vimeo', { project: video(2, 'https://vimeo.com/76979871') })
    await folder('elsewhere', { project: video(3, 'https://www.dailymotion.com/video/x8abc') })
    expect(await problems()).toEqual([
      `${shown('elsewhere')}/project.yml: film must be a public YouTube or Vimeo watch address, like https://www.youtube.com/watch?v=aqz-KE-bpKQ or https://vimeo.com/76979871`,
    ])
  })

  it('a folder without its image, and one whose image is too small', async () => {
    await folder('no-picture', { cover: null })
    await folder('small-picture', { cover: cover1200, coverName: 'cover.jpg' })
    expect(await problems()).toEqual([
      `${shown('no-picture')}: the cover image is missing: add cover.jpg, cover.png or cover.webp (at least 1600 px wide) to the folder`,
      `${shown('small-picture')}/cover.jpg: the image is 1200 px wide; it must be at least 1600 px wide`,
    ])
  })

  it('a folder whose name is not a slug', async () => {
    await folder('Casa Marea')
    expect(await problems()).toEqual([
      `${shown('Casa Marea')}: the folder's name must be made of lowercase letters, digits and dashes (like casa-marea)`,
    ])
  })

  it('project.yml that is not YAML, and one that is missing', async () => {
    await folder('casa-marea', { project: 'type: [image\n' })
    await folder('neon-requiem')
    await rm(join(dir, 'neon-requiem/project.yml'))
    const found = await problems()
    expect(found[0]).toMatch(new RegExp(`^${shown('casa-marea')}/project.yml: cannot be read \\(`))
    expect(found).toContain(`${shown('neon-requiem')}/project.yml is missing`)
  })

  it('for whom, when and who made it, when the folder says; an empty list of credits otherwise', async () => {
    await folder('casa-marea', {
      project:
        'type: image\ncategory: commercial\norder: 1\nclient: Mar Azul Homes\nyear: 2025\n' +
        'credits:\n  - role: art-direction\n    name: Tomás Rey\n',
    })
    await folder('neon-requiem', { project: 'type: image\ncategory: commercial\norder: 2\n' })
    const [credited, plain] = await readProjects(dir)
    expect(credited?.project).toMatchObject({
      client: 'Mar Azul Homes',
      year: 2025,
      credits: [{ role: 'art-direction', name: 'Tomás Rey' }],
    })
    expect(plain?.project).toMatchObject({ credits: [] })
    expect(plain?.project).not.toHaveProperty('client')
  })

  it('a credit with a role nobody knows, one without a name, a year that is not one', async () => {
    await folder('casa-marea', {
      project:
        'type: image\ncategory: commercial\norder: 1\nyear: 25th\n' +
        'credits:\n  - role: Director\n    name: Lucía Ortega\n  - role: edit\n',
    })
    expect(await problems()).toEqual([
      `${shown('casa-marea')}/project.yml: year must be a year, like 2026`,
      `${shown('casa-marea')}/project.yml: credits 1 role must be one of: direction, creative-direction, art-direction, ai-artist, production, edit, music, sound`,
      `${shown('casa-marea')}/project.yml: credits 2 name is missing`,
    ])
  })

  it("a gallery in file-name order (2- before 10-), each picture's alt from each language", async () => {
    const path = await folder('casa-marea', {
      gallery: { '10-night.png': cover1200, '2-beach.png': cover1600, '1-terraces.png': cover1200 },
      en: language(
        'Casa Marea',
        'gallery:\n  1-terraces.png: Terraces\n  2-beach.png: The beach\n  10-night.png: At night\n',
      ),
      es: language(
        'Casa Marea',
        'gallery:\n  10-night.png: De noche\n  2-beach.png: La playa\n  1-terraces.png: Terrazas\n',
      ),
    })
    await writeFile(join(path, 'gallery/.DS_Store'), 'not a picture, and not the studio’s')
    const [project] = await readProjects(dir)
    expect(project?.galleryPictures).toEqual([
      { path: join(path, 'gallery/1-terraces.png'), alt: { en: 'Terraces', es: 'Terrazas' } },
      { path: join(path, 'gallery/2-beach.png'), alt: { en: 'The beach', es: 'La playa' } },
      { path: join(path, 'gallery/10-night.png'), alt: { en: 'At night', es: 'De noche' } },
    ])
  })

  it('no gallery/: no pictures, and no gallery field needed', async () => {
    await folder('casa-marea')
    const [project] = await readProjects(dir)
    expect(project?.galleryPictures).toEqual([])
  })

  it('a gallery alt missing, one for a file not there, an empty one, a list that is not one', async () => {
    await folder('casa-marea', {
      gallery: { '1-terraces.png': cover1200, '2-beach.png': cover1200 },
      en: language(
        'Casa Marea',
        'gallery:\n  1-terraces.png: Terraces\n  2-beach.png:\n  3-pool.png: The pool\n',
      ),
      es: language('Casa Marea', 'gallery:\n  1-terraces.png: Terrazas\n'),
    })
    await folder('neon-requiem', { en: language('Neon Requiem', 'gallery: a picture\n') })
    expect(await problems()).toEqual([
      `${shown('casa-marea')}/en.md: gallery alt for 2-beach.png is empty`,
      `${shown('casa-marea')}/en.md: gallery alt for 3-pool.png names a file that is not in gallery/`,
      `${shown('casa-marea')}/es.md: gallery alt for 2-beach.png is missing`,
      `${shown('neon-requiem')}/en.md: gallery must be a list of the pictures in gallery/, each with its alt (1-terraces.webp: White terraces…)`,
    ])
  })

  it('a gallery picture too narrow, one that cannot be read, a file that is no picture (and needs no alt)', async () => {
    const alts = 'gallery:\n  1-a.png: A\n  2-b.jpg: B\n'
    await folder('casa-marea', {
      gallery: { '1-a.png': picture800, '2-b.jpg': 'not a picture', '3-c.txt': 'notes' },
      en: language('Casa Marea', alts),
      es: language('Casa Marea', alts),
    })
    expect(await problems()).toEqual([
      `${shown('casa-marea')}/gallery/1-a.png: the picture is 800 px wide; it must be at least 1200 px wide`,
      `${shown('casa-marea')}/gallery/2-b.jpg: cannot be read as a picture`,
      `${shown('casa-marea')}/gallery/3-c.txt: is not a picture: gallery/ holds .jpg, .jpeg, .png or .webp files only`,
    ])
  })

  it('a clip, loop.mp4, .mov, .m4v or .webm, is the loop; without one there is none', async () => {
    await folder('casa-marea', { files: { 'loop.m4v': clip2s } })
    await folder('neon-requiem', { project: 'type: image\ncategory: commercial\norder: 2\n' })
    const [looping, still] = await readProjects(dir)
    expect(looping?.clipPath).toBe(join(dir, 'casa-marea/loop.m4v'))
    expect(still).not.toHaveProperty('clipPath')
  })

  it('a clip too long, one ffmpeg cannot read, one too large, two in a folder', async () => {
    await folder('a-long', { files: { 'loop.mp4': clip13s } })
    await folder('b-unreadable', { files: { 'loop.mov': 'not a video' } })
    const large = await folder('c-large', { files: { 'loop.webm': '' } })
    await truncate(join(large, 'loop.webm'), MAX_CLIP_BYTES + 50_500_000)
    await folder('d-two', { files: { 'loop.mp4': clip2s, 'loop.webm': clip2s } })
    expect(await problems()).toEqual([
      `${shown('a-long')}/loop.mp4: the clip is 13.0 s long; a loop must be at most 12 s`,
      `${shown('b-unreadable')}/loop.mov: cannot be read as a video`,
      `${shown('c-large')}/loop.webm: the clip is 250.5 MB; it must be at most 200 MB`,
      `${shown('d-two')}: holds 2 clips (loop.mp4, loop.webm); keep one: loop.mp4, loop.mov, loop.m4v or loop.webm`,
    ])
  })

  it('every problem at once, not only the first', async () => {
    await folder('a', { cover: null })
    await folder('b', { project: 'type: image\ncategory: nope\norder: 1\n' })
    expect(await problems()).toHaveLength(2)
  })
})

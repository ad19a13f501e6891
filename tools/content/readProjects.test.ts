import { mkdir, mkdtemp, readFile, rm, truncate, writeFile } from 'node:fs/promises'
import { join, relative } from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeEach, describe, expect, it } from 'vitest'
import { stringify } from 'yaml'
import { runFfmpeg } from '../ffmpeg'
import { richParagraphs } from './parseRichText'
import { MAX_FILE_BYTES } from './projectFiles'
import { ProjectContentError, readProjects } from './readProjects'

const root = join(process.cwd(), 'node_modules/.cache/project-schema-tests')
let dir = ''
/** A clip of `seconds` made by ffmpeg, as small as one can be. */
async function clip(seconds: number) {
  const file = join(root, `clip-${seconds}.mp4`)
  const { code, stderr } = await runFfmpeg([
    ...['-y', '-f', 'lavfi', '-i', `testsrc=size=32x24:rate=2:duration=${seconds}`],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', file],
  ])
  if (code !== 0) throw new Error(stderr)
  return readFile(file)
}
/** A plain picture `width` px wide, 4:3. */
const coverOf = (width: number) =>
  sharp({ create: { width, height: (width * 3) / 4, channels: 3, background: '#336' } })
    .png()
    .toBuffer()
// Made before the tables below, which name them.
await mkdir(root, { recursive: true })
const [cover1600, cover1200, picture800, cover900] = await Promise.all([
  coverOf(1600),
  coverOf(1200),
  coverOf(800),
  coverOf(900),
])
const [clip2s, clip13s] = await Promise.all([clip(2), clip(13)])
beforeEach(async () => {
  dir = await mkdtemp(join(root, 'content-'))
})
afterAll(() => rm(root, { recursive: true, force: true }))

type Fields = Record<string, unknown>
/** The shared fields of index.en.md: a commercial with its cover, changed by `more` (undefined: left out). */
const fields = (more: Fields = {}): Fields => ({
  category: 'commercial',
  order: 1,
  cover: 'cover.png',
  ...more,
})
/** A language's texts (YAML, its fields between --- lines, then the long text) or as written. */
const texts = (more: Fields = {}): Fields => ({
  title: 'Casa Marea',
  description: 'A short line.',
  alt: 'What the picture shows.',
  ...more,
})
const frontMatter = (values: Fields) =>
  `---\n${stringify(values)}---\n\nThe *long* text.\n\nMore.\n`

type Folder = {
  /** The shared fields, written into the default language's file (index.en.md). */
  shared?: Fields
  /** A language file's texts, or the file as written (the shared fields added); null: none. */
  en?: Fields | string | null
  es?: Fields | string | null
  cover?: Buffer | null
  coverName?: string
  /** Other files, by path in the folder (`gallery/…`): their content, or their size in bytes. */
  files?: Record<string, Buffer | string | number>
}

/** A project folder as the studio writes it; each part may be changed or left out. */
async function folder(slug: string, parts: Folder = {}) {
  const path = join(dir, slug)
  await mkdir(join(path, 'gallery'), { recursive: true })
  const { coverName = 'cover.png', cover = cover1600, files = {} } = parts
  const { shared = fields({ cover: coverName }), en = texts(), es = texts() } = parts
  if (typeof en === 'string')
    await writeFile(join(path, 'index.en.md'), en.replace(/^---\n/, `---\n${stringify(shared)}`))
  else if (en) await writeFile(join(path, 'index.en.md'), frontMatter({ ...shared, ...en }))
  if (es !== null)
    await writeFile(join(path, 'index.es.md'), typeof es === 'string' ? es : frontMatter(es))
  if (cover) await writeFile(join(path, coverName), cover)
  for (const [name, content] of Object.entries(files)) {
    await writeFile(join(path, name), typeof content === 'number' ? '' : content)
    if (typeof content === 'number') await truncate(join(path, name), content)
  }
}

/** The `gallery:` list: each picture of `gallery/` and its alt in each language (or `A`). */
const galleryOf = (pictures: (string | [string, string, string])[]) =>
  pictures.map((picture) => {
    const [file, en, es] = typeof picture === 'string' ? [picture, 'A', 'A'] : picture
    return { image: `gallery/${file}`, alt: { en, es } }
  })

/** What the build says about the folders: nothing, or each problem, their path left out. */
async function problems(): Promise<string[]> {
  try {
    await readProjects(dir)
    return []
  } catch (error) {
    if (!(error instanceof ProjectContentError)) throw error
    return error.problems.map((problem) => problem.replace(`${relative(process.cwd(), dir)}/`, ''))
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

  it('read as their fields, the long text with its paragraphs; for whom, when and who made it, the loop (of any name), the gallery in its order, the original, the result and the quote, each only when it says', async () => {
    await folder('a-plain')
    // prettier-ignore
    await folder('b-full', {
      shared: fields({
        client: 'Mar Azul Homes', year: 2025, loop: 'teaser.m4v',
        credits: [{ role: 'art-direction', name: 'Tomás Rey' }],
        gallery: galleryOf([['night.png', 'At night', 'De noche'], ['beach.png', 'The beach', 'La playa']]),
        original: { image: 'packshot.png', alt: { en: 'The packshot.', es: 'El packshot.' } },
        result: { en: 'Ready in four days.', es: 'Listo en cuatro días.' },
        quote: { text: { en: 'Exactly ours.', es: 'Exactamente la nuestra.' }, name: 'Clara Vidal',
          role: { en: 'Head of brand', es: 'Directora de marca' }, company: 'Lumen' },
      }),
      files: { 'teaser.m4v': clip2s, 'packshot.png': cover1200,
        'gallery/night.png': cover1200, 'gallery/beach.png': cover1600 },
    })
    const [plain, full] = await readProjects(dir)
    const path = (file: string) => join(dir, file)
    expect(plain).toMatchObject({
      slug: 'a-plain',
      project: { type: 'image', category: 'commercial', order: 1, featured: false, credits: [] },
      en: { title: 'Casa Marea' },
      coverPath: path('a-plain/cover.png'),
      galleryPictures: [],
    })
    expect(richParagraphs(plain?.en.fullDescription ?? '')).toEqual([
      ['The ', { kind: 'em', children: ['long'] }, ' text.'],
      ['More.'],
    ])
    expect(plain?.project).not.toHaveProperty('client')
    expect(plain).not.toHaveProperty('clipPath')
    expect(plain).not.toHaveProperty('originalPath')
    expect(full).toMatchObject({
      project: {
        client: 'Mar Azul Homes',
        year: 2025,
        credits: [{ role: 'art-direction', name: 'Tomás Rey' }],
      },
      clipPath: path('b-full/teaser.m4v'),
      galleryPictures: [
        { path: path('b-full/gallery/night.png'), alt: { en: 'At night', es: 'De noche' } },
        { path: path('b-full/gallery/beach.png'), alt: { en: 'The beach', es: 'La playa' } },
      ],
      originalPath: path('b-full/packshot.png'),
      en: { originalAlt: 'The packshot.', result: 'Ready in four days.' },
      es: {
        originalAlt: 'El packshot.',
        result: 'Listo en cuatro días.',
        quote: { text: 'Exactamente la nuestra.', name: 'Clara Vidal', role: 'Directora de marca' },
      },
    })
  })

  const video = (address: string, order = 1) =>
    fields({ film: { address }, category: 'music-video', order })
  const en = 'index.en.md:'
  const withLoop = (name: string, content: Buffer | string | number) => ({
    shared: fields({ loop: name }),
    files: { [name]: content },
  })
  // Each row: what is refused, the folders (by name), and the problems the build names.
  // prettier-ignore
  it.each<[string, Record<string, Folder>, unknown]>([
    ["a shared field written in another language's file, naming where it belongs",
      { 'casa-marea': { es: texts({ category: 'documentary', gallery: [] }) } },
      ['Category', 'Gallery'].map((field) => `casa-marea/index.es.md: ${field} is the same in every language: it belongs in index.en.md only`)],
    ['a text missing in one language, naming the folder, the file and the field',
      { 'casa-marea': { es: texts({ title: undefined }) } }, ['casa-marea/index.es.md: Title is missing']],
    ['an empty text, an empty long text, a language file missing',
      { 'casa-marea': { en: '---\ntitle: " "\ndescription: x\nalt: y\n---\n', es: null } },
      [`casa-marea/${en} Title is empty`,
        `casa-marea/${en} Full description (the text below the second ---) is missing`,
        'casa-marea/index.es.md is missing']],
    ['the default language file missing, said once', { 'casa-marea': { en: null } }, ['casa-marea/index.en.md is missing']],
    ['a category nobody knows', { 'casa-marea': { shared: fields({ category: 'Commercials' }) } },
      [`casa-marea/${en} Category must be one of: music-video, commercial, documentary, product-photography, experimental-film`]],
    ['a Film without its address, and a film not written as a group',
      { 'neon-requiem': { shared: fields({ film: { frame: '9:16' }, category: 'music-video' }) },
        'casa-marea': { shared: fields({ film: 'https://youtu.be/aqz-KE-bpKQ', order: 2 }) } },
      [`casa-marea/${en} Film must be a list of fields (name: value)`,
        `neon-requiem/${en} Film › Address is missing`]],
    ['a film from a host the site cannot play (YouTube and Vimeo are welcome)',
      { 'on-youtube': { shared: video('https://www.youtube.com/watch?v=aqz-KE-bpKQ') },
        'on-vimeo': { shared: video('https://vimeo.com/76979871', 2) },
        elsewhere: { shared: video('https://www.dailymotion.com/video/x8abc', 3) } },
      [`elsewhere/${en} Film › Address must be a public YouTube or Vimeo address, like https://www.youtube.com/watch?v=aqz-KE-bpKQ or https://vimeo.com/76979871 (share, shorts, live and unlisted Vimeo links are fine)`]],
    ['a credit with a role nobody knows, one without a name, a year that is not one',
      { 'casa-marea': { shared: fields({
          year: '25th',
          credits: [{ role: 'Director', name: 'Lucía Ortega' }, { role: 'edit' }],
        }) } },
      [`casa-marea/${en} Year must be a year, like 2026`,
        `casa-marea/${en} Credits 1 › Role must be one of: direction, creative-direction, art-direction, ai-artist, production, edit, music, sound`,
        `casa-marea/${en} Credits 2 › Name is missing`]],
    ['an original, a result and a quote each with a part missing, named by their labels; an original not written as a group',
      { 'lumen-serum': {
          shared: fields({
            category: 'product-photography',
            original: { image: 'original.png', alt: { en: 'The packshot.' } },
            result: { en: 'Ready.' },
            quote: { text: { es: 'Nuestra.' }, name: 'Clara Vidal' },
          }),
          files: { 'original.png': picture800 } },
        'neon-requiem': { shared: fields({ original: 'a.png', order: 2 }) } },
      [`lumen-serum/${en} Original › Alt text › Spanish is missing`,
        `lumen-serum/${en} Result › Spanish is missing`,
        `lumen-serum/${en} Quote › Words › English is missing`,
        `neon-requiem/${en} Original must be a list of fields (name: value)`]],
    ['a cover not named, one not in the folder, one not a picture, one outside it; a small one is taken (a 900 px cover)',
      { 'a-unnamed': { shared: fields({ cover: undefined }) },
        'b-absent': { cover: null },
        'c-text': { coverName: 'cover.txt', cover: Buffer.from('notes') },
        'd-small': { cover: cover900, coverName: 'still.jpg' },
        'e-outside': { shared: fields({ cover: '../cover.png' }) } },
      [`a-unnamed/${en} Cover is missing`,
        `b-absent/${en} Cover names cover.png, which is not in the project's folder`,
        `c-text/${en} Cover must be a .jpg, .jpeg, .png or .webp file, not cover.txt`,
        `e-outside/${en} Cover must name a file inside the project's folder, not ../cover.png`]],
    ['a gallery picture without its alt in one language, an empty alt, a list that is not one',
      { 'casa-marea': {
          files: { 'gallery/1-terraces.png': cover1200, 'gallery/2-beach.png': cover1200 },
          shared: fields({ gallery: [
            { image: 'gallery/1-terraces.png', alt: { en: 'Terraces', es: '' } },
            { image: 'gallery/2-beach.png', alt: { en: 'The beach' } },
          ] }) },
        'neon-requiem': { shared: fields({ gallery: 'a picture' }) } },
      [`casa-marea/${en} Gallery 1 › Alt text › Spanish is empty`,
        `casa-marea/${en} Gallery 2 › Alt text › Spanish is missing`,
        `neon-requiem/${en} Gallery must be a list of pictures, each "- image: <file>" with its "alt:" in each language`]],
    ['a gallery picture that cannot be read, one that is not there, a file that is no picture; a narrow one is taken',
      { 'casa-marea': {
          files: { 'gallery/1-a.png': picture800, 'gallery/2-b.jpg': 'not a picture', 'gallery/4-d.txt': 'notes' },
          shared: fields({ gallery: galleryOf(['1-a.png', '2-b.jpg', '3-c.png', '4-d.txt']) }) } },
      ['casa-marea/gallery/2-b.jpg: cannot be read as a picture',
        `casa-marea/${en} Gallery 3 › Picture names gallery/3-c.png, which is not in the project's folder`,
        `casa-marea/${en} Gallery 4 › Picture must be a .jpg, .jpeg, .png or .webp file, not gallery/4-d.txt`]],
    ['a language file without its fields between --- lines, and a front matter that is not YAML',
      { 'casa-marea': { en: 'title: Casa Marea\n' }, 'neon-requiem': { en: '---\ntitle: [Casa\n---\n\nText.\n' } },
      expect.arrayContaining(['casa-marea/index.en.md: must start with its fields between two lines of three dashes (---)',
        expect.stringMatching(/^neon-requiem\/index\.en\.md: cannot be read \(/)])],
    ['a folder whose name is not a slug or is longer than one; one named as the editor names it from any title is taken',
      Object.fromEntries(['Casa Marea', 'a'.repeat(101), '_casa', 'salt_and-glass', 'n~1', 'a-_-b'].map((slug) => [slug, {}])),
      ['_casa', 'a'.repeat(101), 'Casa Marea'].map((slug) => `${slug}: the folder's name must be made of lowercase letters and digits, words joined by -, _ or ~ (like casa-marea), at most 100 characters`)],
    ['a clip ffmpeg cannot read, one too large, one of another kind; a long one is taken (13 s)',
      { 'a-long': withLoop('loop.mp4', clip13s), 'b-unreadable': withLoop('loop.mov', 'not a video'),
        'c-large': withLoop('loop.webm', MAX_FILE_BYTES + 500_000), 'd-gif': withLoop('loop.gif', 'GIF89a') },
      ['b-unreadable/loop.mov: cannot be read as a video',
        'c-large/loop.webm: the clip is 25.5 MB; it must be at most 25 MB',
        `d-gif/${en} Loop must be a .mp4, .mov, .m4v or .webm file, not loop.gif`]],
  ])('refuses %s', async (_, folders, expected) => {
    for (const [slug, parts] of Object.entries(folders)) await folder(slug, parts)
    expect(await problems()).toEqual(expected)
  })
})

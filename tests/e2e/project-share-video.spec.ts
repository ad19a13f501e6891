import { loopPath, shareCardPath } from '../../shared/media'
import { site } from '../../shared/site'
import { publishedProjects } from '../publishedProjects'
import { expect, test } from '../support/fixtures'
import { unfurl } from '../support/unfurl'

/** The picture's width and height an MP4 declares (its video track's `tkhd`, 16.16 fixed). */
function mp4Size(mp4: Buffer) {
  for (let at = mp4.indexOf('tkhd'); at !== -1; at = mp4.indexOf('tkhd', at + 4)) {
    const version = mp4[at + 4]
    const size = at + (version === 1 ? 92 : 80)
    const width = mp4.readUInt32BE(size) / 65536
    const height = mp4.readUInt32BE(size + 4) / 65536
    if (width > 0) return { width, height }
  }
  throw new Error('the MP4 has no video track')
}

const looping = publishedProjects.filter((project) => project.loop)

test('the published projects include one with a loop', () => {
  expect(looping.length).toBeGreaterThan(0)
})

for (const project of looping) {
  for (const locale of ['en', 'es'] as const) {
    const path = `${locale === 'es' ? '/es' : ''}/projects?project=${project.slug}`

    test(`${path}, unfurled, gives its loop as og:video beside the still, and stays a large-image card`, async ({
      request,
    }) => {
      const { status, keys, values: value } = await unfurl(request, path)
      expect(status).toBe(200)

      const video = `${site.origin}${loopPath(project.slug, 'mp4')}`
      expect(video).toMatch(/^https:\/\//)
      expect(value('og:video')).toEqual([video])
      expect(value('og:video:secure_url')).toEqual([video])
      expect(value('og:video:type')).toEqual(['video/mp4'])
      // The still stays, first, for the apps that show no video.
      expect(value('og:image')).toEqual([`${site.origin}${shareCardPath(project.slug, locale)}`])
      expect(keys.indexOf('og:image')).toBeLessThan(keys.indexOf('og:video'))
      expect(value('twitter:card')).toEqual(['summary_large_image'])
      expect(keys.filter((key) => key.startsWith('twitter:player'))).toEqual([])

      // The size it states is the served file's own, and the file is there, as an MP4.
      const mp4 = await request.get(loopPath(project.slug, 'mp4'))
      expect(mp4.status()).toBe(200)
      expect(mp4.headers()['content-type']).toBe('video/mp4')
      const { width, height } = mp4Size(await mp4.body())
      expect(value('og:video:width')).toEqual([String(width)])
      expect(value('og:video:height')).toEqual([String(height)])
    })
  }
}

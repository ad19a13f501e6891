import { describe, expect, it } from 'vitest'
import { FILM_ADDRESS, filmFrom } from './film'

const youtube = {
  embedSrc: 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ',
  watchUrl: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
  host: 'YouTube',
}

describe('a film from its public watch URL', () => {
  it.each([
    'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
    'https://youtube.com/watch?v=aqz-KE-bpKQ&t=30s',
    'https://m.youtube.com/watch?v=aqz-KE-bpKQ',
    'https://youtu.be/aqz-KE-bpKQ',
    'https://www.youtube.com/shorts/aqz-KE-bpKQ',
    // As the Share buttons copy them (issue 56).
    'https://youtube.com/shorts/aqz-KE-bpKQ?si=Xy3_abc',
    'https://www.youtube.com/shorts/aqz-KE-bpKQ?feature=share',
    'https://www.youtube.com/live/aqz-KE-bpKQ?si=Xy3_abc',
    'https://www.youtube.com/live/aqz-KE-bpKQ',
    'https://youtu.be/aqz-KE-bpKQ?si=Xy3_abc',
  ])('YouTube: %s plays in the privacy-enhanced player', (url) => {
    expect(filmFrom(url)).toEqual(youtube)
  })

  it.each([
    [
      'https://vimeo.com/76979871',
      'https://player.vimeo.com/video/76979871?dnt=1',
      'https://vimeo.com/76979871',
    ],
    [
      'https://vimeo.com/76979871?share=copy',
      'https://player.vimeo.com/video/76979871?dnt=1',
      'https://vimeo.com/76979871',
    ],
    // Unlisted: the player opens it only with its hash.
    [
      'https://vimeo.com/76979871/8a1b2c3d4e',
      'https://player.vimeo.com/video/76979871?h=8a1b2c3d4e&dnt=1',
      'https://vimeo.com/76979871/8a1b2c3d4e',
    ],
    [
      'https://vimeo.com/76979871/8a1b2c3d4e?share=copy',
      'https://player.vimeo.com/video/76979871?h=8a1b2c3d4e&dnt=1',
      'https://vimeo.com/76979871/8a1b2c3d4e',
    ],
  ])(
    'Vimeo: %s plays in the player without tracking, beside the film’s page',
    (url, embedSrc, watchUrl) => {
      expect(filmFrom(url)).toEqual({ embedSrc, watchUrl, host: 'Vimeo' })
    },
  )

  it.each([
    ['another host', 'https://www.dailymotion.com/video/x8abc'],
    ['plain HTTP', 'http://www.youtube.com/watch?v=aqz-KE-bpKQ'],
    ['a YouTube page that is not a film', 'https://www.youtube.com/@blender'],
    ['a malformed id', 'https://www.youtube.com/watch?v=short'],
    ['a Vimeo page that is not a film', 'https://vimeo.com/channels/staffpicks'],
    ['a Vimeo film with a path that is not a hash', 'https://vimeo.com/76979871/not-a-hash'],
    ['a YouTube live page that is not a film', 'https://www.youtube.com/live/short'],
    ['not an address', 'aqz-KE-bpKQ'],
  ])('refuses %s', (_label, url) => {
    expect(filmFrom(url)).toBeUndefined()
  })
})

describe("the editor's shape of a film's address", () => {
  it.each([
    ['https://www.youtube.com/watch?v=aqz-KE-bpKQ', true],
    ['https://m.youtube.com/watch?v=aqz-KE-bpKQ&t=42', true],
    ['https://youtu.be/aqz-KE-bpKQ?si=x', true],
    ['https://www.youtube.com/shorts/aqz-KE-bpKQ', true],
    ['https://vimeo.com/76979871', true],
    ['https://www.dailymotion.com/video/x8abc', false],
    ['http://www.youtube.com/watch?v=aqz-KE-bpKQ', false],
    ['https://www.youtube.com/watch?v=short', false],
    ['https://www.youtube.com/watch?v=aqz-KE-bpKQX', false],
    ['https://vimeo.com/channels/staffpicks', false],
    ['https://youtube.com/shorts/aqz-KE-bpKQ?si=Xy3_abc', true],
    ['https://www.youtube.com/live/aqz-KE-bpKQ?si=Xy3_abc', true],
    ['https://vimeo.com/76979871?share=copy', true],
    ['https://vimeo.com/76979871/8a1b2c3d4e', true],
    ['https://vimeo.com/76979871/8a1b2c3d4e?share=copy', true],
    ['https://vimeo.com/76979871/not-a-hash', false],
  ])('%s: the form takes it (%s) only when the build reads it', (url, taken) => {
    expect(FILM_ADDRESS.test(url)).toBe(taken)
    if (taken) expect(filmFrom(url)).toBeDefined()
  })
})

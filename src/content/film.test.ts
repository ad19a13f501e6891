import { describe, expect, it } from 'vitest'
import { FILM_ADDRESS, filmFrom } from './film'

const youtube = {
  embedSrc: 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ',
  watchUrl: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
  host: 'YouTube',
}

// The editor's form takes an address (FILM_ADDRESS) only when the build reads it (filmFrom).
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
  ])('YouTube: %s plays in the privacy-enhanced player, and the editor takes it', (url) => {
    expect(filmFrom(url)).toEqual(youtube)
    expect(FILM_ADDRESS.test(url)).toBe(true)
  })

  // Unlisted (with a hash): the player opens it only with its hash.
  it.each([
    ['https://vimeo.com/76979871', ''],
    ['https://vimeo.com/76979871?share=copy', ''],
    ['https://vimeo.com/76979871/8a1b2c3d4e', '8a1b2c3d4e'],
    ['https://vimeo.com/76979871/8a1b2c3d4e?share=copy', '8a1b2c3d4e'],
  ])(
    'Vimeo: %s plays in the player without tracking, beside the film’s page, and the editor takes it',
    (url, hash) => {
      expect(filmFrom(url)).toEqual({
        embedSrc: `https://player.vimeo.com/video/76979871?${hash && `h=${hash}&`}dnt=1`,
        watchUrl: `https://vimeo.com/76979871${hash && `/${hash}`}`,
        host: 'Vimeo',
      })
      expect(FILM_ADDRESS.test(url)).toBe(true)
    },
  )

  it.each([
    ['another host', 'https://www.dailymotion.com/video/x8abc'],
    ['plain HTTP', 'http://www.youtube.com/watch?v=aqz-KE-bpKQ'],
    ['a YouTube page that is not a film', 'https://www.youtube.com/@blender'],
    ['a malformed id', 'https://www.youtube.com/watch?v=short'],
    ['an id too long', 'https://www.youtube.com/watch?v=aqz-KE-bpKQX'],
    ['a Vimeo page that is not a film', 'https://vimeo.com/channels/staffpicks'],
    ['a Vimeo film with a path that is not a hash', 'https://vimeo.com/76979871/not-a-hash'],
    ['a YouTube live page that is not a film', 'https://www.youtube.com/live/short'],
    ['not an address', 'aqz-KE-bpKQ'],
  ])('refuses %s, and so does the editor', (_label, url) => {
    expect(filmFrom(url)).toBeUndefined()
    expect(FILM_ADDRESS.test(url)).toBe(false)
  })
})

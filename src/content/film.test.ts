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
  ])('YouTube: %s plays in the privacy-enhanced player', (url) => {
    expect(filmFrom(url)).toEqual(youtube)
  })

  it('Vimeo: the player without tracking, and the film’s page', () => {
    expect(filmFrom('https://vimeo.com/76979871')).toEqual({
      embedSrc: 'https://player.vimeo.com/video/76979871?dnt=1',
      watchUrl: 'https://vimeo.com/76979871',
      host: 'Vimeo',
    })
  })

  it.each([
    ['another host', 'https://www.dailymotion.com/video/x8abc'],
    ['plain HTTP', 'http://www.youtube.com/watch?v=aqz-KE-bpKQ'],
    ['a YouTube page that is not a film', 'https://www.youtube.com/@blender'],
    ['a malformed id', 'https://www.youtube.com/watch?v=short'],
    ['a Vimeo page that is not a film', 'https://vimeo.com/channels/staffpicks'],
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
  ])('%s: the form takes it (%s) only when the build reads it', (url, taken) => {
    expect(FILM_ADDRESS.test(url)).toBe(taken)
    if (taken) expect(filmFrom(url)).toBeDefined()
  })
})

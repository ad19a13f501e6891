import { expect, it } from 'vitest'
import { FILM_ADDRESS, filmFrom } from './film'

const youtube = {
  embedSrc: 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ',
  watchUrl: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
  host: 'YouTube',
}
/** Vimeo's player without tracking, beside the film's page; an unlisted film's only with its hash. */
const vimeo = (hash = '') => ({
  embedSrc: `https://player.vimeo.com/video/76979871?${hash && `h=${hash}&`}dnt=1`,
  watchUrl: `https://vimeo.com/76979871${hash && `/${hash}`}`,
  host: 'Vimeo',
})

// The editor's form takes an address (FILM_ADDRESS) only when the build reads it (filmFrom).
it.each([
  ['https://www.youtube.com/watch?v=aqz-KE-bpKQ', youtube],
  ['https://youtube.com/watch?v=aqz-KE-bpKQ&t=30s', youtube],
  ['https://m.youtube.com/watch?v=aqz-KE-bpKQ', youtube],
  ['https://youtu.be/aqz-KE-bpKQ', youtube],
  ['https://www.youtube.com/shorts/aqz-KE-bpKQ', youtube],
  // As the Share buttons copy them (issue 56).
  ['https://youtube.com/shorts/aqz-KE-bpKQ?si=Xy3_abc', youtube],
  ['https://www.youtube.com/shorts/aqz-KE-bpKQ?feature=share', youtube],
  ['https://www.youtube.com/live/aqz-KE-bpKQ?si=Xy3_abc', youtube],
  ['https://www.youtube.com/live/aqz-KE-bpKQ', youtube],
  ['https://youtu.be/aqz-KE-bpKQ?si=Xy3_abc', youtube],
  ['https://vimeo.com/76979871', vimeo()],
  ['https://vimeo.com/76979871?share=copy', vimeo()],
  ['https://vimeo.com/76979871/8a1b2c3d4e', vimeo('8a1b2c3d4e')],
  ['https://vimeo.com/76979871/8a1b2c3d4e?share=copy', vimeo('8a1b2c3d4e')],
  // Refused: another host, plain HTTP, pages that are not films, malformed ids and hashes.
  ['https://www.dailymotion.com/video/x8abc', undefined],
  ['http://www.youtube.com/watch?v=aqz-KE-bpKQ', undefined],
  ['https://www.youtube.com/@blender', undefined],
  ['https://www.youtube.com/watch?v=short', undefined],
  ['https://www.youtube.com/watch?v=aqz-KE-bpKQX', undefined],
  ['https://vimeo.com/channels/staffpicks', undefined],
  ['https://vimeo.com/76979871/not-a-hash', undefined],
  ['https://www.youtube.com/live/short', undefined],
  ['aqz-KE-bpKQ', undefined],
])('%s: played as the build reads it, and taken by the editor only when it plays', (url, film) => {
  expect(filmFrom(url)).toEqual(film)
  expect(FILM_ADDRESS.test(url)).toBe(film !== undefined)
})

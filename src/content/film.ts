import { filmPlayers, type FilmHost } from '../../shared/filmPlayers.ts'

/** A film's two addresses, both made from the public watch URL the studio writes. */
export type Film = {
  /** The privacy-enhanced player (no cookies until the visitor plays). */
  embedSrc: string
  /** The film on its host's own page. */
  watchUrl: string
  /** The host's name, as a visitor knows it. */
  host: FilmHost
}

const YOUTUBE_ID = /^[\w-]{11}$/
const VIMEO_ID = /^\d+$/

function youtubeId(url: URL): string | undefined {
  const host = url.hostname.replace(/^(www|m)\./, '')
  if (host === 'youtu.be') return url.pathname.slice(1)
  if (host !== 'youtube.com') return undefined
  if (url.pathname === '/watch') return url.searchParams.get('v') ?? undefined
  return url.pathname.match(/^\/shorts\/([^/]+)$/)?.[1]
}

/**
 * The watch addresses the editor's form takes (src/admin/editorConfig.ts): a stricter shape of
 * what `filmFrom` reads, so a film the form lets through, the build accepts.
 */
export const FILM_ADDRESS =
  /^https:\/\/(((www|m)\.)?youtube\.com\/(watch\?v=|shorts\/)[\w-]{11}(&\S*)?|youtu\.be\/[\w-]{11}(\?\S*)?|(www\.)?vimeo\.com\/\d+)$/

/**
 * The film at a public watch URL: YouTube (`youtube.com/watch?v=…`, `youtu.be/…`,
 * `youtube.com/shorts/…`) or Vimeo (`vimeo.com/<number>`). Anything else: none.
 */
export function filmFrom(watchUrl: string): Film | undefined {
  let url: URL
  try {
    url = new URL(watchUrl)
  } catch {
    return undefined
  }
  if (url.protocol !== 'https:') return undefined
  const youtube = youtubeId(url)
  if (youtube !== undefined) {
    if (!YOUTUBE_ID.test(youtube)) return undefined
    return {
      embedSrc: `${filmPlayers.YouTube}/embed/${youtube}`,
      watchUrl: `https://www.youtube.com/watch?v=${youtube}`,
      host: 'YouTube',
    }
  }
  const vimeo = url.hostname.replace(/^www\./, '') === 'vimeo.com' && url.pathname.slice(1)
  if (vimeo && VIMEO_ID.test(vimeo)) {
    return {
      embedSrc: `${filmPlayers.Vimeo}/video/${vimeo}?dnt=1`,
      watchUrl: `https://vimeo.com/${vimeo}`,
      host: 'Vimeo',
    }
  }
  return undefined
}

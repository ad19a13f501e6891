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
/** A Vimeo film's page: its number and, for an unlisted film, the hash that opens it. */
const VIMEO_PAGE = /^\/(\d+)(?:\/([\da-f]+))?\/?$/i

function youtubeId(url: URL): string | undefined {
  const host = url.hostname.replace(/^(www|m)\./, '')
  if (host === 'youtu.be') return url.pathname.slice(1)
  if (host !== 'youtube.com') return undefined
  if (url.pathname === '/watch') return url.searchParams.get('v') ?? undefined
  return url.pathname.match(/^\/(shorts|live)\/([^/]+)$/)?.[2]
}

/**
 * The watch addresses the editor's form takes (tools/editor/editorConfig.ts): a stricter shape of
 * what `filmFrom` reads, so a film the form lets through, the build accepts. What the hosts'
 * Share buttons copy is among them (`?si=…`, `?share=copy`).
 */
export const FILM_ADDRESS =
  /^https:\/\/(((www|m)\.)?youtube\.com\/(watch\?v=[\w-]{11}(&\S*)?|(shorts|live)\/[\w-]{11}(\?\S*)?)|youtu\.be\/[\w-]{11}(\?\S*)?|(www\.)?vimeo\.com\/\d+(\/[\da-fA-F]+)?\/?(\?\S*)?)$/

/**
 * The film at a public watch URL: YouTube (`youtube.com/watch?v=…`, `youtu.be/…`,
 * `youtube.com/shorts/…`, `youtube.com/live/…`) or Vimeo (`vimeo.com/<number>`, or
 * `vimeo.com/<number>/<hash>` for an unlisted film, whose player needs the hash). A query the
 * host's Share button adds is left out. Anything else: none.
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
  const vimeo = url.hostname.replace(/^www\./, '') === 'vimeo.com' && VIMEO_PAGE.exec(url.pathname)
  if (vimeo) {
    const [, id, hash] = vimeo
    return {
      embedSrc: `${filmPlayers.Vimeo}/video/${id}?${hash ? `h=${hash}&` : ''}dnt=1`,
      watchUrl: `https://vimeo.com/${id}${hash ? `/${hash}` : ''}`,
      host: 'Vimeo',
    }
  }
  return undefined
}

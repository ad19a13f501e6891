import type { APIRequestContext } from '@playwright/test'

/** How a chat app's link preview asks for a page: one GET, no JavaScript, its own agent. */
const UNFURLER = {
  'User-Agent': 'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
}

/**
 * A page's `<meta property|name=… content=…>` tags, in order, as a link preview reads them (one
 * request, no JavaScript), with its status.
 */
export async function unfurl(request: APIRequestContext, url: string) {
  const response = await request.get(url, { headers: UNFURLER })
  const html = await response.text()
  const head = html.slice(0, html.indexOf('</head>'))
  const tags = [...head.matchAll(/<meta (?:property|name)="([^"]+)" content="([^"]*)"\/?>/g)].map(
    ([, key = '', content = '']) => [key, content] as const,
  )
  const values = (key: string) => tags.filter(([name]) => name === key).map(([, value]) => value)
  return { status: response.status(), keys: tags.map(([key]) => key), values }
}

/** The emails a local server (`wrangler dev`) has sent since it started, as its explorer lists. */
export type SentEmail = {
  messageId: string
  from: string
  to: string[]
  replyTo?: string
  subject: string
  sentAt: string
}

type Page = {
  result: SentEmail[]
  result_info?: { has_more?: boolean; cursor?: string }
}

export async function sentEmails(origin: string): Promise<SentEmail[]> {
  const emails: SentEmail[] = []
  let cursor: string | undefined
  do {
    const url = new URL('/cdn-cgi/local/explorer/api/local/email/sending', origin)
    url.searchParams.set('per_page', '100')
    if (cursor) url.searchParams.set('cursor', cursor)
    const response = await fetch(url)
    if (!response.ok) throw new Error(`${url.href} answered ${response.status}`)
    const page = (await response.json()) as Page
    emails.push(...page.result)
    cursor = page.result_info?.has_more ? page.result_info.cursor : undefined
  } while (cursor)
  return emails
}

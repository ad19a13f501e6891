import { site } from '../shared/site'
import type { Env } from './env'
import type { StoredMessage } from './messages'

/** The page languages, as the studio reads them in an email. */
const languageNames: Record<string, string> = { en: 'English', es: 'Spanish' }

/**
 * Text the visitor typed, made fit for one line of a header: every line break and other control
 * character becomes a space, so it can never start a header of its own.
 */
function oneLine(text: string): string {
  // eslint-disable-next-line no-control-regex -- the control characters are what this removes
  return text.replace(/[\u0000-\u001f\u007f\u0085\u2028\u2029]+/g, ' ').trim()
}

const htmlEscapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
}

/** Text the visitor typed, made fit for HTML: shown as typed, never read as markup. */
function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => htmlEscapes[character] ?? character)
}

/**
 * The email that tells the studio about a message: from the site's sender address (`EMAIL_FROM`,
 * on the studio's domain) to the studio's address (`site.email`, the address visitors see, and
 * the `destination_address` of the `EMAIL` binding in wrangler.jsonc), with Reply-To the
 * visitor, so the studio's Reply answers them. The visitor's words go only into the subject (one
 * line) and the bodies (plain text, and HTML with every character escaped).
 */
function studioEmail(message: StoredMessage, from: string) {
  const name = oneLine(message.name)
  const language = languageNames[message.locale] ?? message.locale
  const received = new Date(message.created_at).toUTCString()
  const fields: [string, string][] = [
    ['Name', message.name],
    ['Email', message.email],
    ['Company', message.company || '—'],
    ['Page language', language],
    ['Received', received],
  ]
  const text = [
    ...fields.map(([label, value]) => `${label}: ${value}`),
    '',
    message.message,
    '',
    `Reply to this email to answer ${name}.`,
    '',
  ].join('\n')
  const rows = fields
    .map(([label, value]) => `<tr><th align="left">${label}</th><td>${escapeHtml(value)}</td></tr>`)
    .join('')
  const html = [
    '<!doctype html><html><head><meta charset="utf-8"></head><body>',
    `<table cellpadding="4">${rows}</table>`,
    `<p style="white-space:pre-wrap">${escapeHtml(message.message)}</p>`,
    `<p>Reply to this email to answer ${escapeHtml(name)}.</p>`,
    '</body></html>',
  ].join('')
  return {
    from: { name: `${site.brandName} website`, email: from },
    to: site.email,
    replyTo: message.email,
    subject: `New message from ${name} — ${site.brandName}`,
    text,
    html,
  } satisfies Parameters<SendEmail['send']>[0]
}

/** What sending email needs here (the binding and the sender address), or why it cannot. */
export function emailSetUp(env: Env): { binding: SendEmail; from: string } | string {
  if (!env.EMAIL) return 'the send_email binding EMAIL is missing'
  if (!env.EMAIL_FROM) return 'the var EMAIL_FROM (the sender address) is not set'
  return { binding: env.EMAIL, from: env.EMAIL_FROM }
}

/** Emails the studio about one message. True when the platform accepted it; a failure is logged. */
export async function emailStudio(env: Env, message: StoredMessage): Promise<boolean> {
  const email = emailSetUp(env)
  if (typeof email === 'string') return false
  try {
    await email.binding.send(studioEmail(message, email.from))
    return true
  } catch (error) {
    console.error(`Email for message ${message.id} failed:`, error)
    return false
  }
}

import type { MessageKey, Messages } from './en'

export type MessageParams = Record<string, string | number>

/**
 * Looks a key up and fills in `{name}` placeholders. A key the dictionary lacks shows the key
 * itself, so a gap is visible on the page instead of an empty space.
 */
export function translate(
  messages: Partial<Record<string, string>>,
  key: string,
  params?: MessageParams,
): string {
  const template = messages[key]
  if (template === undefined) return key
  if (!params) return template
  return template.replace(/\{(\w+)\}/g, (match, name: string) =>
    name in params ? String(params[name]) : match,
  )
}

export type Translate = (key: MessageKey, params?: MessageParams) => string

export function translatorOf(messages: Partial<Messages>): Translate {
  return (key, params) => translate(messages, key, params)
}

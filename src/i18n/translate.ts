import type { en, MessageKey, Messages } from './en'

type English = typeof en

/** The names of a template's `{name}` placeholders, read from its type: `'year' | 'brand'`. */
type Placeholders<Template extends string> =
  Template extends `${string}{${infer Name}}${infer Rest}` ? Name | Placeholders<Rest> : never

/** The values a message needs, one per placeholder of its English text. */
type MessageParams<Key extends MessageKey> = Record<Placeholders<English[Key]>, string | number>

/** What follows the key in `t(key, ...)`: the values, or nothing for a message without placeholders. */
type MessageArgs<Key extends MessageKey> = [Placeholders<English[Key]>] extends [never]
  ? []
  : [params: MessageParams<Key>]

/** A key whose English text has no placeholders: `t(key)` takes nothing else. */
export type PlainMessageKey = {
  [Key in MessageKey]: MessageArgs<Key> extends [] ? Key : never
}[MessageKey]

/**
 * Looks a key up and fills in `{name}` placeholders. A key the dictionary lacks shows the key
 * itself, so a gap is visible on the page instead of an empty space.
 */
export function translate(
  messages: Partial<Record<string, string>>,
  key: string,
  params?: Record<string, string | number>,
): string {
  const template = messages[key]
  if (template === undefined) return key
  if (!params) return template
  return template.replace(/\{(\w+)\}/g, (match, name: string) =>
    name in params ? String(params[name]) : match,
  )
}

/**
 * `t('hero.title')`, `t('footer.copyright', { year, brand })`: the type-check asks for exactly the
 * placeholders of the English message.
 */
export type Translate = <Key extends MessageKey>(key: Key, ...args: MessageArgs<Key>) => string

export function translatorOf(messages: Partial<Messages>): Translate {
  return (key, ...[params]) => translate(messages, key, params)
}

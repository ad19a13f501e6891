import type { en, MessageKey } from './en'

/** The names of a template's `{name}` placeholders, read from its type: `'year' | 'brand'`. */
type Placeholders<Template extends string> =
  Template extends `${string}{${infer Name}}${infer Rest}` ? Name | Placeholders<Rest> : never

/** What follows the key in `t(key, ...)`: the values, or nothing for a message without placeholders. */
type MessageArgs<English, Key extends keyof English> = [
  Placeholders<English[Key] & string>,
] extends [never]
  ? []
  : [params: Record<Placeholders<English[Key] & string>, string | number>]

/** A key whose English text has no placeholders: `t(key)` takes nothing else. */
export type PlainMessageKey = {
  [Key in MessageKey]: MessageArgs<typeof en, Key> extends [] ? Key : never
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
export type Translate<English = typeof en> = <Key extends keyof English & string>(
  key: Key,
  ...args: MessageArgs<English, Key>
) => string

/** `t` for one language of a dictionary; one apart names its English: `translatorOf<English>(…)`. */
export function translatorOf<English = typeof en>(
  messages: Partial<Record<keyof NoInfer<English> & string, string>>,
): Translate<English> {
  return (key, ...[params]) => translate(messages, key, params)
}

import { locales, type Locale } from '../../shared/locales.ts'

/** The names of a file of `namedKeys`, by key: `{ commercial: { en: 'Commercial', es: … } }`. */
export const namesByKey = <Key extends string>(
  list: readonly ({ key: Key } & Record<Locale, string>)[],
) =>
  Object.fromEntries(
    list.map((item) => [
      item.key,
      Object.fromEntries(locales.map((locale) => [locale, item[locale]])),
    ]),
  ) as Record<Key, Record<Locale, string>>

/**
 * The roles a project's credits can name (its `index.en.md` lists `role: <key>` and a name),
 * with their names in each language. A new role is one more line here.
 */
export const creditRoles = {
  direction: { en: 'Direction', es: 'Dirección' },
  'creative-direction': { en: 'Creative direction', es: 'Dirección creativa' },
  'art-direction': { en: 'Art direction', es: 'Dirección de arte' },
  'ai-artist': { en: 'AI artist', es: 'Artista de IA' },
  production: { en: 'Production', es: 'Producción' },
  edit: { en: 'Edit', es: 'Montaje' },
  music: { en: 'Music', es: 'Música' },
  sound: { en: 'Sound', es: 'Sonido' },
} as const

export type CreditRole = keyof typeof creditRoles

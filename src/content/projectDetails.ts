import type { Localized, ProjectSlug } from './projects'

/**
 * Each project's long text (its `fullDescription`), shown only in the project modal: it lives
 * apart from `projects.ts` so it loads with the modal, not with every page. A project without
 * one fails the type-check.
 */
export const fullDescriptions: Record<ProjectSlug, Localized> = {
  'neon-requiem': {
    en: 'Shot for phones in a 9:16 frame, Neon Requiem follows a singer through a night city that dissolves and rebuilds itself with every beat. We wrote a visual score for the track, generated each scene from the lyrics and cut it to the rhythm, keeping the artist’s face consistent from the first frame to the last.',
    es: 'Pensado para el móvil en formato 9:16, Réquiem de neón sigue a una cantante por una ciudad nocturna que se deshace y se reconstruye con cada compás. Escribimos una partitura visual para la canción, generamos cada escena a partir de la letra y la montamos al ritmo, manteniendo el rostro de la artista idéntico del primer al último fotograma.',
  },
  'casa-marea': {
    en: 'Casa Marea is a commercial concept for a beachfront housing development that did not exist yet. From the architects’ plans we generated sunrise terraces, quiet interiors and evening views of the sea, so buyers could picture a life there months before construction began. The campaign ran in print, on social media and in the sales office.',
    es: 'Casa Marea es un concepto publicitario para una promoción de viviendas frente al mar que todavía no existía. A partir de los planos de los arquitectos generamos terrazas al amanecer, interiores serenos y vistas al mar al atardecer, para que los compradores pudieran imaginar su vida allí meses antes de empezar la obra. La campaña se publicó en prensa, en redes sociales y en la oficina de ventas.',
  },
  'hall-of-echoes': {
    en: 'Hall of Echoes is a short documentary made with a history museum. Working from archive photographs and curators’ notes, we recreated objects that were lost or never photographed in colour and placed them back in the galleries where they once stood. The film now plays at the museum’s entrance and online.',
    es: 'Sala de ecos es un documental breve realizado junto a un museo de historia. A partir de fotografías de archivo y notas de los conservadores, recreamos objetos perdidos o nunca fotografiados en color y los devolvimos a las salas donde estuvieron. La película se proyecta ahora a la entrada del museo y en internet.',
  },
}

import type { Locale } from '../../shared/locales'

/**
 * The privacy page's words (src/features/privacy/PrivacyPage.tsx), in each language. They live
 * here rather than in en.ts and es.ts because every page loads its language's whole dictionary
 * and only this page reads them: kept apart, they load with the page (issue 42: the first load
 * of / grows by at most 1 KiB). Spanish is typed by the English shape, as es.ts is.
 */
const en = {
  title: 'Privacy',
  intro:
    'This site uses no cookies, stores nothing in your browser and loads no third-party analytics. To know whether the site is useful, it counts a few things itself, as totals per day. Nothing it keeps can tell who you are.',
  'counted.title': 'What is counted',
  'counted.pages': 'Each page opened: which page and in which language.',
  'counted.referrer':
    'The name of the website a link brought you from (for example, instagram.com), never the address of the page.',
  'counted.projects':
    'Which projects are opened, from a card or from a shared link, which films are played and which galleries are opened.',
  'counted.device': 'Whether the screen is a phone, a tablet or a desktop, from its width.',
  'counted.messages': 'How many messages arrive through the contact form, by the page’s language.',
  'visitors.title': 'How visitors are counted',
  'visitors.text':
    'To tell a second visit on the same day from a new visitor, the server mixes your network address and browser name with a random value that changes every day, and keeps only the result (a hash). The next day, that value and every hash of the day are deleted, so no visit can be linked to you or to another day.',
  'notCounted.title': 'What is never kept',
  'notCounted.identity':
    'Your network address, your browser’s name, or anything that identifies you or your device.',
  'notCounted.cookies':
    'Cookies or anything stored in your browser, and any profile of what you do across visits or other sites.',
  'notCounted.optOut':
    'Anything at all from a browser that sends Global Privacy Control or Do Not Track: nothing is counted for it.',
  'notCounted.robots': 'Visits by search engine crawlers and other automated programs.',
  'messages.title': 'Messages you send',
  'messages.text':
    'A message sent through the contact form is stored so the studio can answer it, and emailed to the studio. It is used for nothing else.',
} as const

type PrivacyWords = Record<keyof typeof en, string>

const es: PrivacyWords = {
  title: 'Privacidad',
  intro:
    'Este sitio no usa cookies, no guarda nada en tu navegador y no carga analítica de terceros. Para saber si el sitio es útil, cuenta algunas cosas por sí mismo, como totales por día. Nada de lo que guarda puede decir quién eres.',
  'counted.title': 'Qué se cuenta',
  'counted.pages': 'Cada página abierta: qué página y en qué idioma.',
  'counted.referrer':
    'El nombre del sitio desde el que te trajo un enlace (por ejemplo, instagram.com), nunca la dirección de la página.',
  'counted.projects':
    'Qué proyectos se abren, desde una tarjeta o desde un enlace compartido, qué películas se reproducen y qué galerías se abren.',
  'counted.device': 'Si la pantalla es de un móvil, una tableta o un ordenador, por su anchura.',
  'counted.messages':
    'Cuántos mensajes llegan por el formulario de contacto, según el idioma de la página.',
  'visitors.title': 'Cómo se cuentan los visitantes',
  'visitors.text':
    'Para distinguir una segunda visita del mismo día de un visitante nuevo, el servidor mezcla tu dirección de red y el nombre de tu navegador con un valor aleatorio que cambia cada día, y guarda solo el resultado (un hash). Al día siguiente se borran ese valor y todos los hash del día, así que ninguna visita puede asociarse a ti ni a otro día.',
  'notCounted.title': 'Qué no se guarda nunca',
  'notCounted.identity':
    'Tu dirección de red, el nombre de tu navegador ni nada que te identifique a ti o a tu dispositivo.',
  'notCounted.cookies':
    'Cookies ni nada guardado en tu navegador, ni ningún perfil de lo que haces entre visitas o en otros sitios.',
  'notCounted.optOut':
    'Nada en absoluto de un navegador que envía Global Privacy Control o Do Not Track: no se cuenta nada de él.',
  'notCounted.robots':
    'Las visitas de los rastreadores de buscadores y otros programas automáticos.',
  'messages.title': 'Los mensajes que envías',
  'messages.text':
    'Un mensaje enviado por el formulario de contacto se guarda para que el estudio pueda responderlo y se le envía por correo. No se usa para nada más.',
}

export const privacyWords: Record<Locale, PrivacyWords> = { en, es }

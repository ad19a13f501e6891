import { filmPlayers } from '../../shared/filmPlayers'
import type { Locale } from '../../shared/locales'
import { site } from '../../shared/site'
import type { Dictionary } from './dictionary'

/**
 * The privacy page's words, a dictionary apart that loads with the page alone. Every sentence
 * says what the code does (tests/e2e/stats.spec.ts checks it): change it with that code.
 */
const filmHosts = (locale: Locale) =>
  new Intl.ListFormat(locale, { type: 'disjunction' }).format(Object.keys(filmPlayers))

const en = {
  title: 'Privacy',
  intro: `This website is run by ${site.brandName}, which decides what it keeps. For any question about your data, or to use the rights below, write to ${site.email}.`,
  'counted.title': 'What the site counts',
  'counted.intro':
    'To know whether the site is useful, the site counts a few things itself, as totals per day. It sets no cookies and loads no analytics or advertising from anyone else.',
  'counted.pages':
    'Each page your browser loads from the server (opening the site, a link from elsewhere, a reload): which page and in which language. Moving to another page from within the site, which loads nothing from the server, is not counted.',
  'counted.referrer':
    'The name of the website a link brought you from (for example, instagram.com), once a day per network address, never the address of the page. The studio’s weekly summary names a website only when visitors from at least three different network addresses came from it on one day.',
  'counted.projects':
    'Which projects are opened, from a card or from a shared link, which category links are opened, which films are played and which galleries are opened: each at most once a day per visitor.',
  'counted.device':
    'Whether the browser window is as wide as a phone’s, a tablet’s or a desktop’s: one of the three, at most once a day per visitor.',
  'counted.messages':
    'How many messages are sent through the contact form, by the page’s language.',
  'counted.kept':
    'These daily totals are kept with no end date. They hold no address, browser name or anything else about you.',
  'visitors.title': 'How a visitor is counted once a day',
  'visitors.text':
    'To tell a second visit on the same day from a new visitor, the server mixes your network address and browser name with a random value made for that day and keeps the result (a hash), never the address or the name themselves. Beside it, it notes what has already been counted for it that day, so that opening a project twice counts once, and how many page views and in-page events came from your network address: after 50 in a day, no more page views or events from that address are counted that day (a message sent is still counted, as below). Your network address means the whole address for IPv4 and, for IPv6, its first half, which your provider gives your connection as a whole.',
  'visitors.deleted':
    'The day’s random value is kept in the same database as the hashes until the day is over, so during that day someone holding the database and already knowing your address and browser name could match them to what was counted. The first count of the next day (UTC) deletes the past days’ random values and hashes, and so does a task that runs every 10 minutes; after that, nothing counted can be linked to you or to another day.',
  'notCounted.title': 'What is not counted',
  'notCounted.optOut':
    'Nothing about your visit when your browser sends Global Privacy Control or Do Not Track: no page, no event, and a message you send is not counted either (it is still stored and delivered, as below).',
  'notCounted.robots':
    'Search engines, link previews in chat and social apps, and other automated programs.',
  'notCounted.requests':
    'A page loaded in the background or shown by another site (as an image or in a frame), rather than opened by you.',
  'browser.title': 'What is kept in your browser',
  'browser.text':
    'No cookies, and nothing in your browser’s local storage. In this tab’s session storage, which the browser clears when the tab is closed, the site keeps: what you type in the contact form until it is sent, so that a reload loses none of it; a note that a page was loaded again because its code did not arrive, so that it is not reloaded over and over; and where you had scrolled on each page, so that going back returns you there. The site sends none of it anywhere: what you type reaches the studio only when you send it.',
  'messages.title': 'Messages you send',
  'messages.text': `A message sent through the contact form (your name, email address, company if you give one, the message and the page’s language) is stored in the site’s database so the studio can answer it, emailed to the studio at ${site.email}, and counted as one message in the day’s totals. If the studio has set one up, it is also posted to a service of its choice (a webhook), for example its team chat. On a day with more messages than the studio reads one by one, it gets a single alert instead for the rest of that day, and the messages are stored all the same. It is kept until the studio deletes it.`,
  'messages.limit':
    'So that no one can send thousands of messages or events, the server keeps a hash of your network address, mixed with a secret value, with the number of requests it made in the current 10-minute period (periods start on the clock: 10:00, 10:10, 10:20…); a task that runs every 10 minutes deletes it once its period is over, so it is kept for at most 20 minutes.',
  'services.title': 'Other services',
  'services.films': `Some projects have a film hosted by ${filmHosts('en')}. Your browser contacts that host only when you start a film: pressing Play first checks that its player answers, then loads the player, and what the host receives from then on (your network address among it) falls under its own privacy policy.`,
  'services.platform':
    'The site runs on Cloudflare (Workers, its D1 database and Email Routing), which receives each request, with your network address, to answer it. The platform’s log of every request is turned off for this site. A row deleted from the database (a message, a day’s hashes) can still be restored by the platform’s Time Travel for 30 days (7 days on its free plan); after that, it is gone.',
  'rights.title': 'Your rights',
  'rights.text': `You may ask ${site.brandName} what it holds about you, have it corrected or deleted, or object to its use, by writing to ${site.email}; a message you sent is found by your email address. The daily totals cannot be traced to you, so they hold nothing to give you or to delete. You may also complain to your data protection authority.`,
} as const

const es: Record<keyof typeof en, string> = {
  title: 'Privacidad',
  intro: `Este sitio web lo gestiona ${site.brandName}, que decide qué guarda. Para cualquier pregunta sobre tus datos, o para ejercer los derechos de abajo, escribe a ${site.email}.`,
  'counted.title': 'Qué cuenta el sitio',
  'counted.intro':
    'Para saber si el sitio es útil, el sitio cuenta algunas cosas por sí mismo, como totales por día. No usa cookies y no carga analítica ni publicidad de nadie más.',
  'counted.pages':
    'Cada página que tu navegador carga del servidor (al abrir el sitio, un enlace desde otro sitio, una recarga): qué página y en qué idioma. Pasar a otra página desde dentro del sitio, que no carga nada del servidor, no se cuenta.',
  'counted.referrer':
    'El nombre del sitio desde el que te trajo un enlace (por ejemplo, instagram.com), una vez al día por dirección de red, nunca la dirección de la página. El resumen semanal del estudio nombra un sitio solo cuando llegaron visitantes desde al menos tres direcciones de red distintas en un mismo día.',
  'counted.projects':
    'Qué proyectos se abren, desde una tarjeta o desde un enlace compartido, qué enlaces de categoría se abren, qué películas se reproducen y qué galerías se abren: cada cosa como mucho una vez al día por visitante.',
  'counted.device':
    'Si la ventana del navegador es tan ancha como la de un móvil, una tableta o un ordenador: una de las tres, como mucho una vez al día por visitante.',
  'counted.messages':
    'Cuántos mensajes se envían por el formulario de contacto, según el idioma de la página.',
  'counted.kept':
    'Estos totales diarios se guardan sin fecha de fin. No contienen ninguna dirección, nombre de navegador ni nada más sobre ti.',
  'visitors.title': 'Cómo se cuenta un visitante una vez al día',
  'visitors.text':
    'Para distinguir una segunda visita del mismo día de un visitante nuevo, el servidor mezcla tu dirección de red y el nombre de tu navegador con un valor aleatorio creado para ese día y guarda el resultado (un hash), nunca la dirección ni el nombre. Junto a él anota lo que ya se ha contado para él ese día, para que abrir un proyecto dos veces cuente una, y cuántas páginas y eventos llegaron desde tu dirección de red: pasados 50 en un día, no se cuentan más páginas ni eventos desde esa dirección ese día (un mensaje enviado sí se cuenta, como se explica abajo). Tu dirección de red es la dirección entera en IPv4 y, en IPv6, su primera mitad, que tu proveedor asigna a tu conexión en conjunto.',
  'visitors.deleted':
    'El valor aleatorio del día se guarda en la misma base de datos que los hash hasta que acaba el día, así que durante ese día alguien que tuviera la base de datos y ya conociera tu dirección y el nombre de tu navegador podría asociarlos a lo contado. El primer recuento del día siguiente (UTC) borra los valores aleatorios y los hash de los días pasados, y también lo hace una tarea que se ejecuta cada 10 minutos; a partir de ahí, nada de lo contado puede asociarse a ti ni a otro día.',
  'notCounted.title': 'Qué no se cuenta',
  'notCounted.optOut':
    'Nada de tu visita cuando tu navegador envía Global Privacy Control o Do Not Track: ni páginas, ni eventos, y un mensaje que envíes tampoco se cuenta (se guarda y se entrega igual, como se explica abajo).',
  'notCounted.robots':
    'Los buscadores, las vistas previas de enlaces de las apps de chat y redes sociales y otros programas automáticos.',
  'notCounted.requests':
    'Una página cargada en segundo plano o mostrada por otro sitio (como imagen o en un marco), en vez de abierta por ti.',
  'browser.title': 'Qué se guarda en tu navegador',
  'browser.text':
    'Ninguna cookie y nada en el almacenamiento local del navegador. En el almacenamiento de sesión de esta pestaña, que el navegador vacía al cerrarla, el sitio guarda: lo que escribes en el formulario de contacto hasta que se envía, para que una recarga no pierda nada; una nota de que una página se volvió a cargar porque su código no llegó, para que no se recargue una y otra vez; y hasta dónde habías desplazado cada página, para que al volver atrás vuelvas ahí. El sitio no lo envía a ninguna parte: lo que escribes llega al estudio solo cuando lo envías.',
  'messages.title': 'Los mensajes que envías',
  'messages.text': `Un mensaje enviado por el formulario de contacto (tu nombre, tu correo, tu empresa si la indicas, el mensaje y el idioma de la página) se guarda en la base de datos del sitio para que el estudio pueda responderlo, se envía por correo al estudio a ${site.email} y se cuenta como un mensaje en los totales del día. Si el estudio lo ha configurado, también se envía a un servicio de su elección (un webhook), por ejemplo el chat de su equipo. Un día con más mensajes de los que el estudio lee uno a uno, recibe en su lugar un solo aviso para el resto del día, y los mensajes se guardan igual. Se guarda hasta que el estudio lo borra.`,
  'messages.limit':
    'Para que nadie pueda enviar miles de mensajes o eventos, el servidor guarda un hash de tu dirección de red, mezclada con un valor secreto, con el número de peticiones que hizo en el periodo de 10 minutos en curso (los periodos empiezan en punto: 10:00, 10:10, 10:20…); una tarea que se ejecuta cada 10 minutos lo borra cuando su periodo ha terminado, así que se guarda 20 minutos como mucho.',
  'services.title': 'Otros servicios',
  'services.films': `Algunos proyectos tienen una película alojada en ${filmHosts('es')}. Tu navegador contacta con ese servicio solo cuando inicias una película: al pulsar Reproducir primero comprueba que su reproductor responde y luego lo carga, y lo que el servicio recibe desde entonces (tu dirección de red entre ello) queda bajo su propia política de privacidad.`,
  'services.platform':
    'El sitio funciona en Cloudflare (Workers, su base de datos D1 y Email Routing), que recibe cada petición, con tu dirección de red, para responderla. El registro de cada petición de la plataforma está desactivado para este sitio. Una fila borrada de la base de datos (un mensaje, los hash de un día) aún puede restaurarse con Time Travel de la plataforma durante 30 días (7 días en su plan gratuito); después, desaparece.',
  'rights.title': 'Tus derechos',
  'rights.text': `Puedes pedir a ${site.brandName} qué guarda sobre ti, que lo corrija o lo borre, u oponerte a su uso, escribiendo a ${site.email}; un mensaje que enviaste se encuentra por tu correo. Los totales diarios no pueden asociarse a ti, así que no contienen nada que darte ni que borrar. También puedes reclamar ante tu autoridad de protección de datos.`,
}

export const privacyWords: Dictionary<typeof en> = { en, es }

import { site } from '../../shared/site'
import type { Messages } from './en'
import type { SiteWords } from '../content/siteSchema'
import home from '../content/site/home.es.json' with { type: 'json' }
import pages from '../content/site/pages.es.json' with { type: 'json' }
import services from '../content/site/services.json?locale=es' with { type: 'json' }
import { errorPageMessages } from './errorPageMessages'

/** Spanish messages. Typed by the English shape: a missing key fails the type-check. */
export const es: Messages = {
  'meta.project.title': `{title} — ${site.brandName}`,
  'meta.shareImage.alt': `${site.brandName} — fotografía, anuncios y películas generados con IA`,

  'nav.label': 'Principal',
  'nav.home': `Inicio de ${site.brandName}`,
  'nav.ourWork': 'Nuestro trabajo',
  'nav.workWithUs': 'Trabaja con nosotros',
  'nav.openMenu': 'Abrir menú',
  'nav.closeMenu': 'Cerrar menú',
  'nav.menuTitle': 'Menú',
  'nav.skipToContent': 'Saltar al contenido principal',

  'language.switch': 'Versión en español',
  'language.en': 'EN',
  'language.es': 'ES',

  'hero.workWithUs': 'Trabaja con nosotros',
  'hero.viewProjects': 'Ver nuestros proyectos',

  'whatWeDo.cta': 'Descubre nuestros servicios',

  'services.getStarted': 'Empieza tu proyecto',
  'services.getStartedWith': 'Empieza tu proyecto: {service}',

  'projects.featured.eyebrow': 'Trabajo seleccionado',
  'projects.featured.title': 'Proyectos destacados',
  'projects.featured.subtitle':
    'Algunas piezas recientes, de un videoclip a una película para un museo.',
  'projects.viewProject': 'Ver proyecto',
  'projects.featured.viewProjectNamed': 'Ver proyecto: {title}',
  'clients.title': 'Han confiado en nosotros',
  'projects.viewAll': 'Ver todos los proyectos',
  'projects.page.title': 'Nuestro trabajo',
  'projects.page.subtitle':
    'Videoclips, conceptos publicitarios y documentales, cada uno generado, dirigido y terminado por nuestro equipo.',
  'projects.carousel.label': 'Proyectos',
  'projects.carousel.previous': 'Proyecto anterior',
  'projects.carousel.next': 'Proyecto siguiente',
  'projects.carousel.slide': '{index} de {total}',
  'projects.carousel.current': '{title}, diapositiva {index} de {total}',
  'projects.filter.label': 'Filtrar proyectos por categoría',
  'projects.filter.all': 'Todos',
  'projects.filter.showingAll': 'Mostrando todos los proyectos: {count}',
  'projects.filter.showing': 'Mostrando {category}: {count}',
  'projects.grid.title': 'Todos los proyectos',
  'projects.open': 'Abrir {title}',
  'projects.modal.close': 'Cerrar',
  'projects.modal.overview': 'Resumen del proyecto',
  'projects.modal.category': 'Categoría',
  'projects.modal.type': 'Tipo',
  'projects.modal.client': 'Cliente',
  'projects.modal.year': 'Año',
  'projects.modal.aiNote': `Generado con IA: hecho por ${site.brandName} con IA generativa.`,
  'projects.modal.videoTitle': '{title} — vídeo',
  'projects.type.video': 'Vídeo',
  'projects.type.image': 'Imagen',
  'projects.modal.play': 'Reproducir {title}',
  'projects.modal.videoFailed': 'La película no se ha podido cargar aquí.',
  'projects.modal.watchOnHost': 'Ver {title} en {host}',
  'projects.modal.share': 'Compartir',
  'projects.modal.linkCopied': 'Enlace copiado',
  'projects.modal.shareFailed': 'No se ha podido copiar el enlace',
  'projects.gallery.title': 'Galería',
  'projects.gallery.viewer': '{title}: galería',
  'projects.gallery.position': '{index} de {total}',
  'projects.gallery.previous': 'Imagen anterior',
  'projects.gallery.next': 'Imagen siguiente',
  'ai.link': 'Cómo usamos la IA',

  'contact.emailLabel': 'Correo',
  'contact.instagramLabel': 'Instagram',
  'contact.newTab': '(se abre en una pestaña nueva)',
  'contact.form.title': 'Escríbenos',
  'contact.form.name': 'Nombre',
  'contact.form.email': 'Correo electrónico',
  'contact.form.company': 'Empresa',
  'contact.form.optional': '(opcional)',
  'contact.form.message': 'Mensaje',
  'contact.form.submit': 'Enviar mensaje',
  'contact.form.sending': 'Enviando tu mensaje',
  'contact.success': '¡Mensaje enviado! Te responderemos muy pronto.',
  'contact.error.server':
    'El servidor no pudo recibir tu mensaje (error {status}). Tu texto sigue aquí; inténtalo de nuevo.',
  'contact.error.timeout':
    'El servidor tardó demasiado en responder. Tu texto sigue aquí; inténtalo de nuevo.',
  'contact.error.network':
    'No se pudo enviar tu mensaje: revisa tu conexión. Tu texto sigue aquí; inténtalo de nuevo.',
  'contact.error.offline':
    'Parece que no tienes conexión, así que tu mensaje no se envió. Tu texto sigue aquí; inténtalo de nuevo cuando vuelvas a estar en línea.',
  'contact.error.invalid':
    'Hay datos que corregir: mira las notas junto a los campos. Tu texto sigue aquí.',
  'contact.error.rateLimited':
    'Hemos recibido varios mensajes tuyos en poco tiempo. Tu texto sigue aquí; inténtalo de nuevo dentro de {minutes} min.',
  'contact.error.unavailable':
    'Nuestro servicio de mensajes no está disponible en este momento. Tu texto sigue aquí; inténtalo de nuevo en un minuto.',
  'contact.error.retry': 'Reintentar',
  'contact.resend':
    'El sitio se actualizó mientras escribías. Tu mensaje sigue aquí: pulsa Enviar mensaje para enviarlo.',
  'contact.validation.nameRequired': 'Escribe tu nombre.',
  'contact.validation.emailRequired': 'Escribe tu correo electrónico.',
  'contact.validation.emailInvalid':
    'Escribe un correo electrónico válido, por ejemplo nombre@ejemplo.com.',
  'contact.validation.messageRequired': 'Escribe tu mensaje.',
  'contact.validation.tooLong': 'Usa como máximo {max} caracteres.',
  'contact.validation.invalid': 'Revisa este campo.',
  'contact.honeypot': 'Deja este campo vacío',
  'contact.form.aboutProject': 'Proyecto: {name}',

  'toast.region': 'Notificaciones',

  'footer.copyright': '© {year} {brand}. Todos los derechos reservados.',
  'footer.privacy': 'Privacidad',

  'notFound.code': '404',
  'notFound.title': '¡Uy! Página no encontrada',
  'notFound.description': 'La página que buscas no existe o se ha movido.',
  'notFound.home': 'Volver al inicio',

  ...errorPageMessages.es,
}

/**
 * The studio's own words in Spanish (`src/content/site/*.es.json`, edited in the editor): the
 * build checks them against their schemas (`tools/content/readSite.ts`) before this is bundled.
 */
export const words = { home, pages, services: services.list } as SiteWords

import { site } from '../../shared/site'
import type { SiteWords } from '../content/siteSchema'
import home from '../content/site/home.en.json' with { type: 'json' }
import pages from '../content/site/pages.en.json' with { type: 'json' }
import services from '../content/site/services.json?locale=en' with { type: 'json' }
import { errorPageMessages } from './errorPageMessages'

/**
 * English messages: the source of truth for every key (`es.ts` is typed by this shape). `{name}`
 * marks a value filled in at run time.
 */
export const en = {
  'meta.project.title': `{title} — ${site.brandName}`,
  // Read by link previews (the pages' head tags), not shown on the page.
  'meta.shareImage.alt': `${site.brandName} — AI-generated photography, commercials and films`,

  'nav.label': 'Main',
  'nav.home': `${site.brandName} home`,
  'nav.ourWork': 'Our Work',
  'nav.workWithUs': 'Work with us',
  'nav.openMenu': 'Open menu',
  'nav.closeMenu': 'Close menu',
  'nav.menuTitle': 'Menu',
  'nav.skipToContent': 'Skip to main content',

  'language.switch': 'Spanish version (Español)',
  'language.en': 'EN',
  'language.es': 'ES',

  'hero.workWithUs': 'Work with us',
  'hero.viewProjects': 'View our projects',

  'whatWeDo.cta': 'Discover our services',

  'services.getStarted': 'Get started',
  'services.getStartedWith': 'Get started: {service}',

  'projects.featured.eyebrow': 'Selected work',
  'projects.featured.title': 'Featured projects',
  'projects.featured.subtitle': 'A few recent pieces, from a music video to a museum film.',
  'projects.viewProject': 'View project',
  'projects.featured.viewProjectNamed': 'View project: {title}',
  'clients.title': 'Trusted by',
  'projects.viewAll': 'View all projects',
  'projects.page.title': 'Our Work',
  'projects.page.subtitle':
    'Music videos, commercial concepts and documentaries — each one generated, directed and finished by our team.',
  'projects.carousel.label': 'Projects',
  'projects.carousel.previous': 'Previous project',
  'projects.carousel.next': 'Next project',
  'projects.carousel.slide': '{index} of {total}',
  'projects.carousel.current': '{title}, slide {index} of {total}',
  'projects.filter.label': 'Filter projects by category',
  'projects.filter.all': 'All',
  'projects.filter.showingAll': 'Showing all projects: {count}',
  'projects.filter.showing': 'Showing {category}: {count}',
  'projects.grid.title': 'All projects',
  'projects.open': 'Open {title}',
  'projects.modal.close': 'Close',
  'projects.modal.overview': 'Project Overview',
  'projects.modal.category': 'Category',
  'projects.modal.type': 'Type',
  'projects.modal.client': 'Client',
  'projects.modal.year': 'Year',
  'projects.modal.aiNote': `AI-generated: made by ${site.brandName} with generative AI.`,
  'projects.modal.videoTitle': '{title} — video',
  'projects.type.video': 'Video',
  'projects.type.image': 'Image',
  'projects.modal.play': 'Play {title}',
  'projects.modal.videoFailed': 'The film could not load here.',
  'projects.modal.watchOnHost': 'Watch {title} on {host}',
  'projects.modal.share': 'Share',
  'projects.modal.linkCopied': 'Link copied',
  'projects.modal.shareFailed': 'The link could not be copied',
  'projects.gallery.title': 'Gallery',
  'projects.gallery.viewer': '{title}: gallery',
  'projects.gallery.position': '{index} of {total}',
  'projects.gallery.previous': 'Previous picture',
  'projects.gallery.next': 'Next picture',
  'ai.link': 'How we use AI',

  'contact.emailLabel': 'Email',
  'contact.instagramLabel': 'Instagram',
  'contact.newTab': '(opens in a new tab)',
  'contact.form.title': 'Send us a message',
  'contact.form.name': 'Name',
  'contact.form.email': 'Email',
  'contact.form.company': 'Company',
  'contact.form.optional': '(optional)',
  'contact.form.message': 'Message',
  'contact.form.submit': 'Send message',
  'contact.form.sending': 'Sending your message',
  'contact.success': "Message sent successfully! We'll get back to you soon.",
  'contact.error.server':
    'The server could not take your message (error {status}). Your text is still here; please try again.',
  'contact.error.timeout':
    'The server took too long to answer. Your text is still here; please try again.',
  'contact.error.network':
    'Your message could not be sent: check your connection. Your text is still here; please try again.',
  'contact.error.offline':
    "You seem to be offline, so your message was not sent. Your text is still here; try again once you're back online.",
  'contact.error.invalid':
    'Some details need a fix: see the notes next to the fields. Your text is still here.',
  'contact.error.rateLimited':
    'We have received several messages from you in a short time. Your text is still here; please try again in {minutes} min.',
  'contact.error.unavailable':
    'Our message service is unavailable for a moment. Your text is still here; please try again in a minute.',
  'contact.error.retry': 'Try again',
  'contact.resend':
    'The site was updated while you were writing. Your message is still here: press Send message to send it.',
  'contact.validation.nameRequired': 'Please enter your name.',
  'contact.validation.emailRequired': 'Please enter your email address.',
  'contact.validation.emailInvalid': 'Please enter a valid email address, like name@example.com.',
  'contact.validation.messageRequired': 'Please write a message.',
  'contact.validation.tooLong': 'Please use {max} characters or fewer.',
  'contact.validation.invalid': 'Please check this field.',
  'contact.honeypot': 'Leave this field empty',
  'contact.form.aboutProject': 'Project: {name}',

  'toast.region': 'Notifications',

  'footer.copyright': '© {year} {brand}. All rights reserved.',
  'footer.privacy': 'Privacy',

  'notFound.code': '404',
  'notFound.title': 'Oops! Page not found',
  'notFound.description': 'The page you are looking for does not exist or has moved.',
  'notFound.home': 'Return to Home',

  ...errorPageMessages.en,
} as const

export type MessageKey = keyof typeof en
export type Messages = Record<MessageKey, string>

/**
 * The studio's own words in English (`src/content/site/*.en.json`, edited in the editor): the
 * build checks them against their schemas (`tools/content/readSite.ts`) before this is bundled.
 */
export const words = { home, pages, services: services.list } as SiteWords

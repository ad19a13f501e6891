import { useDocumentTitle } from '../../components/useDocumentTitle'
import { useT } from '../../i18n/useLocale'
import { FeaturedProjects } from './FeaturedProjects'
import { Hero } from './Hero'
import { Services } from './Services'
import { WhatWeDo } from './WhatWeDo'

/** The home page's own sections, top to bottom; the route adds the contact section after them. */
export function HomePage() {
  const t = useT()
  useDocumentTitle(t('meta.home.title'))
  return (
    <>
      <Hero />
      <WhatWeDo />
      <Services />
      <FeaturedProjects />
    </>
  )
}

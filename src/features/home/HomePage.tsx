import { FeaturedProjects } from './FeaturedProjects'
import { Hero } from './Hero'
import { Services } from './Services'
import { TrustedBy } from './TrustedBy'
import { WhatWeDo } from './WhatWeDo'

/** The home page's own sections, top to bottom; the route adds the contact section after them. */
export function HomePage() {
  return (
    <>
      <Hero />
      <WhatWeDo />
      <Services />
      <FeaturedProjects />
      <TrustedBy />
    </>
  )
}

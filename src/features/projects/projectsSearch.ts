import * as v from 'valibot'
import { slugSchema } from '../../content/projectSchema'

/**
 * The projects page's search params, parsed once, by the router (`validateSearch` takes this
 * Standard Schema as it is): `?project=<slug>` names the open project. Anything that cannot be a
 * slug (an empty or repeated value, a number, markup, broken encoding) falls back to "no
 * project", so a bad link shows the page without the modal instead of an error; the key stays
 * present so the router rewrites the address without the bad value. Whether a slug is published
 * is the route's loader's to say (it holds the catalogue, off the first load of other pages).
 * The slug's shape is the project folders' own (`projectSchema.ts`).
 */
export const projectsSearchSchema = v.object({
  project: v.fallback(v.optional(slugSchema), undefined),
})

// `npm run check:content`: the build's check of the project folders alone (their texts against
// the schema, the files they name), without making an image or a loop. It prints the build's
// own lines and exits 1 when a folder would stop the build; the repository's workflow
// (.github/workflows/content.yml) runs it on every push, so a refused change is named at once.
//
//   node tools/content/check-content.mjs [<projects dir>]
import { PROJECTS_DIR, ProjectContentError, readProjects } from './readProjects.ts'

const root = process.argv[2] ?? process.env.PROJECTS_DIR ?? PROJECTS_DIR
try {
  const folders = await readProjects(root)
  console.log(`${folders.length} project folders in ${root}: the build accepts them.`)
} catch (error) {
  if (!(error instanceof ProjectContentError)) throw error
  console.error(error.message)
  process.exitCode = 1
}

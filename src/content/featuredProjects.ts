import { casaMarea } from './project/casa-marea'
import { hallOfEchoes } from './project/hall-of-echoes'
import { neonRequiem } from './project/neon-requiem'
import type { Project } from './projects'

/**
 * The three projects the home page shows, each imported on its own: the home page carries these
 * and not the whole catalogue (`projects.ts`), however many projects the studio adds.
 */
export const featuredProjects: readonly Project[] = [neonRequiem, casaMarea, hallOfEchoes]

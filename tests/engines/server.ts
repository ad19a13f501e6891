import { spawn } from 'node:child_process'
import type { TestProject } from 'vitest/node'
import { freePort } from '../../shared/localRuntime'
import { serveArgs, waitUntilAnswers } from '../support/servers'

/**
 * The project's usual server for the production build in dist/ (run `npm run build` first):
 * Cloudflare's local runtime with the site's wrangler.jsonc, as for the Playwright journeys.
 */
const serverCommand = (port: number) =>
  ['node', ...serveArgs(port, ['--persist-to', '.wrangler/engines'])].join(' ')

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string
  }
}

/**
 * Vitest's global setup when no BASE_URL is given: starts the usual server on ENGINES_PORT (by
 * default a free port) for the run and gives the journeys its address.
 */
export default async function setup(project: TestProject) {
  const port = Number(process.env.ENGINES_PORT ?? (await freePort()))
  const baseURL = `http://127.0.0.1:${port}`
  const server = spawn(serverCommand(port), {
    shell: true,
    detached: true, // its own process group, so stopping it also stops what npx started
    stdio: 'ignore',
  })
  const running = () => server.exitCode === null && server.signalCode === null
  const stop = () => {
    if (running() && server.pid) process.kill(-server.pid, 'SIGTERM')
    process.off('exit', stop)
  }
  process.on('exit', stop) // a run that ends early leaves no server behind
  try {
    await waitUntilAnswers(baseURL, running, 60_000)
  } catch (error) {
    stop()
    throw new Error(`\`${serverCommand(port)}\` did not serve the site`, { cause: error })
  }
  project.provide('baseURL', baseURL)
  return stop
}

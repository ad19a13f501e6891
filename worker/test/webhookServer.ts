import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { TestProject } from 'vitest/node'

declare module 'vitest' {
  export interface ProvidedContext {
    webhookOrigin: string
  }
}

/**
 * The studio's webhook, on loopback (Vitest global setup). `POST /hang` never answers; a URL of its
 * own rather than a state, so no other test's notification is held.
 */
export default async function setup(project: TestProject) {
  const received: unknown[] = []
  const held: unknown[] = []
  let down = false
  const server = createServer((request, response) => {
    let body = ''
    request.setEncoding('utf8')
    request.on('data', (chunk: string) => (body += chunk))
    request.on('end', () => {
      const route = `${request.method} ${request.url}`
      if (route === 'POST /hook') {
        if (!down) received.push(JSON.parse(body))
        response.writeHead(down ? 503 : 204).end()
      } else if (route === 'POST /hang') {
        held.push(JSON.parse(body))
      } else if (route === 'POST /state') {
        down = body === 'down'
        response.writeHead(204).end()
      } else if (route === 'GET /received') {
        response
          .writeHead(200, { 'Content-Type': 'application/json' })
          .end(JSON.stringify(received))
      } else if (route === 'GET /held') {
        response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(held))
      } else {
        response.writeHead(404).end()
      }
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  project.provide('webhookOrigin', `http://127.0.0.1:${port}`)
  return () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve())
      server.closeAllConnections()
    })
}

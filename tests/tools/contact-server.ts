// A stand-in for the contact endpoint on loopback, started by the endpoint e2e tests themselves.
// `mode` picks the answer to the next messages: 'ok' (204), 'error' (500) or 'hang' (never
// answers). CORS is answered as a real cross-origin JSON endpoint would (preflight included).
import { createServer, type IncomingMessage, type OutgoingHttpHeaders } from 'node:http'
import type { Socket } from 'node:net'

const CONTACT_SERVER_PORT = Number(process.env.CONTACT_SERVER_PORT ?? 4299)
const CONTACT_SERVER_PATH = '/contact'

export type ContactServer = {
  mode: 'ok' | 'error' | 'hang'
  /** Every message body received, parsed, in order. */
  received: unknown[]
  close: () => Promise<void>
}

const cors = (request: IncomingMessage): OutgoingHttpHeaders => ({
  'Access-Control-Allow-Origin': request.headers.origin ?? '*',
  'Access-Control-Allow-Methods': 'POST, OPTIONS',
  'Access-Control-Allow-Headers': 'Content-Type, Accept',
  'Access-Control-Max-Age': '0',
  Vary: 'Origin',
})

export async function startContactServer(port = CONTACT_SERVER_PORT): Promise<ContactServer> {
  const sockets = new Set<Socket>()
  const server = createServer((request, response) => {
    if (request.url !== CONTACT_SERVER_PATH) {
      response.writeHead(404).end()
      return
    }
    if (request.method === 'OPTIONS') {
      response.writeHead(204, cors(request)).end()
      return
    }
    if (request.method !== 'POST') {
      response.writeHead(405, { Allow: 'POST, OPTIONS', ...cors(request) }).end()
      return
    }
    let body = ''
    request.setEncoding('utf8')
    request.on('data', (chunk: string) => {
      body += chunk
    })
    request.on('end', () => {
      try {
        state.received.push(JSON.parse(body))
      } catch {
        response.writeHead(400, cors(request)).end()
        return
      }
      if (state.mode === 'hang') return
      response.writeHead(state.mode === 'ok' ? 204 : 500, cors(request)).end()
    })
  })
  server.on('connection', (socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
  })
  const state: ContactServer = {
    mode: 'ok',
    received: [],
    close: () => {
      for (const socket of sockets) socket.destroy()
      return new Promise((resolve) => server.close(() => resolve()))
    },
  }
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', resolve)
  })
  return state
}

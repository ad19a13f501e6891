import { createServer as createHttpServer, request as httpRequest } from 'node:http'
import { createSecureServer } from 'node:http2'
import { createServer as createNetServer } from 'node:net'

const TLS_HANDSHAKE = 0x16
/** Headers of one connection, which HTTP/2 refuses to carry. */
const hopByHop = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'upgrade',
  'http2-settings',
])

/** Forwards each request to `target` (an http:// origin) and sends back its answer as it is. */
function proxyTo(target) {
  const { hostname, port } = new URL(target)
  return (req, res) => {
    const headers = Object.fromEntries(
      Object.entries(req.headers).filter(([name]) => !name.startsWith(':') && !hopByHop.has(name)),
    )
    headers.host = req.headers[':authority'] ?? req.headers.host
    const upstream = httpRequest(
      { hostname, port, method: req.method, path: req.url, headers },
      (answer) => {
        const answerHeaders = Object.fromEntries(
          Object.entries(answer.headers).filter(([name]) => !hopByHop.has(name)),
        )
        res.writeHead(answer.statusCode ?? 502, answerHeaders)
        answer.pipe(res)
      },
    )
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502)
      res.end()
    })
    req.pipe(upstream)
  }
}

/**
 * One loopback port that speaks both protocols, like the platform on 80 and 443: a TLS
 * handshake gets HTTPS (HTTP/2, or HTTP/1.1 for clients without it) with the given throwaway
 * certificate, forwarded to the local server at `target`; plain HTTP gets a 301 to the same URL
 * over HTTPS. One port, because the Observatory scans `http://` and `https://` of the same
 * host:port. Resolves to `{ port, close }`.
 */
export async function listenFrontDoor(target, { key, cert }, listenPort = 0) {
  let port = 0
  const tlsServer = createSecureServer({ key, cert, allowHTTP1: true }, proxyTo(target))
  const redirect = createHttpServer((req, res) => {
    res.writeHead(301, { Location: `https://127.0.0.1:${port}${req.url ?? '/'}` })
    res.end()
  })
  const door = createNetServer((socket) => {
    socket.once('data', (chunk) => {
      socket.pause()
      socket.unshift(chunk)
      const next = chunk[0] === TLS_HANDSHAKE ? tlsServer : redirect
      next.emit('connection', socket)
      process.nextTick(() => socket.resume())
    })
    socket.on('error', () => socket.destroy())
  })
  await new Promise((resolve, reject) => {
    door.once('error', reject)
    door.listen(listenPort, '127.0.0.1', resolve)
  })
  const address = door.address()
  port = typeof address === 'object' && address ? address.port : 0
  const sockets = new Set()
  door.on('connection', (socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
  })
  return {
    port,
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy()
        door.close(() => resolve(undefined))
      }),
  }
}

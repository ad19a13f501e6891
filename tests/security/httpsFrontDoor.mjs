import { createServer as createHttpServer } from 'node:http'
import { createServer as createNetServer } from 'node:net'

const TLS_HANDSHAKE = 0x16

/**
 * One loopback port that speaks both protocols, like a static host on 80 and 443: a TLS
 * handshake goes to `tlsServer` (the HTTPS preview), plain HTTP gets a 301 to the same URL over
 * HTTPS. One port, because the Observatory scans `http://` and `https://` of the same host:port.
 */
export async function listenFrontDoor(tlsServer) {
  let port = 0
  const redirect = createHttpServer((req, res) => {
    res.writeHead(301, { Location: `https://127.0.0.1:${port}${req.url ?? '/'}` })
    res.end()
  })
  const door = createNetServer((socket) => {
    socket.once('data', (chunk) => {
      socket.pause()
      socket.unshift(chunk)
      const target = chunk[0] === TLS_HANDSHAKE ? tlsServer : redirect
      target.emit('connection', socket)
      process.nextTick(() => socket.resume())
    })
    socket.on('error', () => socket.destroy())
  })
  await new Promise((resolve, reject) => {
    door.once('error', reject)
    door.listen(0, '127.0.0.1', resolve)
  })
  const address = door.address()
  port = typeof address === 'object' && address ? address.port : 0
  return { port, close: () => new Promise((resolve) => door.close(() => resolve(undefined))) }
}

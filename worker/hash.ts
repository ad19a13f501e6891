/** Bytes as lowercase hex. */
export const hex = (bytes: ArrayBuffer) =>
  [...new Uint8Array(bytes)].map((byte) => byte.toString(16).padStart(2, '0')).join('')

/** The SHA-256 of `text` in hex: how the Worker keeps a client or visitor without its address. */
export const sha256 = async (text: string) =>
  hex(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)))

/** An IPv6 address's 8 groups of 16 bits, or null when `text` is not one. */
function ipv6Groups(text: string): number[] | null {
  let address = text
  const dotted = /^(.*:)(\d{1,3}(?:\.\d{1,3}){3})$/.exec(address)
  if (dotted) {
    const bytes = ipv4Bytes(dotted[2] ?? '')
    if (!bytes) return null
    const [a = 0, b = 0, c = 0, d = 0] = bytes
    address = `${dotted[1]}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`
  }
  const halves = address.split('::')
  if (halves.length > 2) return null
  const parts = (half: string | undefined) => (half ? half.split(':') : [])
  const head = parts(halves[0])
  const tail = parts(halves[1])
  const missing = 8 - head.length - tail.length
  if (halves.length === 2 ? missing < 1 : missing !== 0) return null
  const groups = [...head, ...Array<string>(halves.length === 2 ? missing : 0).fill('0'), ...tail]
  if (!groups.every((group) => /^[0-9a-f]{1,4}$/.test(group))) return null
  return groups.map((group) => parseInt(group, 16))
}

/** An IPv4 address's 4 bytes, or null when `text` is not one. */
function ipv4Bytes(text: string): number[] | null {
  const bytes = text.split('.').map(Number)
  const valid = /^\d{1,3}(?:\.\d{1,3}){3}$/.test(text) && bytes.every((byte) => byte <= 255)
  return valid ? bytes : null
}

/**
 * The client from `CF-Connecting-IP`: an IPv4 address whole (an IPv4-mapped one too), an IPv6
 * address by its /64 (a subscriber's whole block), written one way; anything else in lower case.
 */
export function clientKey(request: Request): string {
  const raw = (request.headers.get('CF-Connecting-IP') ?? '').trim().toLowerCase()
  if (ipv4Bytes(raw)) return raw
  const groups = ipv6Groups(raw.replace(/^\[|\]$/g, '').replace(/%.*$/, ''))
  if (!groups) return raw
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    const [high = 0, low = 0] = groups.slice(6)
    return [high >> 8, high & 255, low >> 8, low & 255].join('.')
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`
}

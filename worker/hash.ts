/** Bytes as lowercase hex. */
export const hex = (bytes: ArrayBuffer) =>
  [...new Uint8Array(bytes)].map((byte) => byte.toString(16).padStart(2, '0')).join('')

/** The SHA-256 of `text` in hex: how the Worker keeps a client or visitor without its address. */
export const sha256 = async (text: string) =>
  hex(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)))

// The part of a file a player asks for with `Range`: the Worker answers it for the loops
// (worker/videos.ts), and the dev server too (src/build/projectsContent.ts).

/**
 * The part of `size` bytes a `Range: bytes=…` header asks for (one range, as players ask);
 * undefined for the whole file (no header, or one this does not read).
 */
export function byteRange(header: string | undefined, size: number) {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header?.trim() ?? '')
  if (!match || (match[1] === '' && match[2] === '')) return undefined
  const [, from = '', to = ''] = match
  const start = from === '' ? Math.max(0, size - Number(to)) : Number(from)
  const end = from === '' || to === '' ? size - 1 : Math.min(Number(to), size - 1)
  return start <= end && start < size ? { start, end } : 'unsatisfiable'
}

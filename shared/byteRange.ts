// The part of a file a player asks for with `Range`: the Worker answers it for the loops
// (worker/videos.ts), and the dev server too (tools/projectsContent.ts).

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

/** How a file of these bytes answers this `Range` header: whole (200), the part (206) or 416. */
export function rangeAnswer(header: string | null | undefined, bytes: Uint8Array) {
  const range = byteRange(header ?? undefined, bytes.length)
  if (range === undefined) return { status: 200, contentRange: undefined, body: bytes }
  if (range === 'unsatisfiable') {
    return { status: 416, contentRange: `bytes */${bytes.length}`, body: null }
  }
  return {
    status: 206,
    contentRange: `bytes ${range.start}-${range.end}/${bytes.length}`,
    body: bytes.subarray(range.start, range.end + 1),
  }
}

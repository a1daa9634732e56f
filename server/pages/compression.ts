import { promisify } from 'node:util'
import { brotliCompress, constants as zlib, gzip } from 'node:zlib'
import { preferredEncoding } from '#server/plugins/site.ts'

/** Below this size compression saves less than the header costs (as in scripts/post-build.ts). */
const MIN_COMPRESS_BYTES = 512

const brotli = promisify(brotliCompress)
const gz = promisify(gzip)

/** A rendered page compressed at a quality that takes about a millisecond for a page. */
export async function compressed(
  body: Buffer,
  acceptEncoding: string | undefined,
): Promise<{ encoding?: string; body: Buffer }> {
  if (body.length < MIN_COMPRESS_BYTES) return { body }
  const encoding = preferredEncoding(acceptEncoding, ['br', 'gzip'])
  if (encoding === 'br') {
    return {
      encoding,
      body: await brotli(body, {
        params: {
          [zlib.BROTLI_PARAM_QUALITY]: 5,
          [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
          [zlib.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      }),
    }
  }
  if (encoding === 'gzip') return { encoding, body: await gz(body, { level: 6 }) }
  return { body }
}

/**
 * Takes the metadata out of a JPEG or PNG without decoding it: the pixels, and the bytes that
 * code them, stay exactly as uploaded, so the stored original is never larger than the upload
 * nor one generation worse (decision 0018). What goes is every block a camera or an editor
 * writes about the picture (EXIF with its GPS position and thumbnail, XMP, IPTC, comments, maker
 * blocks, and data after the picture's end); what stays is what decoding needs, and the colour
 * profile, which says how the pixels' numbers are meant to look.
 *
 * Each function answers undefined for a file whose structure it does not recognise: the caller
 * then re-encodes it, as it must a picture that needs turning upright.
 */

const JPEG_SOI = 0xd8
const JPEG_EOI = 0xd9
const JPEG_SOS = 0xda
const JPEG_COM = 0xfe
const JPEG_APP0 = 0xe0
const JPEG_APP2 = 0xe2
const JPEG_APP14 = 0xee

function startsWith(bytes: Buffer, offset: number, text: string): boolean {
  return bytes.toString('latin1', offset, offset + text.length) === text
}

/** Markers without a length: the restart markers, TEM, SOI and EOI. */
function standalone(marker: number): boolean {
  return (marker >= 0xd0 && marker <= 0xd9) || marker === 0x01
}

/**
 * Whether a JPEG segment is kept: every one but the application blocks and comments, except
 * JFIF's (APP0 "JFIF"), the colour profile's (APP2 "ICC_PROFILE") and Adobe's (APP14, which says
 * how the colours are coded).
 */
function keepJpegSegment(bytes: Buffer, offset: number, marker: number): boolean {
  if (marker === JPEG_COM) return false
  if (marker < JPEG_APP0 || marker > 0xef) return true
  const payload = offset + 4
  if (marker === JPEG_APP0) return startsWith(bytes, payload, 'JFIF\0')
  if (marker === JPEG_APP2) return startsWith(bytes, payload, 'ICC_PROFILE\0')
  return marker === JPEG_APP14 && startsWith(bytes, payload, 'Adobe')
}

/** The JPEG without its metadata segments and without anything after its end marker. */
export function stripJpegMetadata(bytes: Buffer): Buffer | undefined {
  if (bytes.length < 4 || bytes[0] !== 0xff || bytes[1] !== JPEG_SOI) return undefined
  const kept: Buffer[] = [bytes.subarray(0, 2)]
  let offset = 2
  let inScan = false
  while (offset < bytes.length) {
    if (inScan) {
      // Entropy-coded data: a 0xFF in it is followed by 0x00 (stuffing) or a restart marker;
      // anything else after a 0xFF is the next marker.
      const start = offset
      for (;;) {
        // indexOf runs natively: a 12 MB scan in JavaScript, byte by byte, held the event loop.
        offset = bytes.indexOf(0xff, offset)
        if (offset < 0 || offset + 1 >= bytes.length) return undefined
        const next = bytes[offset + 1] ?? 0
        if (next !== 0x00 && !(next >= 0xd0 && next <= 0xd7) && next !== 0xff) break
        offset += next === 0xff ? 1 : 2
      }
      kept.push(bytes.subarray(start, offset))
      inScan = false
      continue
    }
    if (bytes[offset] !== 0xff) return undefined
    const marker = bytes[offset + 1]
    if (marker === undefined) return undefined
    if (marker === 0xff) {
      offset++
      continue
    }
    if (marker === JPEG_EOI) {
      kept.push(bytes.subarray(offset, offset + 2))
      return Buffer.concat(kept)
    }
    if (standalone(marker)) {
      kept.push(bytes.subarray(offset, offset + 2))
      offset += 2
      continue
    }
    if (offset + 4 > bytes.length) return undefined
    const end = offset + 2 + bytes.readUInt16BE(offset + 2)
    if (end > bytes.length) return undefined
    if (keepJpegSegment(bytes, offset, marker)) kept.push(bytes.subarray(offset, end))
    offset = end
    if (marker === JPEG_SOS) inScan = true
  }
  // No end marker: a truncated file.
  return undefined
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])

/**
 * The PNG chunks that describe how to draw the picture; every other ancillary chunk (text,
 * EXIF, time, private chunks) goes. Critical chunks (an upper-case first letter) all stay.
 */
const PNG_KEPT_ANCILLARY = new Set(['tRNS', 'gAMA', 'cHRM', 'sRGB', 'iCCP', 'sBIT', 'pHYs', 'bKGD'])

/** The PNG without its text, EXIF, time and private chunks, and nothing after IEND. */
export function stripPngMetadata(bytes: Buffer): Buffer | undefined {
  if (!bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return undefined
  const kept: Buffer[] = [PNG_SIGNATURE]
  let offset = 8
  while (offset + 12 <= bytes.length) {
    const end = offset + 12 + bytes.readUInt32BE(offset)
    if (end > bytes.length) return undefined
    const type = bytes.toString('latin1', offset + 4, offset + 8)
    const critical = type.charCodeAt(0) >= 65 && type.charCodeAt(0) <= 90
    if (critical || PNG_KEPT_ANCILLARY.has(type)) kept.push(bytes.subarray(offset, end))
    offset = end
    if (type === 'IEND') return Buffer.concat(kept)
  }
  return undefined
}

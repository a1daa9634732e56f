import sharp from 'sharp'

/** Where the test photos say they were taken: the port of Chattogram. */
export const TEST_GPS = { latitude: '22/1 18/1 3540/100', longitude: '91/1 48/1 1260/100' }
/** Written into the photos' EXIF, so a test can look for it in every byte served. */
export const EXIF_MARKER = 'DBL-TEST-CAMERA-OWNER'

export interface TestPhotoOptions {
  width?: number
  height?: number
  /** EXIF orientation to record (6: the camera was turned, the pixels are sideways). */
  orientation?: number
  /** Changes the picture, so that two photos never share a derivative. */
  seed?: number
  quality?: number
}

/**
 * A generated photograph of a container yard, made in a second or two: a sky gradient, a quay,
 * rows of coloured containers with ribbed sides, and sensor grain. The grain makes it compress
 * like a photograph (a 4000 × 3000 one is a 3–6 MB JPEG), unlike a flat drawing. It carries EXIF
 * as a phone writes it: the camera's owner, the GPS position, and an orientation.
 */
export async function makeTestPhoto(options: TestPhotoOptions = {}): Promise<Buffer> {
  const { width = 4000, height = 3000, orientation = 1, seed = 1, quality = 92 } = options
  const pixels = Buffer.alloc(width * height * 3)
  let random = (seed * 2_654_435_761) >>> 0
  const next = () => {
    random = (Math.imul(random, 1_664_525) + 1_013_904_223) >>> 0
    return random / 4_294_967_296
  }
  const horizon = Math.round(height * 0.45)
  const palette = [
    [178, 48, 38],
    [32, 88, 150],
    [210, 150, 40],
    [40, 120, 70],
    [120, 120, 125],
  ] as const
  const containerWidth = Math.max(8, Math.round(width / 14))
  const rowHeight = Math.max(6, Math.round(height / 12))
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      let r: number
      let g: number
      let b: number
      if (y < horizon) {
        const t = y / horizon
        r = 90 + 120 * t
        g = 140 + 90 * t
        b = 210 + 35 * t
      } else {
        const row = Math.floor((y - horizon) / rowHeight)
        const column = Math.floor((x + row * 37 * seed) / containerWidth)
        if (row < 4 && (column + row + seed) % 5 !== 0) {
          const colour = palette[(column * 3 + row + seed) % palette.length] ?? palette[0]
          const rib = x % 9 < 2 ? 0.8 : 1
          const shade = 1 - ((y - horizon) % rowHeight) / (rowHeight * 4)
          r = colour[0] * rib * shade
          g = colour[1] * rib * shade
          b = colour[2] * rib * shade
        } else {
          const t = (y - horizon) / (height - horizon)
          r = 110 - 40 * t
          g = 105 - 40 * t
          b = 100 - 35 * t
        }
      }
      const grain = (next() + next() - 1) * 28
      const offset = (y * width + x) * 3
      pixels[offset] = Math.max(0, Math.min(255, r + grain))
      pixels[offset + 1] = Math.max(0, Math.min(255, g + grain))
      pixels[offset + 2] = Math.max(0, Math.min(255, b + grain))
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality })
    .withExif({
      IFD0: { Make: 'TestPhone', Model: 'Harbour 1', Artist: EXIF_MARKER },
      // libvips' name for the GPS directory.
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: TEST_GPS.latitude,
        GPSLongitudeRef: 'E',
        GPSLongitude: TEST_GPS.longitude,
      },
    })
    .withMetadata({ orientation })
    .toBuffer()
}

/**
 * True when the file holds EXIF, XMP or IPTC (a colour profile is not about the photo, and stays), or the marker written into the
 * test photos' EXIF.
 */
export async function carriesMetadata(file: Buffer): Promise<boolean> {
  if (file.includes(EXIF_MARKER)) return true
  const metadata = await sharp(file).metadata()
  return Boolean(metadata.exif ?? metadata.xmp ?? metadata.iptc)
}

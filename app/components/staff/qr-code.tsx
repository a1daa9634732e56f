import { encode } from 'uqr'

/** A QR code drawn here as SVG: the secret it carries never leaves the page. */
export function QrCode({ text, label }: { text: string; label: string }) {
  const { data } = encode(text, { border: 2 })
  const size = data.length
  let path = ''
  data.forEach((row, y) =>
    row.forEach((dark, x) => {
      if (dark) path += `M${x} ${y}h1v1h-1z`
    }),
  )
  return (
    <svg
      className="staff-qr"
      role="img"
      aria-label={label}
      viewBox={`0 0 ${size} ${size}`}
      shapeRendering="crispEdges"
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  )
}

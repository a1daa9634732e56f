/** How much of a service's description its card shows, as in the original. */
export const SERVICE_PREVIEW_LENGTH = 160

/** The first `length` characters, followed by an ellipsis when anything was cut. */
export function previewText(text: string, length = SERVICE_PREVIEW_LENGTH): string {
  if (text.length <= length) return text
  return `${text.slice(0, length).trimEnd()}…`
}

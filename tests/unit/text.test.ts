import { previewText, SERVICE_PREVIEW_LENGTH } from '#app/utils/text.ts'
import { SERVICES } from '#content/services.ts'
import { describe, expect, it } from 'vitest'

describe('previewText', () => {
  it('keeps the first 160 characters and adds an ellipsis', () => {
    const text = 'x'.repeat(200)
    expect(previewText(text)).toBe(`${'x'.repeat(SERVICE_PREVIEW_LENGTH)}…`)
    expect(SERVICE_PREVIEW_LENGTH).toBe(160)
  })

  it('leaves short text alone', () => {
    expect(previewText('Short description.')).toBe('Short description.')
    expect(previewText('y'.repeat(160))).toBe('y'.repeat(160))
  })

  it('does not leave a space before the ellipsis', () => {
    const text = `${'a'.repeat(159)} and more words after the cut`
    expect(previewText(text)).toBe(`${'a'.repeat(159)}…`)
  })

  it('cuts every service description, which are all longer than the preview', () => {
    for (const service of SERVICES) {
      expect(service.description.length).toBeGreaterThanOrEqual(250)
      const preview = previewText(service.description)
      expect(preview.endsWith('…')).toBe(true)
      expect(service.description.startsWith(preview.slice(0, -1))).toBe(true)
    }
  })
})

// Decision 0017: the e2e tests' browser is Debian's headless shell unless TEST_CHROMIUM names
// another; without the shell a developer's run falls back to the full browser, and CI fails.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { CHROMIUM_PATH, HEADLESS_SHELL_PATH, testChromiumPath } from '../support/chromium.ts'

const installed =
  (...paths: string[]) =>
  (path: string) =>
    paths.includes(path)

describe("the end-to-end tests' browser", () => {
  afterEach(() => {
    vi.restoreAllMocks()
  })

  it('is the headless shell where it is installed', () => {
    expect(testChromiumPath({}, installed(HEADLESS_SHELL_PATH, CHROMIUM_PATH))).toBe(
      HEADLESS_SHELL_PATH,
    )
  })

  it('is the binary TEST_CHROMIUM names, shell or not', () => {
    expect(testChromiumPath({ TEST_CHROMIUM: CHROMIUM_PATH }, installed(HEADLESS_SHELL_PATH))).toBe(
      CHROMIUM_PATH,
    )
  })

  it('falls back to the full browser without the shell, and says so', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    expect(testChromiumPath({}, installed(CHROMIUM_PATH))).toBe(CHROMIUM_PATH)
    expect(warn).toHaveBeenCalledWith(
      expect.stringContaining('apt-get install chromium-headless-shell'),
    )
  })

  it('fails a CI run without the shell rather than fall back', () => {
    expect(() => testChromiumPath({ CI: 'true' }, installed(CHROMIUM_PATH))).toThrow(
      /chromium-headless-shell is missing: \.ci\/run installs it/,
    )
  })
})

import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

const eslint = new ESLint()

// The first lint loads the whole configuration (TypeScript's parser, the plugins).
const LINT_TIMEOUT_MS = 60_000

/** The import rules' findings for `code` as if it were the file at `filePath`. */
async function importFindings(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath })
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'no-restricted-imports')
    .map((message) => message.message)
}

describe('the staff workspace is its own area', { timeout: LINT_TIMEOUT_MS }, () => {
  it.each([
    ['app/routes/about.tsx', "import { staffApi } from '#app/staff/api.ts'"],
    ['app/components/site-header.tsx', "import { sectionsFor } from './staff/sections.ts'"],
    ['app/root.tsx', "import { useStaff } from '#app/components/staff/use-staff.ts'"],
    ['app/utils/text.ts', "import { meta } from '#app/routes/staff/layout.tsx'"],
  ])('a public file (%s) may not import it', async (filePath, line) => {
    expect(
      await importFindings(filePath, `${line}\nexport const used = [${line.split(' ')[2]}]\n`),
    ).toEqual([expect.stringMatching(/never import the staff workspace/)])
  })

  it('workspace files import each other, and no file of the app imports the server', async () => {
    expect(
      await importFindings(
        'app/routes/staff/content-list.tsx',
        "import { staffApi } from '#app/staff/api.ts'\nexport const used = [staffApi]\n",
      ),
    ).toEqual([])
    for (const filePath of ['app/routes/about.tsx', 'app/staff/api.ts']) {
      expect(
        await importFindings(
          filePath,
          "import { env } from '#server/env.ts'\nexport const used = [env]\n",
        ),
      ).toEqual([expect.stringMatching(/never imports the server/)])
    }
  })
})

describe(
  'imports flow one way: the server and the shared code never import the app',
  {
    timeout: LINT_TIMEOUT_MS,
  },
  () => {
    it.each([
      ['server/routes/sitemap.ts', "import { localizedPath } from '#app/i18n/language.ts'"],
      ['server/notifications/quote-emails.ts', "import { fill } from '../../app/i18n/messages.ts'"],
      ['schemas/validation.ts', "import { fill } from '#app/i18n/messages.ts'"],
      ['domain/tracking.ts', "import { fill } from '#app/i18n/messages.ts'"],
      ['schemas/zod.ts', "import { fill } from '#app/i18n/messages.ts'"],
    ])('%s may not import the app', async (filePath, line) => {
      expect(
        await importFindings(filePath, `${line}\nexport const used = [${line.split(' ')[2]}]\n`),
      ).toEqual([expect.stringMatching(/Only the app imports the app/)])
    })

    it('they import domain/, and the app imports itself', async () => {
      expect(
        await importFindings(
          'server/routes/sitemap.ts',
          "import { localizedPath } from '#domain/languages.ts'\nexport const used = [localizedPath]\n",
        ),
      ).toEqual([])
      expect(
        await importFindings(
          'app/routes/about.tsx',
          "import { fill } from '#app/i18n/messages.ts'\nexport const used = [fill]\n",
        ),
      ).toEqual([])
    })
  },
)

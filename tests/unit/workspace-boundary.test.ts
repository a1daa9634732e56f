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
        'app/routes/staff/positions.tsx',
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

import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

const eslint = new ESLint()
// The first lint loads every plugin of the config.
const LINT_TIMEOUT = 30_000

/** The messages of no-restricted-imports for `code` as if it were the file at `filePath`. */
async function restrictedImports(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath })
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'no-restricted-imports')
    .map((message) => message.message)
}

describe('the import rules', () => {
  it.each([
    ["import { z } from 'zod'", 'app/components/new-form.tsx'],
    ["import type { z } from 'zod'", 'app/utils/new-client.ts'],
    ["import { z } from 'zod/v4'", 'server/routes/new-route.ts'],
    ["import { z } from 'zod/mini'", 'schemas/new-schema.ts'],
    ["import { z } from 'zod'", 'domain/new-rule.ts'],
    ["import { z } from 'zod'", 'scripts/new-tool.ts'],
    ["import { z } from 'zod'", 'tests/unit/new.test.ts'],
  ])('refuses %s in %s', { timeout: LINT_TIMEOUT }, async (code, filePath) => {
    expect(await restrictedImports(`${code}\nexport type T = z.ZodType\n`, filePath)).toEqual([
      expect.stringContaining("Import z from '#schemas/zod.ts'"),
    ])
  })

  it.each([
    ["import { z } from '#schemas/zod.ts'", 'server/routes/new-route.ts'],
    ["import { z } from './zod.ts'", 'schemas/new-schema.ts'],
    ["import { z } from 'zod'", 'schemas/zod.ts'],
  ])('allows %s in %s', { timeout: LINT_TIMEOUT }, async (code, filePath) => {
    expect(await restrictedImports(`${code}\nexport type T = z.ZodType\n`, filePath)).toEqual([])
  })
})

describe('the server stays out of what browsers load', () => {
  it.each([
    ["import { db } from '#server/db/client.ts'", 'app/routes/new.tsx'],
    ["import { db } from '../../server/db/client.ts'", 'app/routes/new.tsx'],
    ["import { db } from '#server/db/client.ts'", 'domain/new-rule.ts'],
    ["import { db } from '#server/db/client.ts'", 'schemas/zod.ts'],
  ])('refuses %s in %s', { timeout: LINT_TIMEOUT }, async (code, filePath) => {
    expect(await restrictedImports(`${code}\nexport const x = db\n`, filePath)).toEqual([
      expect.stringContaining('The app never imports the server.'),
    ])
  })

  it('lets the scripts import the server', { timeout: LINT_TIMEOUT }, async () => {
    const code = "import { db } from '#server/db/client.ts'\nexport const x = db\n"
    expect(await restrictedImports(code, 'scripts/new-tool.ts')).toEqual([])
  })
})

/** The messages of no-restricted-syntax for `code` as if it were the file at `filePath`. */
async function restrictedSyntax(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath })
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'no-restricted-syntax')
    .map((message) => message.message)
}

const PAGE = "import { expect } from 'vitest'\ndeclare const page: { title(): Promise<string> }\n"

describe('e2e assertions retry', () => {
  it.each([
    "expect(await page.title()).toBe('Home')",
    "expect.soft(await page.title(), 'the title').toBe('Home')",
  ])('refuses %s in tests/e2e', { timeout: LINT_TIMEOUT }, async (line) => {
    expect(await restrictedSyntax(`${PAGE}${line}\n`, 'tests/e2e/new.test.ts')).toEqual([
      expect.stringContaining('expect(await …) reads the page once'),
    ])
  })

  it.each([
    ["await expect.poll(() => page.title()).toBe('Home')", 'tests/e2e/new.test.ts'],
    ["expect(await page.title()).toBe('Home')", 'tests/api/new.test.ts'],
  ])('allows %s in %s', { timeout: LINT_TIMEOUT }, async (line, filePath) => {
    expect(await restrictedSyntax(`${PAGE}${line}\n`, filePath)).toEqual([])
  })
})

describe('the price engine has no floating point', () => {
  it.each([
    'export const half = (kg: bigint) => Number(kg) * 0.5',
    'export const rate = 1.25',
    'export const big = 1e3',
    'export const cents = (text: string) => Math.round(parseFloat(text) * 100)',
    'export const shown = (value: number) => value.toFixed(2)',
    'export const read = (text: string) => +text',
    'export const read = (text: string) => Number.parseFloat(text)',
  ])('refuses %s in domain/pricing', { timeout: LINT_TIMEOUT }, async (line) => {
    const messages = await restrictedSyntax(`${line}\n`, 'domain/pricing/new-rule.ts')
    expect(messages.length).toBeGreaterThan(0)
    for (const message of messages) expect(message).toContain('Money is exact')
  })

  it.each([
    ['export const half = (grams: bigint) => (grams + 499n) / 500n', 'domain/pricing/new-rule.ts'],
    ["export const text = '1234.50'", 'domain/pricing/new-rule.ts'],
    ['export const rate = 1.25', 'domain/freight.ts'],
  ])('allows %s in %s', { timeout: LINT_TIMEOUT }, async (line, filePath) => {
    expect(await restrictedSyntax(`${line}\n`, filePath)).toEqual([])
  })
})

import { readFileSync } from 'node:fs'

/**
 * The terms docs/bangla-glossary.md keeps in English (the first column of its "Kept in English"
 * table, single words, codes and two-word names): what a Bangla text may write in Latin letters.
 */
export function keptEnglishTerms(): string[] {
  const glossary = readFileSync(new URL('../../docs/bangla-glossary.md', import.meta.url), 'utf8')
  const section = glossary.split('## Kept in English')[1]?.split('\n## ')[0] ?? ''
  return (
    section
      .split('\n')
      .filter((line) => line.startsWith('| ') && !/^\| (Term|-)/.test(line))
      .flatMap((line) => (line.split('|')[1] ?? '').split(','))
      .map((term) => term.trim())
      // "HS code", and names of two capitalised words ("ASYCUDA World").
      .filter((term) => /^[A-Z][A-Za-z&/]*( code| [A-Z][A-Za-z]*)?$/.test(term))
  )
}

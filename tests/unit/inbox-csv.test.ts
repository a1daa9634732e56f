import { text } from 'node:stream/consumers'
import { describe, expect, it } from 'vitest'
import { csvCell, csvChunks, csvLine, csvStream, keysetPages } from '#server/inbox/csv.ts'
import { parseCsv } from '../api/support/inbox.ts'

describe('csvCell', () => {
  it('leaves plain text and numbers as they are', () => {
    expect(csvCell('Rahima Akter')).toBe('Rahima Akter')
    expect(csvCell(42)).toBe('42')
    expect(csvCell(null)).toBe('')
    expect(csvCell(undefined)).toBe('')
    expect(csvCell(false)).toBe('false')
    expect(csvCell(new Date('2026-01-02T03:04:05.678Z'))).toBe('2026-01-02T09:04:05+06:00')
    // Evening in UTC is the next day in Dhaka, as the workspace shows it.
    expect(csvCell(new Date('2026-11-25T19:29:00Z'))).toBe('2026-11-26T01:29:00+06:00')
  })

  it('quotes commas, quotes and line breaks (RFC 4180)', () => {
    expect(csvCell('a,b')).toBe('"a,b"')
    expect(csvCell('say "hi"')).toBe('"say ""hi"""')
    expect(csvCell('two\nlines')).toBe('"two\nlines"')
    expect(csvCell('two\r\nlines')).toBe('"two\r\nlines"')
  })

  it.each([
    [
      '=HYPERLINK("http://evil.example","click")',
      `"'=HYPERLINK(""http://evil.example"",""click"")"`,
    ],
    ['=1+1', "'=1+1"],
    ['+SUM(A1:A2)', "'+SUM(A1:A2)"],
    ['-2+A1', "'-2+A1"],
    ['@cmd', "'@cmd"],
    ['\t=1', "'\t=1"],
    ['\r=1', `"'\r=1"`],
  ])('neutralises the formula %j', (input, expected) => {
    expect(csvCell(input)).toBe(expected)
  })

  it.each([
    ['+(880)-17+11', "'+(880)-17+11"],
    ['+880 1711-000000', "'+880 1711-000000"],
    ['-0171 (12) 34', "'-0171 (12) 34"],
    [-5, "'-5"],
  ])('neutralises %j, phone-shaped or not, since a spreadsheet computes it', (input, expected) => {
    expect(csvCell(input)).toBe(expected)
  })

  it('leaves a phone number that starts with a digit or a parenthesis alone', () => {
    expect(csvCell('01711-000000')).toBe('01711-000000')
    expect(csvCell('(02) 5505-0101')).toBe('(02) 5505-0101')
  })

  it('writes records with CRLF', () => {
    expect(csvLine(['a', 1, null, '=x'])).toBe("a,1,,'=x\r\n")
  })
})

async function* pagesOf<T>(pages: T[][]) {
  for (const page of pages) yield page
}

describe('csvChunks and csvStream', () => {
  it('writes the header, then every row of every page, readable back as the same values', async () => {
    const rows = [
      [{ id: 1, name: 'A, "B"', note: 'line\none' }],
      [],
      [
        { id: 2, name: '=cmd', note: null },
        { id: 3, name: 'C', note: '+880 1711' },
      ],
    ]
    const output = await text(csvStream(['id', 'name', 'note'] as const, pagesOf(rows)))
    expect(output.startsWith('id,name,note\r\n')).toBe(true)
    expect(parseCsv(output)).toEqual([
      { id: '1', name: 'A, "B"', note: 'line\none' },
      { id: '2', name: "'=cmd", note: '' },
      { id: '3', name: 'C', note: "'+880 1711" },
    ])
  })

  it('pulls a page only when the previous one has been read', async () => {
    let pulled = 0
    async function* counting() {
      for (let page = 0; page < 3; page++) {
        pulled++
        yield [{ n: page }]
      }
    }
    const chunks = csvChunks(['n'] as const, counting())
    expect((await chunks.next()).value).toBe('n\r\n')
    expect(pulled).toBe(0)
    await chunks.next()
    expect(pulled).toBe(1)
    await chunks.next()
    expect(pulled).toBe(2)
  })
})

describe('keysetPages', () => {
  /** A source of `total` numbered rows, served newest first from a cursor. */
  function source(total: number) {
    const calls: { cursor: number | undefined; size: number }[] = []
    const fetchPage = async (cursor: number | undefined, size: number) => {
      calls.push({ cursor, size })
      const start = cursor ?? total + 1
      const rows = Array.from({ length: size }, (_, index) => start - 1 - index).filter(
        (n) => n >= 1,
      )
      return { rows, next: rows.length === size ? rows.at(-1) : undefined }
    }
    return { calls, fetchPage }
  }

  async function collect(pages: AsyncIterable<number[]>) {
    const all: number[] = []
    for await (const page of pages) all.push(...page)
    return all
  }

  it('walks every page when no limit is given', async () => {
    const { fetchPage, calls } = source(2_345)
    const all = await collect(keysetPages(fetchPage, { pageSize: 1000 }))
    expect(all).toHaveLength(2_345)
    expect(new Set(all).size).toBe(2_345)
    expect(calls.every((call) => call.size <= 1000)).toBe(true)
  })

  it('stops at the limit when one is given', async () => {
    const { fetchPage, calls } = source(2_345)
    const all = await collect(keysetPages(fetchPage, { pageSize: 1000, limit: 1_500 }))
    expect(all).toEqual(Array.from({ length: 1_500 }, (_, index) => 2_345 - index))
    expect(calls.map((call) => call.size)).toEqual([1000, 500])
  })

  it('ends on an exact multiple of the page size', async () => {
    const { fetchPage } = source(2_000)
    expect(await collect(keysetPages(fetchPage, { pageSize: 1000 }))).toHaveLength(2_000)
  })
})

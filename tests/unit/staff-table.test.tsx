// The workspace's tables fold into a card per row on a phone, each cell after its column's label
// (staff.css, `.staff-table--cards td[data-label]::before`): the label a card shows is the
// column's header, the row's name is its row header, and a cell that speaks for itself has none.
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { MemoryRouter } from 'react-router'
import {
  referenceColumn,
  StaffTable,
  type StaffColumn,
} from '#app/components/staff/staff-table.tsx'

interface Lane {
  id: number
  from: string
  to: string
  asked: number
}

const LANES: Lane[] = [
  { id: 7, from: 'BDCGP', to: 'DEHAM', asked: 3 },
  { id: 9, from: 'BDDAC', to: 'USNYC', asked: 1 },
]

const COLUMNS: StaffColumn<Lane>[] = [
  { label: 'Lane', inCard: 'row-header', cell: (lane) => `${lane.from} → ${lane.to}` },
  { label: 'Asked (times)', cell: (lane) => lane.asked },
  { label: 'Row', inCard: 'bare', cell: (_lane, index) => `#${index + 1}` },
  {
    label: 'Actions',
    headerHidden: true,
    cell: (lane) => <button type="button">{lane.id}</button>,
  },
]

const markup = (props: Partial<Parameters<typeof StaffTable<Lane>>[0]> = {}) =>
  renderToStaticMarkup(
    <StaffTable rows={LANES} rowKey={(lane) => lane.id} columns={COLUMNS} {...props} />,
  )

describe('StaffTable', () => {
  it('heads each column with the label its cells show in a phone’s card', () => {
    const html = markup()
    expect([...html.matchAll(/<th scope="col">(.*?)<\/th>/g)].map((match) => match[1])).toEqual([
      'Lane',
      'Asked (times)',
      'Row',
      '<span class="visually-hidden">Actions</span>',
    ])
    expect([...html.matchAll(/data-label="([^"]+)"/g)].map((match) => match[1])).toEqual([
      'Asked (times)',
      'Actions',
      'Asked (times)',
      'Actions',
    ])
  })

  it('names each row by its row header, and leaves a bare cell unlabelled', () => {
    const html = markup()
    expect(html).toContain(
      '<tr><th scope="row">BDCGP → DEHAM</th><td data-label="Asked (times)">3</td><td>#1</td>',
    )
    expect(html).toContain('<th scope="row">BDDAC → USNYC</th>')
    expect(html).toContain('<td>#2</td>')
  })

  it('carries its caption, labelling, class and row attributes', () => {
    const hidden = markup({
      caption: { text: 'Lanes without a rate', hidden: true },
      className: 'lanes',
      id: 'lanes',
      'aria-describedby': 'about-lanes',
      rowAttributes: (lane) => ({ 'data-id': lane.id }),
    })
    expect(hidden).toMatch(
      /^<div class="staff-table-wrap"><table class="staff-table staff-table--cards lanes" id="lanes" aria-describedby="about-lanes"><caption class="visually-hidden">Lanes without a rate<\/caption>/,
    )
    expect(hidden).toContain('<tr data-id="9">')
    expect(markup({ caption: { text: 'Refused rows' } })).toContain(
      '<caption>Refused rows</caption>',
    )
    expect(markup()).not.toContain('<caption')
  })

  it('links each row to its record by its reference', () => {
    const html = renderToStaticMarkup(
      <MemoryRouter>
        <StaffTable
          rows={LANES}
          rowKey={(lane) => lane.id}
          columns={[
            referenceColumn('Lane', (lane: Lane) => ({
              to: `/staff/lanes/${lane.id}`,
              reference: `LN-${lane.id}`,
            })),
          ]}
        />
      </MemoryRouter>,
    )
    expect(
      [...html.matchAll(/<td data-label="Lane"><a ([^>]*)>([^<]*)<\/a><\/td>/g)].map((match) => [
        match[2],
        /href="([^"]+)"/.exec(match[1] ?? '')?.[1],
        match[1]?.includes('class="staff-reference"'),
      ]),
    ).toEqual([
      ['LN-7', '/staff/lanes/7', true],
      ['LN-9', '/staff/lanes/9', true],
    ])
  })
})

import type { ReactNode, Ref } from 'react'
import { Link } from 'react-router'

/** One column of a workspace table: its header, and what each row shows in it. */
export interface StaffColumn<Row> {
  /**
   * The column's header, and the label each cell shows before its value when the table folds
   * into cards on a phone (staff.css, `.staff-table--cards`): one text, so the two never differ.
   */
  label: string
  cell: (row: Row, index: number) => ReactNode
  /**
   * How a cell shows in a card: after its label (the default); `bare`, where the value speaks
   * for itself (a name linking to its record, the row's buttons); `row-header`, the cell that
   * names its row (`<th scope="row">`), which screen readers announce with each cell of the row.
   */
  inCard?: 'labelled' | 'bare' | 'row-header'
  /** The header is for screen readers alone (a column of buttons). */
  headerHidden?: boolean
}

/** A column of links to the rows' records, each shown by its reference (DBL-…, BK-…). */
export function referenceColumn<Row>(
  label: string,
  recordOf: (row: Row) => { to: string; reference: string },
): StaffColumn<Row> {
  return {
    label,
    cell: (row) => {
      const { to, reference } = recordOf(row)
      return (
        <Link to={to} className="staff-reference">
          {reference}
        </Link>
      )
    },
  }
}

interface StaffTableProps<Row> {
  rows: readonly Row[]
  /** Tells the rows apart across renders. */
  rowKey: (row: Row, index: number) => string | number
  columns: readonly StaffColumn<Row>[]
  /** The table's caption; `hidden` keeps it for screen readers where a heading already shows. */
  caption?: { text: ReactNode; hidden?: boolean }
  /** Another class beside the workspace table's own. */
  className?: string
  id?: string
  'aria-labelledby'?: string
  'aria-describedby'?: string
  /** Attributes of a row's `<tr>` beyond its key, e.g. the record it shows. */
  rowAttributes?: (row: Row) => Record<`data-${string}`, string | number>
  /** The table's body, for a screen that moves focus between its rows. */
  bodyRef?: Ref<HTMLTableSectionElement>
}

/**
 * A list of the workspace as a table: columns on a wide screen, a card per row on a phone, the
 * whole scrolling sideways inside its wrapper rather than the page.
 */
export function StaffTable<Row>({
  rows,
  rowKey,
  columns,
  caption,
  className,
  rowAttributes,
  bodyRef,
  ...labelling
}: StaffTableProps<Row>) {
  return (
    <div className="staff-table-wrap">
      <table
        className={['staff-table staff-table--cards', className].filter(Boolean).join(' ')}
        {...labelling}
      >
        {caption ? (
          <caption className={caption.hidden ? 'visually-hidden' : undefined}>
            {caption.text}
          </caption>
        ) : null}
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.label} scope="col">
                {column.headerHidden ? (
                  <span className="visually-hidden">{column.label}</span>
                ) : (
                  column.label
                )}
              </th>
            ))}
          </tr>
        </thead>
        <tbody ref={bodyRef}>
          {rows.map((row, index) => (
            <tr key={rowKey(row, index)} {...rowAttributes?.(row)}>
              {columns.map((column) => {
                const value = column.cell(row, index)
                if (column.inCard === 'row-header') {
                  return (
                    <th key={column.label} scope="row">
                      {value}
                    </th>
                  )
                }
                return (
                  <td
                    key={column.label}
                    data-label={column.inCard === 'bare' ? undefined : column.label}
                  >
                    {value}
                  </td>
                )
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

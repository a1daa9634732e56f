import { describe, expect, it } from 'vitest'
import { changedFields, hasChanges } from '#server/audit/changes.ts'

interface Vacancy {
  title: string
  closes: string | null
  duties: string[]
  internalNote: string
}

const before: Vacancy = {
  title: 'Sea freight executive',
  closes: '2026-12-31',
  duties: ['Book containers', 'Track vessels'],
  internalNote: 'old',
}

describe('changedFields: what changed between two versions of a record', () => {
  it('lists only the named fields whose values differ, each with its value before and after', () => {
    const after = { ...before, title: 'Senior sea freight executive', internalNote: 'new' }
    expect(changedFields(before, after, ['title', 'closes', 'duties'])).toEqual({
      title: { from: 'Sea freight executive', to: 'Senior sea freight executive' },
    })
  })

  it('compares lists by content, and sees a changed order or a value becoming null', () => {
    expect(changedFields(before, { ...before, duties: [...before.duties] }, ['duties'])).toEqual({})
    expect(
      changedFields(before, { ...before, duties: ['Track vessels', 'Book containers'] }, [
        'duties',
      ]),
    ).toEqual({
      duties: {
        from: ['Book containers', 'Track vessels'],
        to: ['Track vessels', 'Book containers'],
      },
    })
    expect(changedFields(before, { ...before, closes: null }, ['closes'])).toEqual({
      closes: { from: '2026-12-31', to: null },
    })
  })

  it('counts every field set on a new record as changed from null, in the order given', () => {
    const created = { ...before, closes: null }
    const changes = changedFields(undefined, created, ['duties', 'title', 'closes'])
    expect(changes).toEqual({
      duties: { from: null, to: ['Book containers', 'Track vessels'] },
      title: { from: null, to: 'Sea freight executive' },
    })
    expect(Object.keys(changes)).toEqual(['duties', 'title'])
  })

  it('hasChanges tells an edit that changed something from one that did not', () => {
    expect(hasChanges(changedFields(before, { ...before }, ['title', 'closes', 'duties']))).toBe(
      false,
    )
    expect(hasChanges(changedFields(before, { ...before, closes: null }, ['closes']))).toBe(true)
  })
})

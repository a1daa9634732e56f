// Issue 39: after a save that answered with its record, the workspace reads nothing again (the
// layout only the inbox counts' reload, when the save says they may have changed), and a screen
// shows the newest of what it loaded and what its saves answered.
import type { ShouldRevalidateFunctionArgs } from 'react-router'
import { describe, expect, it } from 'vitest'
import {
  newestRecord,
  staffActionResult,
  staffSaveResult,
  type StaffSaveResult,
} from '#app/staff/action-result.ts'
import { StaffApiError } from '#app/staff/api.ts'
import { ignorePolling, layoutKeptAfterSave, unlessOwnSave } from '#app/staff/use-polling.ts'

const url = new URL('http://localhost/staff/content/services/1')

/** The arguments React Router passes after a fetcher's post that answered `actionResult`. */
function afterPost(actionResult: unknown): ShouldRevalidateFunctionArgs {
  return {
    currentUrl: url,
    nextUrl: url,
    currentParams: {},
    nextParams: {},
    formMethod: 'POST',
    actionResult,
    actionStatus: 200,
    defaultShouldRevalidate: true,
  }
}

const record = { id: 1, revision: 4, title: 'Air Freight' }

describe('what is read again after a change', () => {
  it('a save that answered with its record: neither the screen nor the layout', async () => {
    const saved = await staffSaveResult(async () => ({ notice: 'Saved.', saved: record }))
    expect(ignorePolling(afterPost(saved))).toBe(false)
    expect(unlessOwnSave(afterPost(saved))).toBe(false)
    expect(layoutKeptAfterSave(afterPost(saved))).toBe(true)
  })

  it('a save that may have changed the inbox counts: the layout, not the screen', async () => {
    const saved = await staffSaveResult(async () => ({
      notice: 'Reply queued',
      saved: record,
      countsChanged: true,
    }))
    expect(unlessOwnSave(afterPost(saved))).toBe(false)
    expect(layoutKeptAfterSave(afterPost(saved))).toBe(false)
  })

  it('a refused save and any other change: everything, as before', async () => {
    const refused = await staffSaveResult(async () => {
      throw new StaffApiError(409, 'Someone else changed this item since you opened it')
    })
    expect(refused.problem).toBe('Someone else changed this item since you opened it')
    const published = await staffActionResult(async () => 'Published: visitors see it now.')
    for (const answer of [refused, published]) {
      expect(ignorePolling(afterPost(answer))).toBe(true)
      expect(unlessOwnSave(afterPost(answer))).toBe(true)
      expect(layoutKeptAfterSave(afterPost(answer))).toBe(false)
    }
  })
})

describe('the record a screen shows', () => {
  const answer = (saved: typeof record): StaffSaveResult<typeof record> => ({
    notice: 'Saved.',
    saved,
  })

  it('is the newest of the loaded one and the answers about it', () => {
    const later = { ...record, revision: 5, title: 'Sea Freight' }
    const latest = { ...record, revision: 6, title: 'Road Freight' }
    const byRevision = (item: typeof record) => item.revision
    expect(newestRecord(record, [answer(later), answer(latest)], byRevision)).toBe(latest)
    expect(newestRecord(record, [answer(latest), undefined, answer(later)], byRevision)).toBe(
      latest,
    )
  })

  it('stays the loaded one when it is as new as an answer, or the answer is of another record', () => {
    const byRevision = (item: typeof record) => item.revision
    const reloaded = { ...record, revision: 5, title: 'Read again' }
    expect(newestRecord(reloaded, [answer({ ...record, revision: 5 })], byRevision)).toBe(reloaded)
    expect(newestRecord(record, [answer({ ...record, id: 2, revision: 9 })], byRevision)).toBe(
      record,
    )
  })
})

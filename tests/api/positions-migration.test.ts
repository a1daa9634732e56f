/**
 * Job positions kept in their own table by earlier versions (job_positions, before migration
 * 0020) become items of the content's 'positions' collection, ids and texts kept: a database at
 * migration 0018 gets positions as the old code stored them, then the current server starts.
 */
import { afterAll, describe, expect, it } from 'vitest'
import { addDays } from '#domain/calendar.ts'
import { dhakaToday } from '#domain/dhaka-time.ts'
import { getJson } from './support/http.ts'
import { withLegacyDatabase } from './support/legacy-database.ts'
import { newDataDir, removeDataDir, startServer, type RunningServer } from './support/server.ts'
import { signedInStaff, staffFetch } from './support/staff.ts'

/** The last migration of the versions that kept positions in job_positions. */
const LEGACY_TAG = '0018_company-phones-are-the-offices'
const APPLY_BY = addDays(dhakaToday(), 30)

/** A row of job_positions as the old code wrote it. */
function legacyPosition(
  id: number,
  title: string,
  status: string,
  bangla: string,
  descriptionBn = `ARRAY['এক অনুচ্ছেদ।']`,
): string {
  return `INSERT INTO job_positions (id, slug, title, department, location, type, apply_by, summary,
      description, responsibilities, requirements, title_bn, department_bn, summary_bn,
      description_bn, responsibilities_bn, requirements_bn, status, published_at)
    VALUES (${id}, 'legacy-${id}', '${title}', 'Procurement', 'Chattogram', 'Contract',
      '${APPLY_BY}', 'Buy what the yard needs.', ARRAY['One paragraph.'], ARRAY['Buy', 'Count'],
      ARRAY['Two years'], '${bangla}', '', '', ${descriptionBn},
      ARRAY['কেনা'], '{}', '${status}',
      ${status === 'draft' ? 'NULL' : `'2026-11-02T04:00:00Z'`})`
}

describe('job positions of an earlier version', () => {
  let server: RunningServer | undefined
  let dataDir = ''
  afterAll(async () => {
    await server?.stop()
    if (dataDir) await removeDataDir(dataDir)
  })

  it(
    'become content items on the first start: texts, state, ids and the day posted kept',
    { timeout: 120_000 },
    async () => {
      dataDir = await newDataDir()
      const legacyRows = [
        legacyPosition(
          1,
          'Legacy Buyer',
          'published',
          'পুরনো ক্রেতা',
          `ARRAY['এক অনুচ্ছেদ।', 'আরেক অনুচ্ছেদ।']`,
        ),
        legacyPosition(2, 'Legacy Closed Buyer', 'closed', ''),
        legacyPosition(3, 'Legacy Draft Buyer', 'draft', ''),
        `INSERT INTO job_applications (position_id, position_title, name, email, phone, cv_path,
         cv_original_name, cv_size, cv_sha256, cv_mime, client_ip)
       VALUES (2, 'Legacy Closed Buyer', 'Old Applicant', 'old@example.com', '01711-000000',
         'uploads/elsewhere.pdf', 'cv.pdf', 1, 'x', 'application/pdf', '127.0.0.1')`,
      ]
      await withLegacyDatabase(dataDir, LEGACY_TAG, async (query) => {
        for (const statement of legacyRows) await query(statement)
      })
      server = await startServer({ dataDir })

      const first = await getJson(`${server.url}/api/jobs/position/1`)
      expect(first.body.data).toEqual({
        id: 1,
        slug: 'legacy-1',
        title: 'Legacy Buyer',
        department: 'Procurement',
        location: 'Chattogram',
        type: 'Contract',
        closingDate: APPLY_BY,
        summary: 'Buy what the yard needs.',
        description: ['One paragraph.'],
        responsibilities: ['Buy', 'Count'],
        requirements: ['Two years'],
        titleBn: 'পুরনো ক্রেতা',
        departmentBn: '',
        summaryBn: '',
        // A Bangla list longer than its English is kept whole.
        descriptionBn: ['এক অনুচ্ছেদ।', 'আরেক অনুচ্ছেদ।'],
        responsibilitiesBn: ['কেনা'],
        requirementsBn: [],
        open: true,
        datePosted: '2026-11-02',
      })
      const closed = await getJson(`${server.url}/api/jobs/position/2`)
      expect(closed.body.data).toMatchObject({ title: 'Legacy Closed Buyer', open: false })
      expect((await getJson(`${server.url}/api/jobs/position/3`)).status).toBe(404)
      const listed = (await getJson(`${server.url}/api/jobs/position`)).body.data as {
        id: number
      }[]
      expect(listed.map((position) => position.id)).toContain(1)
      expect(listed.map((position) => position.id)).not.toContain(2)

      // The draft is hr's to finish in the content editor; the seed added nothing over them.
      const hr = await signedInStaff(server, { role: 'hr' })
      const list = await staffFetch(server, '/api/staff/content/positions', { jar: hr.jar })
      const items = (list.body?.data as { items: { id: number; name: string; status: string }[] })
        .items
      expect(items.filter((item) => item.id <= 3)).toEqual([
        // Its second Bangla paragraph has no English beside it: hr is asked for one at the next
        // save, and until then the list names the position by its kind.
        expect.objectContaining({ id: 1, slug: 'legacy-1', status: 'published' }),
        expect.objectContaining({ id: 2, name: 'Legacy Closed Buyer', status: 'published' }),
        expect.objectContaining({ id: 3, name: 'Legacy Draft Buyer', status: 'draft' }),
      ])
      // The application keeps its position, named in the inbox.
      const inbox = await staffFetch(
        server,
        '/api/staff/inbox/job-applications?q=old@example.com',
        {
          jar: hr.jar,
        },
      )
      expect(JSON.stringify(inbox.body)).toContain('Legacy Closed Buyer')
    },
  )
})

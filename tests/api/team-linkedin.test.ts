// Issue 39: a field added to a collection of the registry (a team member's LinkedIn profile)
// reaches the workspace's checks, the public API and the About page in both languages from the
// collection's definition alone. Items saved before the field existed keep working: they read
// with the field empty, and visitors see no link for them.
import { describe, expect, it } from 'vitest'
import { contentCall, publishContent, setupEditorSite } from './support/content.ts'
import { fetchPage, mainOf } from './support/rendered-pages.ts'
import { staffFetch } from './support/staff.ts'

const SITE_URL = 'http://dbl.example'
const PROFILE = 'https://www.linkedin.com/in/nasrin-akter-dbl'

const site = setupEditorSite(SITE_URL)

interface PublicMember {
  id: number
  name: string
  linkedIn?: string
}

async function publicTeam(): Promise<PublicMember[]> {
  const answer = await fetch(`${site.server().url}/api/team`)
  expect(answer.status).toBe(200)
  return ((await answer.json()) as { data: PublicMember[] }).data
}

describe('a team member’s LinkedIn profile', () => {
  it('is absent for members saved before the field existed, on the API and the page', async () => {
    const team = await publicTeam()
    expect(team.length).toBeGreaterThan(1)
    for (const member of team) expect(member).not.toHaveProperty('linkedIn')
    expect(mainOf((await fetchPage(site.server().url, '/about')).html)).not.toContain(
      'linkedin.com',
    )
  })

  it('is refused when it is not a web address, and nothing changes', async () => {
    const member = await contentCall(site.editor(), 'GET', '/api/staff/content/team/2')
    const answer = await staffFetch(site.server(), '/api/staff/content/team/2', {
      method: 'PUT',
      body: {
        revision: member.revision,
        data: { ...member.published, linkedIn: 'linkedin.com/in/nasrin' },
      },
      jar: site.editor().who.jar,
      origin: SITE_URL,
    })
    expect(answer.status).toBe(400)
    expect(JSON.stringify(answer.body)).toContain(
      'LinkedIn profile must be a web address starting with https://',
    )
    const after = await contentCall(site.editor(), 'GET', '/api/staff/content/team/2')
    expect(after.revision).toBe(member.revision)
  })

  it('once published, is on the public API and linked on /about and /bn/about', async () => {
    const member = await contentCall(site.editor(), 'GET', '/api/staff/content/team/2')
    const draft = await contentCall(site.editor(), 'PUT', '/api/staff/content/team/2', {
      revision: member.revision,
      data: { ...member.published, linkedIn: PROFILE },
    })
    expect(draft.draft).toMatchObject({ linkedIn: PROFILE })
    await publishContent(site.editor(), 'team', draft)

    const team = await publicTeam()
    expect(team.find((one) => one.id === 2)).toMatchObject({ linkedIn: PROFILE })
    expect(team.filter((one) => one.linkedIn !== undefined)).toHaveLength(1)

    const english = mainOf((await fetchPage(site.server().url, '/about')).html)
    expect(english).toMatch(
      new RegExp(
        `<a class="team-card__link" href="${PROFILE}" rel="noopener">Nasrin Akter on LinkedIn</a>`,
      ),
    )
    const bangla = mainOf((await fetchPage(site.server().url, '/bn/about')).html)
    expect(bangla).toMatch(
      new RegExp(`<a class="team-card__link" href="${PROFILE}" rel="noopener">লিংকডইনে [^<]+</a>`),
    )
  })
})

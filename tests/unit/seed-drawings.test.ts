// Issue 40: until a photo replaces it, each seeded gallery item, project and team member (the
// chairman among them) has a drawing of its own subject; six gallery items used to show one
// boxes-and-ship drawing, and the men of the team one portrait with another tie.
import { existsSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { seedItems } from '#server/content/seed.ts'

const PUBLIC_DIR = new URL('../../public', import.meta.url)

/** The drawing of a seeded item: its address and the shapes it is drawn with. */
interface Drawing {
  item: string
  path: string
  shapes: Set<string>
}

/** Every shape of a drawing, attributes and all: two drawings of one picture have the same. */
function shapesOf(svg: string): Set<string> {
  return new Set(svg.match(/<(?:path|rect|circle|ellipse|polygon|line|text)\b[^>]*>/g))
}

function drawings(): Drawing[] {
  const items = seedItems()
  const seeded = [
    ...items.gallery.map(({ data }) => ({ item: data.title.en, image: data.image })),
    ...items.projects.map(({ data }) => ({ item: data.title.en, image: data.image })),
    ...items.team.map(({ data }) => ({ item: data.name.en, image: data.image })),
  ]
  return seeded.map(({ item, image }) => {
    if (image.kind !== 'illustration') throw new Error(`${item}: seeded with a photo`)
    const file = new URL(`.${image.path}`, `${PUBLIC_DIR.href}/`)
    expect(existsSync(file), `${item}: ${image.path} exists`).toBe(true)
    return { item, path: image.path, shapes: shapesOf(readFileSync(file, 'utf8')) }
  })
}

/** The shapes two drawings share, as a part of all the shapes either has. */
function overlap(a: Set<string>, b: Set<string>): number {
  const shared = [...a].filter((shape) => b.has(shape)).length
  return shared / new Set([...a, ...b]).size
}

describe('the seeded drawings of the gallery, projects and team', () => {
  it('are one file each', () => {
    const all = drawings()
    expect(new Set(all.map(({ path }) => path)).size).toBe(all.length)
  })

  it('are not one picture redrawn: no two share more than a third of their shapes', () => {
    const all = drawings()
    const alike: string[] = []
    for (const [index, first] of all.entries()) {
      for (const second of all.slice(index + 1)) {
        const share = overlap(first.shapes, second.shapes)
        if (share > 1 / 3) alike.push(`${first.item} ~ ${second.item}: ${share.toFixed(2)}`)
      }
    }
    expect(alike).toEqual([])
  })

  it('stay small: a few kilobytes each', () => {
    for (const { item, path } of drawings()) {
      const bytes = readFileSync(new URL(`.${path}`, `${PUBLIC_DIR.href}/`)).length
      expect(bytes, item).toBeLessThan(6_000)
    }
  })
})

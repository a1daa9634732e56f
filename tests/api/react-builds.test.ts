// A server started without NODE_ENV (the README's `npm start`) renders its pages with the
// production builds of React and React DOM, as the deployed service (NODE_ENV=production) does:
// React picks its build by process.env.NODE_ENV, which the server sets from its parsed
// environment before any package loads.
import { expect, test } from 'vitest'
import { removeDataDir, startServer, USES_POSTGRES } from './support/server.ts'

// React's build is the same whichever database the server uses: checked once, in
// the api project (on the embedded database), not again in api-postgres.
test.skipIf(USES_POSTGRES)(
  'a server started without NODE_ENV renders pages with the production builds of React',
  async () => {
    const server = await startServer({
      process: true,
      script: 'tests/api/support/server-without-node-env.ts',
    })
    try {
      const page = await fetch(`${server.url}/about`)
      expect(page.status).toBe(200)
      expect(await page.text()).toContain('<main')
    } finally {
      expect(await server.stop()).toBe(0)
      await removeDataDir(server.dataDir)
    }
    const ran = /React builds run: (.*)/.exec(server.output())?.[1]?.split(', ') ?? []
    expect(ran).toEqual(
      expect.arrayContaining(['react.production.js', 'react-dom-server.node.production.js']),
    )
    expect(ran.filter((file) => file.includes('development'))).toEqual([])
  },
)

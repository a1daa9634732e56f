import { defineConfig } from 'vitest/config'

/** A fixed origin, so unit tests can check that URLs are built on SITE_URL. */
export const TEST_SITE_URL = 'https://www.test.example.com'

export default defineConfig({
  define: { 'import.meta.env.SITE_URL': JSON.stringify(TEST_SITE_URL) },
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // One browser at a time: the machines have two cores.
          fileParallelism: false,
        },
      },
    ],
  },
})

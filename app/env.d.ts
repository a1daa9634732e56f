/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly SITE_URL: string
  /** The year the site was built in (vite.config.ts). */
  readonly BUILD_YEAR: number
}

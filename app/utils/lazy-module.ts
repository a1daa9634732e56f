/**
 * Loads a module on first use and remembers it. Form validation is split out this way: zod is
 * fetched when a visitor starts on a form, not as part of every page's first load. A failed load
 * (offline) is forgotten, so the next attempt tries again.
 */
export function lazyModule<Module>(load: () => Promise<Module>): () => Promise<Module> {
  let loading: Promise<Module> | undefined
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined
      throw error
    }))
}

// The dictionaries' helpers are plain TypeScript in domain/, where the server and the schemas
// import them too; the app's many `*.messages.ts` files keep importing them from here.
export * from '#domain/messages.ts'

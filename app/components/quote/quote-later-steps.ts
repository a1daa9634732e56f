/*
 * What the quote form shows after its first step, in one module that the form imports only
 * dynamically (loadLaterSteps), so none of it is in /quote's first load. Its parts may also be
 * imported directly elsewhere (the no-JavaScript confirmation page renders QuoteSuccess on the
 * server): the bundler then shares their chunk, and this module is still the one dynamic import.
 */
export { CargoFields } from './package-lines.tsx'
export { EstimateAttached } from './estimate-attached.tsx'
export { QuoteReview } from './quote-review.tsx'
export { QuoteSuccess } from './quote-success.tsx'

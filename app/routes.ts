import { type RouteConfig, index, layout, route } from '@react-router/dev/routes'

export default [
  // Every public page in English at its path and in Bangla under /bn/ (app/i18n/language.ts).
  route('bn?', 'routes/site-layout.tsx', [
    index('routes/home.tsx'),
    route('services', 'routes/services.tsx'),
    route('service-detail/:id', 'routes/service-detail.tsx'),
    route('contact', 'routes/contact.tsx'),
    route('contact/sent', 'routes/contact-sent.tsx'),
    route('about', 'routes/about.tsx'),
    route('notices', 'routes/notices.tsx'),
    route('quote', 'routes/quote.tsx'),
    route('quote/sent', 'routes/quote-sent.tsx'),
    route('track/:reference?', 'routes/track.tsx'),
    route('careers', 'routes/careers.tsx'),
    route('careers/:id', 'routes/career-detail.tsx'),
    route('careers/:id/applied', 'routes/application-sent.tsx'),
    route('*', 'routes/not-found.tsx'),
  ]),
  // The staff workspace: not prerendered, served the SPA shell, loads its data in the browser.
  route('staff/sign-in', 'routes/staff/sign-in.tsx'),
  route('staff/setup', 'routes/staff/setup.tsx'),
  layout('routes/staff/layout.tsx', [
    route('staff', 'routes/staff/home.tsx'),
    route('staff/accounts', 'routes/staff/accounts.tsx'),
    route('staff/audit', 'routes/staff/audit.tsx'),
    route('staff/security', 'routes/staff/security.tsx'),
    route('staff/inbox/:kind', 'routes/staff/inbox-list.tsx'),
    route('staff/inbox/:kind/:id', 'routes/staff/inbox-item.tsx'),
    route('staff/shipments', 'routes/staff/shipments.tsx'),
    route('staff/shipments/new', 'routes/staff/shipment-new.tsx'),
    route('staff/shipments/:id', 'routes/staff/shipment-detail.tsx'),
    route('staff/positions', 'routes/staff/positions.tsx'),
    route('staff/positions/new', 'routes/staff/position-new.tsx'),
    route('staff/positions/:id', 'routes/staff/position-detail.tsx'),
    route('staff/content', 'routes/staff/content.tsx'),
    route('staff/content/:collection', 'routes/staff/content-list.tsx'),
    route('staff/content/:collection/new', 'routes/staff/content-new.tsx'),
    route('staff/content/:collection/:id', 'routes/staff/content-item.tsx'),
    route('staff/media', 'routes/staff/media.tsx'),
  ]),
] satisfies RouteConfig

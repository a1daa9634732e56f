import { type RouteConfig, index, layout, route } from '@react-router/dev/routes'

export default [
  // Staff inbox (issue 11); goes under the staff layout of issue-11a at merge.
  route('staff/inbox/:kind', 'routes/staff/inbox-list.tsx'),
  route('staff/inbox/:kind/:id', 'routes/staff/inbox-item.tsx'),
  layout('routes/site-layout.tsx', [
    index('routes/home.tsx'),
    route('services', 'routes/services.tsx'),
    route('service-detail/:id', 'routes/service-detail.tsx'),
    route('contact', 'routes/contact.tsx'),
    route('about', 'routes/about.tsx'),
    route('quote', 'routes/quote.tsx'),
    route('careers', 'routes/careers.tsx'),
    route('careers/:id', 'routes/career-detail.tsx'),
    route('*', 'routes/not-found.tsx'),
  ]),
] satisfies RouteConfig

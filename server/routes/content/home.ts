import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ClientLogoSchema, ClientSchema } from '#schemas/content/clients.ts'
import { dataEnvelope } from '#schemas/api.ts'
import { dataOf, NO_INPUT_ERRORS, required } from './common.ts'
import { TeamMemberSchema } from '#schemas/content/team.ts'
import { ClientBackgroundSchema } from '#schemas/content/client-background.ts'
import {
  AboutUsSchema,
  CompanyOverviewSchema,
  SiteSettingsSchema,
} from '#schemas/content/company-blocks.ts'
import { InitiativeSchema } from '#schemas/content/initiatives.ts'
import { ReviewSchema } from '#schemas/content/reviews.ts'
import { SlideSchema } from '#schemas/content/slides.ts'
import { viewList } from '#schemas/registry/view.ts'

/** The home page blocks and the company records around them. */
const homeRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const tags = ['Home']
  const records = () => fastify.content.records('en')

  fastify.get(
    '/api/home/slider',
    {
      schema: {
        operationId: 'listSlides',
        tags,
        summary: 'Hero slider',
        response: { 200: dataEnvelope(viewList(SlideSchema)), ...NO_INPUT_ERRORS },
      },
    },
    async () => dataOf((await records()).slides),
  )

  fastify.get(
    '/api/aboutus/view',
    {
      schema: {
        operationId: 'getAboutUs',
        tags,
        summary: 'About-us block',
        response: { 200: dataEnvelope(AboutUsSchema), ...NO_INPUT_ERRORS },
      },
    },
    async () => dataOf(required((await records()).aboutUs, 'About us')),
  )

  fastify.get(
    '/api/home/client-bg',
    {
      schema: {
        operationId: 'getClientBackground',
        tags,
        summary: 'Background behind the clients strip',
        response: { 200: dataEnvelope(ClientBackgroundSchema), ...NO_INPUT_ERRORS },
      },
    },
    async () => dataOf(required((await records()).clientBackground, 'Client background')),
  )

  fastify.get(
    '/api/home/settings',
    {
      schema: {
        operationId: 'getSiteSettings',
        tags,
        summary: 'Site settings for the header and footer',
        response: { 200: dataEnvelope(SiteSettingsSchema), ...NO_INPUT_ERRORS },
      },
    },
    async () => dataOf(required((await records()).siteSettings, 'Site settings')),
  )

  fastify.get(
    '/api/home/company-overview',
    {
      schema: {
        operationId: 'getCompanyOverview',
        tags,
        summary: 'Company overview with statistics',
        response: { 200: dataEnvelope(CompanyOverviewSchema), ...NO_INPUT_ERRORS },
      },
    },
    async () => dataOf(required((await records()).companyOverview, 'Company overview')),
  )

  fastify.get(
    '/api/client',
    {
      schema: {
        operationId: 'listClients',
        tags: ['Company'],
        summary: 'Clients',
        response: { 200: dataEnvelope(viewList(ClientSchema)), ...NO_INPUT_ERRORS },
      },
    },
    async () => dataOf((await records()).clients),
  )

  fastify.get(
    '/api/client/logo',
    {
      schema: {
        operationId: 'listClientLogos',
        tags: ['Company'],
        summary: 'Client logos for the logo strip',
        response: { 200: dataEnvelope(viewList(ClientLogoSchema)), ...NO_INPUT_ERRORS },
      },
    },
    async () => dataOf((await records()).clientLogos),
  )

  fastify.get(
    '/api/initiative',
    {
      schema: {
        operationId: 'listInitiatives',
        tags: ['Company'],
        summary: 'Company initiatives',
        response: { 200: dataEnvelope(viewList(InitiativeSchema)), ...NO_INPUT_ERRORS },
      },
    },
    async () => dataOf((await records()).initiatives),
  )

  fastify.get(
    '/api/reviews',
    {
      schema: {
        operationId: 'listReviews',
        tags: ['Company'],
        summary: 'Customer reviews',
        response: { 200: dataEnvelope(viewList(ReviewSchema)), ...NO_INPUT_ERRORS },
      },
    },
    async () => dataOf((await records()).reviews),
  )

  fastify.get(
    '/api/team',
    {
      schema: {
        operationId: 'listTeamMembers',
        tags: ['Company'],
        summary: 'Management team',
        response: { 200: dataEnvelope(viewList(TeamMemberSchema)), ...NO_INPUT_ERRORS },
      },
    },
    async () => dataOf((await records()).team),
  )
}

export default homeRoutes

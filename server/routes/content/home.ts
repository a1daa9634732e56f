import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  ABOUT_US,
  CLIENT_BACKGROUND,
  CLIENTS,
  COMPANY_OVERVIEW,
  INITIATIVES,
  REVIEWS,
  SITE_SETTINGS,
  SLIDES,
} from '#content/records.ts'
import { TEAM } from '#content/team.ts'
import { dataEnvelope } from '#schemas/api.ts'
import {
  AboutUsSchema,
  ClientBackgroundSchema,
  ClientLogoSchema,
  ClientSchema,
  CompanyOverviewSchema,
  InitiativeSchema,
  list,
  ReviewSchema,
  SiteSettingsSchema,
  SlideSchema,
  TeamMemberSchema,
} from './record-schemas.ts'

/** The home page blocks and the company records around them. */
const homeRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const tags = ['Home']

  fastify.get(
    '/api/home/slider',
    {
      schema: { tags, summary: 'Hero slider', response: { 200: dataEnvelope(list(SlideSchema)) } },
    },
    () => ({ data: SLIDES }),
  )

  fastify.get(
    '/api/aboutus/view',
    { schema: { tags, summary: 'About-us block', response: { 200: dataEnvelope(AboutUsSchema) } } },
    () => ({ data: ABOUT_US }),
  )

  fastify.get(
    '/api/home/client-bg',
    {
      schema: {
        tags,
        summary: 'Background behind the clients strip',
        response: { 200: dataEnvelope(ClientBackgroundSchema) },
      },
    },
    () => ({ data: CLIENT_BACKGROUND }),
  )

  fastify.get(
    '/api/home/settings',
    {
      schema: {
        tags,
        summary: 'Site settings for the header and footer',
        response: { 200: dataEnvelope(SiteSettingsSchema) },
      },
    },
    () => ({ data: SITE_SETTINGS }),
  )

  fastify.get(
    '/api/home/company-overview',
    {
      schema: {
        tags,
        summary: 'Company overview with statistics',
        response: { 200: dataEnvelope(CompanyOverviewSchema) },
      },
    },
    () => ({ data: COMPANY_OVERVIEW }),
  )

  fastify.get(
    '/api/client',
    {
      schema: {
        tags: ['Company'],
        summary: 'Clients',
        response: { 200: dataEnvelope(list(ClientSchema)) },
      },
    },
    () => ({ data: CLIENTS }),
  )

  fastify.get(
    '/api/client/logo',
    {
      schema: {
        tags: ['Company'],
        summary: 'Client logos for the logo strip',
        response: { 200: dataEnvelope(list(ClientLogoSchema)) },
      },
    },
    () => ({ data: CLIENTS }),
  )

  fastify.get(
    '/api/initiative',
    {
      schema: {
        tags: ['Company'],
        summary: 'Company initiatives',
        response: { 200: dataEnvelope(list(InitiativeSchema)) },
      },
    },
    () => ({ data: INITIATIVES }),
  )

  fastify.get(
    '/api/reviews',
    {
      schema: {
        tags: ['Company'],
        summary: 'Customer reviews',
        response: { 200: dataEnvelope(list(ReviewSchema)) },
      },
    },
    () => ({ data: REVIEWS }),
  )

  fastify.get(
    '/api/team',
    {
      schema: {
        tags: ['Company'],
        summary: 'Management team',
        response: { 200: dataEnvelope(list(TeamMemberSchema)) },
      },
    },
    () => ({ data: TEAM }),
  )
}

export default homeRoutes

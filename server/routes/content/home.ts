import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { constantResponse } from '#server/constant-responses.ts'
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

const SLIDES_RESPONSE = constantResponse({ data: SLIDES })
const ABOUT_US_RESPONSE = constantResponse({ data: ABOUT_US })
const CLIENT_BACKGROUND_RESPONSE = constantResponse({ data: CLIENT_BACKGROUND })
const SITE_SETTINGS_RESPONSE = constantResponse({ data: SITE_SETTINGS })
const COMPANY_OVERVIEW_RESPONSE = constantResponse({ data: COMPANY_OVERVIEW })
const CLIENTS_RESPONSE = constantResponse({ data: CLIENTS })
const INITIATIVES_RESPONSE = constantResponse({ data: INITIATIVES })
const REVIEWS_RESPONSE = constantResponse({ data: REVIEWS })
const TEAM_RESPONSE = constantResponse({ data: TEAM })

/** The home page blocks and the company records around them. */
const homeRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const tags = ['Home']

  fastify.get(
    '/api/home/slider',
    {
      schema: { tags, summary: 'Hero slider', response: { 200: dataEnvelope(list(SlideSchema)) } },
    },
    () => SLIDES_RESPONSE,
  )

  fastify.get(
    '/api/aboutus/view',
    { schema: { tags, summary: 'About-us block', response: { 200: dataEnvelope(AboutUsSchema) } } },
    () => ABOUT_US_RESPONSE,
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
    () => CLIENT_BACKGROUND_RESPONSE,
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
    () => SITE_SETTINGS_RESPONSE,
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
    () => COMPANY_OVERVIEW_RESPONSE,
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
    () => CLIENTS_RESPONSE,
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
    () => CLIENTS_RESPONSE,
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
    () => INITIATIVES_RESPONSE,
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
    () => REVIEWS_RESPONSE,
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
    () => TEAM_RESPONSE,
  )
}

export default homeRoutes

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
import { NO_INPUT_ERRORS } from './common.ts'
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
      schema: {
        operationId: 'listSlides',
        tags,
        summary: 'Hero slider',
        response: { 200: dataEnvelope(list(SlideSchema)), ...NO_INPUT_ERRORS },
      },
    },
    () => SLIDES_RESPONSE,
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
    () => ABOUT_US_RESPONSE,
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
    () => CLIENT_BACKGROUND_RESPONSE,
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
    () => SITE_SETTINGS_RESPONSE,
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
    () => COMPANY_OVERVIEW_RESPONSE,
  )

  fastify.get(
    '/api/client',
    {
      schema: {
        operationId: 'listClients',
        tags: ['Company'],
        summary: 'Clients',
        response: { 200: dataEnvelope(list(ClientSchema)), ...NO_INPUT_ERRORS },
      },
    },
    () => CLIENTS_RESPONSE,
  )

  fastify.get(
    '/api/client/logo',
    {
      schema: {
        operationId: 'listClientLogos',
        tags: ['Company'],
        summary: 'Client logos for the logo strip',
        response: { 200: dataEnvelope(list(ClientLogoSchema)), ...NO_INPUT_ERRORS },
      },
    },
    () => CLIENTS_RESPONSE,
  )

  fastify.get(
    '/api/initiative',
    {
      schema: {
        operationId: 'listInitiatives',
        tags: ['Company'],
        summary: 'Company initiatives',
        response: { 200: dataEnvelope(list(InitiativeSchema)), ...NO_INPUT_ERRORS },
      },
    },
    () => INITIATIVES_RESPONSE,
  )

  fastify.get(
    '/api/reviews',
    {
      schema: {
        operationId: 'listReviews',
        tags: ['Company'],
        summary: 'Customer reviews',
        response: { 200: dataEnvelope(list(ReviewSchema)), ...NO_INPUT_ERRORS },
      },
    },
    () => REVIEWS_RESPONSE,
  )

  fastify.get(
    '/api/team',
    {
      schema: {
        operationId: 'listTeamMembers',
        tags: ['Company'],
        summary: 'Management team',
        response: { 200: dataEnvelope(list(TeamMemberSchema)), ...NO_INPUT_ERRORS },
      },
    },
    () => TEAM_RESPONSE,
  )
}

export default homeRoutes

import multipart from '@fastify/multipart'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from '#schemas/zod.ts'
import { errorResponses } from '#schemas/api.ts'
import {
  RateCardImportDoneSchema,
  RateCardImportListSchema,
  RateCardImportQuerySchema,
  RateCardImportRefusedSchema,
  RateCardImportUndoneSchema,
  SHEET_MAX_BYTES,
  type SheetCheckView,
} from '#schemas/rate-card-imports.ts'
import { recordId } from '#schemas/text.ts'
import { sanitizeFileName } from '#server/cv-files.ts'
import { ApiError } from '#server/errors.ts'
import { STAFF_SECURITY } from '#server/openapi.ts'
import { listImports, storeImport, undoImport } from '#server/rate-cards/imports.ts'
import { sheetFormat, UnreadableSheet } from '#server/rate-cards/read-sheet.ts'
import type { SheetCheck } from '#server/rate-cards/sheet-cards.ts'
import { checkSheetOffThread } from '#server/rate-cards/sheet-thread.ts'
import { templateCsv, templateXlsx } from '#server/rate-cards/template.ts'

/** Who imports rate cards: pricing staff (admins always may), as for the cards themselves. */
const config = { staffAccess: ['pricing'] as const }
const tags = ['Staff rate cards']

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'

function checkView(check: SheetCheck): SheetCheckView {
  const { rows, goodRows, refusals } = check
  return { rows, goodRows, cards: check.cards.length, refusals }
}

const plural = (count: number, one: string, many = `${one}s`) =>
  `${count} ${count === 1 ? one : many}`

/**
 * Rate cards from a spreadsheet (decision 0022): the template to download, the import (checked
 * in a worker thread, stored through the content system, published), the past imports and undo.
 */
const rateCardImportRoutes: FastifyPluginAsyncZod = async (fastify) => {
  await fastify.register(multipart, {
    limits: {
      fieldNameSize: 100,
      fieldSize: 1024,
      fields: 5,
      fileSize: SHEET_MAX_BYTES,
      files: 1,
      parts: 6,
      headerPairs: 100,
    },
  })

  fastify.get(
    '/api/staff/rate-card-imports/template.xlsx',
    {
      config,
      schema: {
        security: STAFF_SECURITY,
        operationId: 'rateCardTemplateXlsx',
        tags,
        summary: 'The rate-card template, as XLSX: the headings, and a sheet of what each takes',
        produces: [XLSX_TYPE],
        response: { 200: z.any().describe(XLSX_TYPE), ...errorResponses(401, 403, 429) },
      },
    },
    async (_request, reply) =>
      reply
        .type(XLSX_TYPE)
        .header('content-disposition', 'attachment; filename="rate-cards-template.xlsx"')
        .send(await templateXlsx()),
  )

  fastify.get(
    '/api/staff/rate-card-imports/template.csv',
    {
      config,
      schema: {
        security: STAFF_SECURITY,
        operationId: 'rateCardTemplateCsv',
        tags,
        summary: 'The rate-card template, as CSV (UTF-8): the headings row',
        produces: ['text/csv'],
        response: { 200: z.any().describe('text/csv'), ...errorResponses(401, 403, 429) },
      },
    },
    async (_request, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="rate-cards-template.csv"')
        .send(templateCsv()),
  )

  fastify.get(
    '/api/staff/rate-card-imports',
    {
      config,
      schema: {
        security: STAFF_SECURITY,
        operationId: 'listRateCardImports',
        tags,
        summary: 'The latest rate-card imports, newest first',
        response: { 200: RateCardImportListSchema, ...errorResponses(401, 403, 429) },
      },
    },
    async () => ({ data: await listImports(fastify) }),
  )

  fastify.post(
    '/api/staff/rate-card-imports',
    {
      config,
      schema: {
        security: STAFF_SECURITY,
        operationId: 'importRateCards',
        tags,
        summary: 'Import rate cards from an XLSX or CSV file (multipart/form-data, field file)',
        description:
          `At most ${SHEET_MAX_BYTES / 1024 / 1024} MB. Each card is checked as the workspace's ` +
          'form checks it; every refused row is named with its column. With a refusal nothing ' +
          'is stored (422), unless goodRows=yes: then the cards without problems are. Imported ' +
          'cards are published at once, with a version and audit rows each.',
        consumes: ['multipart/form-data'],
        querystring: RateCardImportQuerySchema,
        response: {
          200: RateCardImportDoneSchema,
          422: RateCardImportRefusedSchema.meta({
            description: 'The sheet has refused rows, and nothing of it was stored',
          }),
          ...errorResponses(400, 401, 403, 413, 415, 429),
        },
      },
    },
    async (request, reply) => {
      let file: { name: string; bytes: Buffer } | undefined
      try {
        for await (const part of request.parts()) {
          if (part.type !== 'file') continue
          if (part.fieldname !== 'file' || file) {
            part.file.resume()
            continue
          }
          file = {
            name: sanitizeFileName(part.filename, 'rate-cards'),
            bytes: await part.toBuffer(),
          }
        }
      } catch (error) {
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
          throw new ApiError(413, `The file is larger than ${SHEET_MAX_BYTES / 1024 / 1024} MB.`)
        }
        throw error
      }
      if (!file || file.bytes.length === 0) {
        throw new ApiError(400, 'Choose an XLSX or CSV file to import (a file field named file).')
      }
      let check: SheetCheck
      try {
        check = await checkSheetOffThread(sheetFormat(file.name, file.bytes), file.bytes)
      } catch (error) {
        if (error instanceof UnreadableSheet) throw new ApiError(400, error.message)
        throw error
      }
      if (check.rows === 0 && check.refusals.length === 0) {
        throw new ApiError(400, 'The sheet has no rows to import: fill in the template first.')
      }
      const goodRowsOnly = request.query.goodRows === 'yes'
      if (check.cards.length === 0 || (check.refusals.length > 0 && !goodRowsOnly)) {
        const refused = new Set(check.refusals.map(({ row }) => row)).size
        const message =
          check.cards.length === 0
            ? `No row can be imported: ${plural(check.refusals.length, 'problem')} to put right.`
            : `${plural(refused, 'row')} refused; nothing was imported. Put them right and ` +
              `import again, or import the ${plural(check.goodRows, 'good row')} only.`
        return reply
          .code(422)
          .send({ code: 422 as const, message, data: { check: checkView(check) } })
      }
      const imported = await storeImport(
        fastify,
        { staffId: request.staff.id, ip: request.ip },
        file.name,
        check,
      )
      const left = check.rows - check.goodRows
      return {
        message:
          `${plural(imported.cards, 'rate card')} imported and published from ` +
          `${plural(imported.rows, 'row')}` +
          (left > 0 ? `; ${plural(left, 'refused row')} left out.` : '.'),
        data: { import: imported, check: checkView(check) },
      }
    },
  )

  fastify.post(
    '/api/staff/rate-card-imports/:id/undo',
    {
      config,
      schema: {
        security: STAFF_SECURITY,
        operationId: 'undoRateCardImport',
        tags,
        summary: 'Undo an import: delete its cards, while no quote request has used one',
        params: z.object({ id: recordId('The import') }),
        response: {
          200: RateCardImportUndoneSchema,
          ...errorResponses(400, 401, 403, 404, 409, 429),
        },
      },
    },
    async (request) => {
      const undone = await undoImport(
        fastify,
        { staffId: request.staff.id, ip: request.ip },
        request.params.id,
      )
      return {
        message: `Import undone: ${plural(undone.cards, 'rate card')} of ${undone.fileName} deleted.`,
        data: undone,
      }
    },
  )
}

export default rateCardImportRoutes

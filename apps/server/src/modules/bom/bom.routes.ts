import {
  BOM_MAX_FILE_BYTES,
  bomExportQuery,
  bomLineUpdateRequest,
  bomLineUpdateResponse,
  bomProjectBody,
  bomProjectParams,
  bomResponse,
  bomSheetRequest,
  mountingDominanceResponse,
} from '@boardhouse/shared/bom/bom-api';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/errors.ts';
import { brokenUploadError } from '../../lib/upload-errors.ts';
import { requireCaller } from '../../plugins/access.ts';
import { fileResponse, noContent } from '../../plugins/error-responses.ts';
import type { BomService, UploadedFile } from './bom.service.ts';
import type { BomLinesService } from './bom-lines.service.ts';

const tags = ['bom'];
const user = { access: 'user' as const };
/** Uploads are heavy: a person uploads a few BOMs a minute, a script hammering the parser is refused. */
/** Routes that change the project: who may, is tested route by route (project-writes.test.ts). */
const changes = { ...user, changesProject: true };
const uploadLimit = {
  ...changes,
  errors: [413] as const,
  rateLimit: {
    max: 60,
    timeWindow: '1 minute',
    keyGenerator: (request: FastifyRequest) => String(request.auth?.userId ?? request.ip),
  },
};

const TOO_LARGE = 'The file is larger than 10 MB: please upload a smaller BOM';

/** The one file of a multipart upload, read to at most 10 MB (the rest is never buffered). */
async function readUpload(request: FastifyRequest): Promise<UploadedFile> {
  if (!request.isMultipart()) {
    throw AppError.validation(
      { file: 'Please choose a BOM file to upload' },
      'Please choose a BOM file to upload',
    );
  }
  const part = await request
    .file({ limits: { fileSize: BOM_MAX_FILE_BYTES, files: 1 } })
    .catch((error: unknown) => {
      throw brokenUploadError(error) ?? error;
    });
  if (part?.fieldname !== 'file') {
    throw AppError.validation(
      { file: 'Please choose a BOM file to upload' },
      'Please choose a BOM file to upload',
    );
  }
  try {
    return { fileName: part.filename, contentType: part.mimetype || null, data: await part.toBuffer() };
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError('PAYLOAD_TOO_LARGE', TOO_LARGE, { fields: { file: TOO_LARGE } });
    }
    throw brokenUploadError(error) ?? error;
  }
}

const ms = (value: number) => value.toFixed(1);

/** The seed's BOM calls with their original paths, plus the export of the parsed lines. */
export function registerBomRoutes(
  app: FastifyInstance,
  services: { bom: BomService; bomLines: BomLinesService },
): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { bom, bomLines } = services;

  api.post(
    '/rest/project/bomFileUpload/:projectId',
    {
      config: uploadLimit,
      schema: {
        tags,
        summary:
          'Upload a BOM (multipart field `file`: .xlsx, .xls, .ods, .csv, .tsv or .txt; 10 MB, 20,000 lines)',
        description:
          'Replaces the project’s BOM. Answers the parsed BOM; the Server-Timing header tells where the time went.',
        consumes: ['multipart/form-data'],
        params: bomProjectParams,
        response: { 200: bomResponse },
      },
    },
    async (request, reply) => {
      const caller = requireCaller(request);
      const { bom: parsed, timings } = await bom.upload(caller, request.params.projectId, () =>
        readUpload(request),
      );
      reply.header(
        'server-timing',
        `parse;dur=${ms(timings.parse)}, match;dur=${ms(timings.match)}, save;dur=${ms(timings.save)}`,
      );
      return parsed;
    },
  );

  api.get(
    '/rest/project/bom/:projectId',
    {
      config: user,
      schema: {
        tags,
        summary: 'The project’s parsed BOM',
        params: bomProjectParams,
        response: { 200: bomResponse },
      },
    },
    async (request) => bom.get(requireCaller(request), request.params.projectId),
  );

  api.post(
    '/rest/project/sheet',
    {
      config: changes,
      schema: {
        tags,
        summary: 'Read the stored BOM file again with another worksheet and/or a corrected column mapping',
        body: bomSheetRequest,
        response: { 200: bomResponse },
      },
    },
    async (request) => bom.reread(requireCaller(request), request.body),
  );

  api.delete(
    '/rest/project/bom/:projectId',
    {
      config: changes,
      schema: {
        tags,
        summary: 'Remove the project’s BOM (lines and file)',
        params: bomProjectParams,
        response: { 204: noContent },
      },
    },
    async (request, reply) => {
      await bom.delete(requireCaller(request), request.params.projectId);
      return reply.code(204).send(null);
    },
  );

  api.post(
    '/rest/bom/updatesinglebomline',
    {
      config: changes,
      schema: {
        tags,
        summary: 'Change one BOM line; it is checked and matched again',
        body: bomLineUpdateRequest,
        response: { 200: bomLineUpdateResponse },
      },
    },
    async (request) => bomLines.updateLine(requireCaller(request), request.body),
  );

  api.post(
    '/rest/project/checkSmbOrSmtIsHigher',
    {
      config: { ...user, audited: false },
      schema: {
        tags,
        summary: 'Whether SMD or THT placements dominate the BOM',
        body: bomProjectBody,
        response: { 200: mountingDominanceResponse },
      },
    },
    async (request) => bomLines.mountingDominance(requireCaller(request), request.body.projectId),
  );

  api.get(
    '/rest/project/bom/:projectId/export',
    {
      config: user,
      schema: {
        tags,
        summary: 'Download the parsed BOM as CSV or XLSX (cells that look like formulas are neutralised)',
        params: bomProjectParams,
        querystring: bomExportQuery,
        response: {
          200: fileResponse('The BOM file', [
            'text/csv',
            'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          ]),
        },
      },
    },
    async (request, reply) => {
      const file = await bomLines.export(
        requireCaller(request),
        request.params.projectId,
        request.query.format,
      );
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', file.disposition)
        .header('x-content-type-options', 'nosniff')
        .send(file.data);
    },
  );
}

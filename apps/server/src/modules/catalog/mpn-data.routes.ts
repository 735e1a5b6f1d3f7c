import { Readable } from 'node:stream';
import { catalogIdParams } from '@boardhouse/shared/catalog/admin-list';
import {
  mpnDataInput,
  mpnDataListQuery,
  mpnDataPage,
  mpnDataRecord,
  mpnImportBody,
  mpnImportResult,
  mpnOption,
  mpnSelectQuery,
} from '@boardhouse/shared/catalog/mpn-data';
import type {} from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/errors.ts';
import { brokenUploadError } from '../../lib/upload-errors.ts';
import { requireCaller } from '../../plugins/access.ts';
import { fileResponse, noContent } from '../../plugins/error-responses.ts';
import type { MpnDataService } from './mpn-data.service.ts';
import type { MpnDataCsvService } from './mpn-data-csv.service.ts';

const tags = ['catalog'];
const admin = { access: 'admin' as const };
const user = { access: 'user' as const };

/** The seed's "MPN data" calls plus CSV export and import (/admin/mpn-data). */
export function registerMpnDataRoutes(
  app: FastifyInstance,
  services: { mpnData: MpnDataService; mpnDataCsv: MpnDataCsvService },
): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { mpnData, mpnDataCsv } = services;

  api.get(
    '/rest/mpn-data',
    {
      config: admin,
      schema: {
        tags,
        summary: 'One page of MPN records (search in MPN, manufacturer and description; sort; pagination)',
        querystring: mpnDataListQuery,
        response: { 200: mpnDataPage },
      },
    },
    async (request) => mpnData.list(request.query),
  );

  api.get(
    '/rest/mpn-data/getSelectData',
    {
      config: user,
      schema: {
        tags,
        summary: 'Up to 50 MPN records whose part number starts with the search, for a pick list',
        querystring: mpnSelectQuery,
        response: { 200: z.array(mpnOption) },
      },
    },
    async (request) => mpnData.options(request.query.search),
  );

  api.post(
    '/rest/mpn-data',
    {
      config: { ...admin, errors: [409] },
      schema: {
        tags,
        summary: 'Create an MPN record, or update it when the body has an id',
        body: mpnDataInput,
        response: { 200: mpnDataRecord },
      },
    },
    async (request) => mpnData.save(requireCaller(request), request.body),
  );

  api.delete(
    '/rest/mpn-data/:id',
    {
      config: admin,
      schema: {
        response: { 204: noContent },
        tags,
        summary: 'Delete an MPN record',
        params: catalogIdParams('MPN record'),
      },
    },
    async (request, reply) => {
      await mpnData.delete(request.params.id);
      return reply.code(204).send(null);
    },
  );

  api.get(
    '/rest/mpn-data/export',
    {
      config: admin,
      schema: {
        tags,
        summary:
          'Every MPN record as a CSV attachment (mpn-data.csv); price breaks as "1:12.50;10:9.80" in EUR',
        response: { 200: fileResponse('mpn-data.csv', ['text/csv']) },
      },
    },
    async (_request, reply) =>
      reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="mpn-data.csv"')
        .send(Readable.from(mpnDataCsv.exportCsv())),
  );

  api.post(
    '/rest/mpn-data/import',
    {
      config: { ...admin, errors: [413] },
      schema: {
        tags,
        summary:
          'Create or update MPN records from a CSV file (multipart field "file", the columns of the export); all rows or none',
        consumes: ['multipart/form-data'],
        body: mpnImportBody,
        response: { 200: mpnImportResult },
      },
    },
    async (request) => {
      const file = request.isMultipart()
        ? await request.file().catch((error: unknown) => {
            throw brokenUploadError(error) ?? error;
          })
        : undefined;
      if (file?.fieldname !== 'file') {
        throw AppError.validation({ file: 'File is required' }, 'Please choose a CSV file to import');
      }
      const data = await file.toBuffer().catch((error: unknown) => {
        throw brokenUploadError(error) ?? error;
      });
      return mpnDataCsv.importCsv(requireCaller(request), data);
    },
  );
}

import { CPL_MAX_FILE_BYTES, cplParams, cplSummary } from '@boardhouse/shared/cpl';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/errors.ts';
import { brokenUploadError } from '../../lib/upload-errors.ts';
import { requireCaller } from '../../plugins/access.ts';
import { noContent } from '../../plugins/error-responses.ts';
import type { CplService, UploadedFile } from './cpl.service.ts';

const tags = ['cpl'];
const user = { access: 'user' as const };
/** Reading a spreadsheet costs real work: one caller address gets 30 uploads a minute. */
/** Routes that change the project: who may, is tested route by route (project-writes.test.ts). */
const changes = { ...user, changesProject: true };
const upload = { ...changes, errors: [413] as const, rateLimit: { max: 30, timeWindow: '1 minute' } };
const TOO_LARGE = `The file is larger than ${CPL_MAX_FILE_BYTES / (1024 * 1024)} MB`;

/** The one file of a multipart request, field `file`, read into memory up to the size limit. */
async function receiveFile(request: FastifyRequest): Promise<UploadedFile> {
  const missing = () => AppError.validation({ file: 'Choose a file to upload' }, 'Choose a file to upload');
  if (!request.isMultipart()) throw missing();
  const part = await request
    .file({ limits: { fileSize: CPL_MAX_FILE_BYTES, files: 1 } })
    .catch((error: unknown) => {
      throw brokenUploadError(error) ?? error;
    });
  if (part?.fieldname !== 'file') throw missing();
  try {
    return { fileName: part.filename, data: await part.toBuffer() };
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError('PAYLOAD_TOO_LARGE', TOO_LARGE, { fields: { file: TOO_LARGE } });
    }
    throw brokenUploadError(error) ?? error;
  }
}

/** The pick-and-place (CPL, centroid) file of a project. */
export function registerCplRoutes(app: FastifyInstance, cpl: CplService): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/rest/project/cplFileUpload/:projectId',
    {
      config: upload,
      schema: {
        tags,
        summary:
          'Upload the pick-and-place file (multipart field "file": .csv, .tsv, .txt, .pos, .xlsx or Eagle .mnt/.mnb, up to 10 MB)',
        consumes: ['multipart/form-data'],
        params: cplParams,
        response: { 200: cplSummary },
      },
    },
    async (request) =>
      cpl.upload(requireCaller(request), request.params.projectId, () => receiveFile(request)),
  );

  api.get(
    '/rest/project/cpl/:projectId',
    {
      config: user,
      schema: {
        tags,
        summary: 'The placement file read, and its cross-check with the BOM',
        params: cplParams,
        response: { 200: cplSummary },
      },
    },
    async (request) => cpl.get(requireCaller(request), request.params.projectId),
  );

  api.delete(
    '/rest/project/cpl/:projectId',
    {
      config: changes,
      schema: {
        tags,
        summary: 'Remove the placement file',
        params: cplParams,
        response: { 204: noContent },
      },
    },
    async (request, reply) => {
      await cpl.delete(requireCaller(request), request.params.projectId);
      return reply.code(204).send(null);
    },
  );
  // Its download, GET /rest/get-file/centroid, is a documents call: documents/documents.routes.ts.
}

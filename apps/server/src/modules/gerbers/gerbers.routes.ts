import {
  GERBER_UPLOAD_MAX_BYTES,
  GERBER_UPLOAD_MAX_FILES,
  gerberAnalysis,
  gerberLayersUpdate,
  gerberUploadResponse,
} from '@boardhouse/shared/pcb/gerbers';
import { BOARD_COLOURS } from '@boardhouse/shared/pcb/pcb-spec';
import { projectKeyParams } from '@boardhouse/shared/projects';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/errors.ts';
import { brokenUploadError } from '../../lib/upload-errors.ts';
import { requireCaller } from '../../plugins/access.ts';
import { fileResponse } from '../../plugins/error-responses.ts';
import { MESSAGES, type ReceivedFile, uploadError } from './gerber-archive.ts';
import type { GerbersService } from './gerbers.service.ts';

const tags = ['pcb'];
const user = { access: 'user' as const };
/** A person uploads a few sets a minute; each one costs seconds of CPU in a worker. */
/** Uploads and layer corrections change the project: who may, is tested in project-writes.test.ts. */
const uploadLimit = {
  ...user,
  changesProject: true,
  errors: [413] as const,
  rateLimit: {
    max: 30,
    timeWindow: '1 minute',
    keyGenerator: (request: FastifyRequest) => String(request.auth?.userId ?? request.ip),
  },
};

const tooLarge = () =>
  new AppError('PAYLOAD_TOO_LARGE', MESSAGES.tooLarge, { fields: { file: MESSAGES.tooLarge } });

/**
 * Every `file` part of the request, together at most 50 MB: the multipart limit stops reading a part at
 * the limit, and the running total stops a request of many parts.
 */
async function readUploads(request: FastifyRequest): Promise<ReceivedFile[]> {
  if (!request.isMultipart()) throw uploadError(MESSAGES.noFile);
  const received: ReceivedFile[] = [];
  let total = 0;
  try {
    const parts = request.files({
      limits: { fileSize: GERBER_UPLOAD_MAX_BYTES, files: GERBER_UPLOAD_MAX_FILES },
    });
    for await (const part of parts) {
      const data = await part.toBuffer();
      total += data.length;
      if (total > GERBER_UPLOAD_MAX_BYTES) throw tooLarge();
      if (part.fieldname === 'file') received.push({ name: part.filename, data });
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    if (code === 'FST_FILES_LIMIT') throw uploadError(MESSAGES.tooMany);
    throw brokenUploadError(error) ?? error;
  }
  return received;
}

const previewParams = projectKeyParams.extend({ file: z.enum(['top.svg', 'bottom.svg']) });
const colourQuery = z.object({
  mask: z.enum(BOARD_COLOURS).optional().describe('Solder mask colour; the saved PCB spec’s by default'),
  silk: z.enum(BOARD_COLOURS).optional().describe('Silkscreen colour; the saved PCB spec’s by default'),
});

/** Gerber upload, its analysis, the user's layer corrections and the two board pictures. */
export function registerGerberRoutes(app: FastifyInstance, gerbers: GerbersService): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/rest/project/pcb/:id/gerbers',
    {
      config: uploadLimit,
      bodyLimit: GERBER_UPLOAD_MAX_BYTES + 1024 * 1024,
      schema: {
        tags,
        summary: 'Upload the Gerber and drill files (multipart field `file`: one .zip or several files)',
        description:
          'At most 50 MB, 200 files and 300 MB unpacked. Answers at once with the job; poll GET …/gerbers until the analysis is done.',
        consumes: ['multipart/form-data'],
        params: projectKeyParams,
        response: { 202: gerberUploadResponse },
      },
    },
    async (request, reply) => {
      const answer = await gerbers.upload(requireCaller(request), request.params.id, () =>
        readUploads(request),
      );
      return reply.code(202).send(answer);
    },
  );

  api.get(
    '/rest/project/pcb/:id/gerbers',
    {
      config: user,
      schema: {
        tags,
        summary:
          'The analysis of the newest Gerber upload: pending with progress, done, or failed with the reason',
        params: projectKeyParams,
        response: { 200: gerberAnalysis },
      },
    },
    async (request) => gerbers.get(requireCaller(request), request.params.id),
  );

  api.put(
    '/rest/project/pcb/:id/gerbers/layers',
    {
      // Each correction costs an analysis in a worker, like an upload.
      config: uploadLimit,
      schema: {
        tags,
        summary: 'Correct the detected layer types; the board is measured and drawn again',
        params: projectKeyParams,
        body: gerberLayersUpdate,
        response: { 200: gerberAnalysis },
      },
    },
    async (request) => gerbers.updateLayers(requireCaller(request), request.params.id, request.body.layers),
  );

  api.get(
    '/rest/project/pcb/:id/gerbers/preview/:file',
    {
      config: user,
      schema: {
        tags,
        summary: 'The picture of the top or bottom of the board (SVG) in the PCB spec’s colours',
        params: previewParams,
        querystring: colourQuery,
        response: { 200: fileResponse('The picture', ['image/svg+xml']) },
      },
    },
    async (request, reply) => {
      const side = request.params.file === 'top.svg' ? 'top' : 'bottom';
      const svg = await gerbers.preview(requireCaller(request), request.params.id, side, request.query);
      return reply
        .header('content-type', 'image/svg+xml; charset=utf-8')
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-cache')
        .send(svg);
    },
  );
}

import {
  attachmentFileParams,
  attachmentLocationRequest,
  attachmentLocationResponse,
  MESSAGE_ATTACHMENT_MAX_BYTES,
  uploadedAttachment,
} from '@boardhouse/shared/messages/message-attachments-api';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sendAttachment } from '../../lib/attachment.ts';
import { readSingleFileUpload } from '../../lib/single-file-upload.ts';
import { requireCaller } from '../../plugins/access.ts';
import { fileResponse } from '../../plugins/error-responses.ts';
import { ACCEPTED_ATTACHMENTS, ATTACHMENT_CONTENT_TYPES } from './message-attachment-content.ts';
import type { MessageAttachmentsService } from './message-attachments.service.ts';

const tags = ['messages'];
const MB = 1024 * 1024;
const TOO_LARGE = `The file is larger than ${MESSAGE_ATTACHMENT_MAX_BYTES / MB} MB: please send a smaller one`;
const CHOOSE = 'Please choose a file to send (form field "file")';

/** People attach a few files a minute; a script filling the storage is refused. */
const upload = {
  access: 'user' as const,
  errors: [413] as const,
  rateLimit: {
    max: 60,
    timeWindow: '1 minute',
    keyGenerator: (request: FastifyRequest) => String(request.auth?.userId ?? request.ip),
  },
};

const uploadRules = {
  maxBytes: MESSAGE_ATTACHMENT_MAX_BYTES,
  chooseMessage: CHOOSE,
  tooLargeMessage: TOO_LARGE,
};
const readUpload = (request: FastifyRequest) => readSingleFileUpload(request, uploadRules);

/** Files sent with messages: the seed's imageUpload and getfilelocation, and the download they lead to. */
export function registerMessageAttachmentRoutes(
  app: FastifyInstance,
  attachments: MessageAttachmentsService,
): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/rest/messageTool/imageUpload',
    {
      config: upload,
      schema: {
        tags,
        summary: 'Upload a file to send with a message (multipart field `file`)',
        description: `The file must be ${ACCEPTED_ATTACHMENTS}, at most ${MESSAGE_ATTACHMENT_MAX_BYTES / MB} MB (413 beyond); its content decides (a program, a web page or an SVG is refused whatever its name). Name the answer’s id in saveMessage’s attachmentIds; until then only the uploader can fetch it.`,
        consumes: ['multipart/form-data'],
        response: { 200: uploadedAttachment },
      },
    },
    async (request) => attachments.upload(requireCaller(request), await readUpload(request)),
  );

  api.post(
    '/rest/messageTool/getfilelocation',
    {
      config: { access: 'user', audited: false },
      schema: {
        tags,
        summary: 'Where a message’s attachment is downloaded from',
        description:
          'For whoever may see the message’s project, and for the uploader before it is sent; anyone else gets 404.',
        body: attachmentLocationRequest,
        response: { 200: attachmentLocationResponse },
      },
    },
    async (request) => attachments.location(requireCaller(request), request.body.attachmentId),
  );

  api.get(
    '/rest/messageTool/file/:attachmentId',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Download a message’s attachment (attachment)',
        description: 'Same rule as getfilelocation.',
        params: attachmentFileParams,
        response: { 200: fileResponse('The attached file', ATTACHMENT_CONTENT_TYPES) },
      },
    },
    async (request, reply) =>
      sendAttachment(reply, await attachments.download(requireCaller(request), request.params.attachmentId)),
  );
}

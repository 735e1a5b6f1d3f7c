import { newProjectResponse } from '@boardhouse/shared/projects';
import {
  productTemplate,
  productTemplateIdParams,
  productTemplateInput,
  productTemplatesResponse,
  projectFromTemplateRequest,
} from '@boardhouse/shared/quotes/product-templates-api';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireCaller } from '../../plugins/access.ts';
import { noContent } from '../../plugins/error-responses.ts';
import type { ProductTemplatesService } from './product-templates.service.ts';

const tags = ['product templates'];
const admin = { access: 'admin' as const };
const user = { access: 'user' as const };

/** The back office's Product Template page, and Create Project starting from a template. */
export function registerProductTemplateRoutes(
  app: FastifyInstance,
  templates: ProductTemplatesService,
): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/rest/admin/product-templates',
    {
      config: admin,
      schema: { tags, summary: 'Every product template', response: { 200: productTemplatesResponse } },
    },
    async () => templates.list(),
  );

  api.post(
    '/rest/admin/product-templates',
    {
      config: { ...admin, errors: [409] },
      schema: {
        tags,
        summary: 'Add a product template',
        description:
          'The spec is stored complete: fields left out take today’s PCB defaults. Spec fields outside the administrators’ ranges are refused as pcbSpec.<field>; a name in use is 409 CONFLICT.',
        body: productTemplateInput,
        response: { 200: productTemplate },
      },
    },
    async (request) => templates.create(requireCaller(request), request.body),
  );

  api.put(
    '/rest/admin/product-templates/:id',
    {
      config: { ...admin, errors: [409] },
      schema: {
        tags,
        summary: 'Change a product template',
        description: 'Projects started from it keep the spec they started with.',
        params: productTemplateIdParams,
        body: productTemplateInput,
        response: { 200: productTemplate },
      },
    },
    async (request) => templates.update(requireCaller(request), request.params.id, request.body),
  );

  api.delete(
    '/rest/admin/product-templates/:id',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Remove a product template',
        params: productTemplateIdParams,
        response: { 204: noContent },
      },
    },
    async (request, reply) => {
      await templates.remove(request.params.id);
      return reply.code(204).send(null);
    },
  );

  api.get(
    '/rest/product-templates',
    {
      config: user,
      schema: {
        tags,
        summary: 'The templates Create Project can start from',
        response: { 200: productTemplatesResponse },
      },
    },
    async () => templates.list(),
  );

  api.post(
    '/rest/product-templates/:id/project',
    {
      config: { ...user, errors: [403, 409] },
      schema: {
        tags,
        summary: 'Create a project from a template: its PCB spec saved and its smallest quantity intended',
        description: 'One transaction: the project exists with its spec, or not at all.',
        params: productTemplateIdParams,
        body: projectFromTemplateRequest.optional(),
        response: { 200: newProjectResponse },
      },
    },
    async (request) => {
      const project = await templates.startProject(
        requireCaller(request),
        request.params.id,
        request.body?.name,
      );
      return { projectId: project.projectKey, name: project.name };
    },
  );
}

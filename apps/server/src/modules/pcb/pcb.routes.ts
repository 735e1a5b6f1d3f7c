import { pcbDimensionsResponse, pcbDimensionsUpdate, pcbSpecResponse } from '@boardhouse/shared/pcb/pcb-api';
import { pcbCheckResponse, pcbSpec, pcbSpecInput } from '@boardhouse/shared/pcb/pcb-spec';
import { projectKeyParams } from '@boardhouse/shared/projects';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireCaller } from '../../plugins/access.ts';
import type { PcbService } from './pcb.service.ts';

const tags = ['pcb'];
const user = { access: 'user' as const };
const admin = { access: 'admin' as const };

const checkBody = pcbSpecInput
  .nullish()
  .describe(
    'Optional: fields to check in place of the stored ones; fields left out keep the stored spec’s values (the defaults until a spec is saved)',
  );

/** The seed's PCB calls with their original paths, plus the back-office calls behind the two admin pages. */
export function registerPcbRoutes(app: FastifyInstance, pcb: PcbService): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/rest/getSafePcbData',
    {
      config: user,
      schema: {
        tags,
        summary: 'The PCB defaults the administrator maintains (Pcb Default Data)',
        response: { 200: pcbSpec },
      },
    },
    async () => pcb.defaults(),
  );

  api.get(
    '/rest/project/getPcbDimensions',
    {
      config: user,
      schema: {
        tags,
        summary: 'Allowed ranges of the numeric PCB fields and the choices of the others',
        response: { 200: pcbDimensionsResponse },
      },
    },
    async () => pcb.dimensions(),
  );

  api.get(
    '/rest/project/pcb/:id',
    {
      config: user,
      schema: {
        tags,
        summary: 'The project’s PCB specification; the defaults with saved=false until one is saved',
        params: projectKeyParams,
        response: { 200: pcbSpecResponse },
      },
    },
    async (request) => pcb.get(requireCaller(request), request.params.id),
  );

  api.post(
    '/rest/project/pcb/:id',
    {
      config: { ...user, changesProject: true },
      schema: {
        tags,
        summary: 'Save the project’s PCB specification',
        description:
          'Fields left out take the administrator’s defaults. Values outside the PCB Dimensions ranges answer 400 per field; manufacturing findings do not block saving (see pcb-check).',
        params: projectKeyParams,
        body: pcbSpecInput,
        response: { 200: pcbSpecResponse },
      },
    },
    async (request) => pcb.save(requireCaller(request), request.params.id, request.body),
  );

  api.post(
    '/rest/project/pcb-check/:id',
    {
      config: { ...user, audited: false },
      schema: {
        tags,
        summary: 'Check a PCB specification against the manufacturing rules',
        description:
          'Every finding with its severity: an error blocks ordering, a warning needs a review by staff. `ok` is false when any finding is an error.',
        params: projectKeyParams,
        body: checkBody,
        response: { 200: pcbCheckResponse },
      },
    },
    async (request) => pcb.check(requireCaller(request), request.params.id, request.body),
  );

  api.put(
    '/rest/admin/pcb-default-data',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Replace the PCB defaults (/admin/safe-pcb-default-data)',
        body: pcbSpec,
        response: { 200: pcbSpec },
      },
    },
    async (request) => pcb.updateDefaults(requireCaller(request), request.body),
  );

  api.put(
    '/rest/admin/pcb-dimensions',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Replace the allowed ranges of the numeric PCB fields (PCB Dimensions)',
        description: 'A field left out of the list keeps only the limits of the schema.',
        body: pcbDimensionsUpdate,
        response: { 200: pcbDimensionsResponse },
      },
    },
    async (request) => pcb.updateDimensions(requireCaller(request), request.body.dimensions),
  );
}

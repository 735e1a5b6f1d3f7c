import {
  changeCasePackageQuery,
  changeMountingStyleQuery,
  dictionaryProductRequest,
  lineEditResponse,
} from '@boardhouse/shared/orders/order-edits-api';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireCaller } from '../../plugins/access.ts';
import type { OrderLineEditsService } from './order-line-edits.service.ts';

const tags = ['back office'];
/** 409 ORDER.ILLEGAL_TRANSITION: the order is cancelled, delivered or removed and keeps its lines. */
const staff = { access: 'admin' as const, errors: [409] as const };
/** The seed sends two of these edits as GET; they change state, so the audit log records them. */
const staffGetWrite = { ...staff, audited: true };

const COMMON =
  'Changes the line in the order as ordered and in the project’s BOM, is recorded with the order (who, when, before, after), and re-matches the open projects’ lines with the same part number. 404 for an unknown order or line; 409 when the order can no longer be edited.';

/** Staff corrections of one BOM line of an order, teaching the catalog (the seed's paths and methods). */
export function registerOrderLineEditRoutes(app: FastifyInstance, edits: OrderLineEditsService): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/rest/order/UpdateDictionaryProductIdData',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Link an ordered BOM line to an MPN record; its part number becomes an alias of the record',
        description: `${COMMON} 404 also for an unknown MPN record.`,
        body: dictionaryProductRequest,
        response: { 200: lineEditResponse },
      },
    },
    async (request) => edits.linkMpnRecord(requireCaller(request), request.body),
  );

  api.get(
    '/rest/saveDataForChangeCasePackage',
    {
      config: staffGetWrite,
      schema: {
        tags,
        summary: 'Change an ordered BOM line’s case package; its MPN record learns it',
        description: `Mounting style and pins follow from the case-package table when it knows the name. A part number without an MPN record gets one. ${COMMON}`,
        querystring: changeCasePackageQuery,
        response: { 200: lineEditResponse },
      },
    },
    async (request) => edits.changeCasePackage(requireCaller(request), request.query),
  );

  api.get(
    '/rest/saveDataForChangeMountingStyle',
    {
      config: staffGetWrite,
      schema: {
        tags,
        summary: 'Change an ordered BOM line’s mounting style; its MPN record learns it',
        description: `A part number without an MPN record gets one. ${COMMON}`,
        querystring: changeMountingStyleQuery,
        response: { 200: lineEditResponse },
      },
    },
    async (request) => edits.changeMountingStyle(requireCaller(request), request.query),
  );
}

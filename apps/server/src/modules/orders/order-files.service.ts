import type { FilesWaiverRequest, OrderFilesResponse } from '@boardhouse/shared/orders/order-files-api';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { users } from '../../db/schema.ts';
import type { AccessClaims } from '../auth/access-tokens.ts';
import type { ProjectsService } from '../projects/projects.service.ts';
import { setFilesWaiver } from '../projects/projects-staff.repository.ts';
import { findSelection } from '../quotes/offers.repository.ts';
import type { Breakdown } from '../quotes/pricing/offer-engine.ts';
import { isAssemblyOffer, missingOrderFiles, readOrderFiles } from './order-files.ts';

/**
 * The files an order of a project needs, as the basket and the order step show them before the customer
 * clicks (the submit itself checks again), and staff's waiver of them.
 */
export class OrderFilesService {
  constructor(
    private readonly ctx: AppContext,
    private readonly projects: ProjectsService,
  ) {}

  /** For whoever sees the project (404 otherwise); without a selected offer it is judged a bare board. */
  async status(caller: AccessClaims, key: string): Promise<OrderFilesResponse> {
    const project = await this.projects.get(caller, key);
    const selection = await findSelection(this.ctx.db, project.id);
    const isAssembly = selection ? isAssemblyOffer(selection.breakdown as Breakdown) : false;
    const files = await readOrderFiles(this.ctx.db, project.id);
    const [waiver] = files.waivedBy
      ? await this.ctx.db
          .select({ firstname: users.firstname, lastname: users.lastname, username: users.username })
          .from(users)
          .where(eq(users.id, files.waivedBy))
      : [];
    return {
      isAssembly,
      missing: missingOrderFiles(isAssembly, files),
      waiver: files.waivedAt
        ? {
            waivedAt: files.waivedAt.toISOString(),
            waivedBy: waiver ? `${waiver.firstname} ${waiver.lastname}`.trim() || waiver.username : null,
            note: files.waiverNote,
          }
        : null,
    };
  }

  /** Staff (ADMIN) waive the files of a live project, saying why, or take the waiver back. */
  async setWaiver(caller: AccessClaims, request: FilesWaiverRequest): Promise<OrderFilesResponse> {
    const project = await this.projects.get(caller, request.projectId);
    await setFilesWaiver(
      this.ctx.db,
      project.id,
      request.waived ? { by: caller.userId, at: new Date(), note: request.note?.trim() ?? '' } : null,
    );
    return this.status(caller, request.projectId);
  }
}

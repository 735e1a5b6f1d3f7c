import type { PcbSpec } from '@boardhouse/shared/pcb/pcb-spec';
import type { ProductTemplate, ProductTemplateInput } from '@boardhouse/shared/quotes/product-templates-api';
import type { AppContext } from '../../context.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { AppError } from '../../lib/errors.ts';
import type { AccessClaims } from '../auth/access-tokens.ts';
import type { PcbService } from '../pcb/pcb.service.ts';
import type { ProjectRow } from '../projects/projects.repository.ts';
import { setIntendedQuantity } from '../projects/projects.repository.ts';
import type { ProjectsService } from '../projects/projects.service.ts';
import {
  deleteProductTemplate,
  findProductTemplate,
  insertProductTemplate,
  listProductTemplates,
  type ProductTemplateRow,
  updateProductTemplate,
} from './product-templates.repository.ts';

const notFound = () => AppError.notFound('product template');

const toTemplate = (row: ProductTemplateRow): ProductTemplate => ({
  id: row.id,
  name: row.name,
  description: row.description,
  pcbSpec: row.pcbSpec as PcbSpec,
  assembly: row.assembly,
  quantities: row.quantities,
  updatedAt: row.updatedAt.toISOString(),
});

/**
 * Product templates: staff keep them, customers start projects from them. A template's spec is stored
 * complete (the defaults filled in when it is saved), so a later change of the defaults does not change
 * what a template gives.
 */
export class ProductTemplatesService {
  constructor(
    private readonly ctx: AppContext,
    private readonly projects: ProjectsService,
    private readonly pcb: PcbService,
  ) {}

  async list(): Promise<{ templates: ProductTemplate[] }> {
    return { templates: (await listProductTemplates(this.ctx.db)).map(toTemplate) };
  }

  async create(caller: AccessClaims, input: ProductTemplateInput): Promise<ProductTemplate> {
    const values = await this.valuesOf(caller, input);
    return toTemplate(await this.uniquely(input.name, () => insertProductTemplate(this.ctx.db, values)));
  }

  async update(caller: AccessClaims, id: number, input: ProductTemplateInput): Promise<ProductTemplate> {
    const values = await this.valuesOf(caller, input);
    const row = await this.uniquely(input.name, () => updateProductTemplate(this.ctx.db, id, values));
    if (!row) throw notFound();
    return toTemplate(row);
  }

  async remove(id: number): Promise<void> {
    if (!(await deleteProductTemplate(this.ctx.db, id))) throw notFound();
  }

  /**
   * A new project of the caller's with the template's spec saved and its smallest quantity intended, in
   * one transaction.
   */
  async startProject(caller: AccessClaims, id: number, name?: string): Promise<ProjectRow> {
    const template = await findProductTemplate(this.ctx.db, id);
    if (!template) throw notFound();
    const intended = template.quantities[0] ?? 1;
    const spec = { ...(template.pcbSpec as PcbSpec), quantity: intended };
    return this.projects.create(caller, name, async (tx, project) => {
      await this.pcb.saveWithin(tx, project.id, spec, caller.userId);
      return setIntendedQuantity(tx, project.id, intended);
    });
  }

  private async valuesOf(caller: AccessClaims, input: ProductTemplateInput) {
    let pcbSpec: PcbSpec;
    try {
      pcbSpec = await this.pcb.completeSpec(input.pcbSpec);
    } catch (error) {
      // The spec's fields are refused under pcbSpec.<field>, as the form shows them.
      if (!(error instanceof AppError) || error.code !== 'VALIDATION') throw error;
      const fields = (error.details as { fields?: Record<string, string> } | undefined)?.fields ?? {};
      throw AppError.validation(
        Object.fromEntries(Object.entries(fields).map(([field, message]) => [`pcbSpec.${field}`, message])),
        error.message,
      );
    }
    return {
      name: input.name,
      description: input.description ?? null,
      pcbSpec,
      assembly: input.assembly,
      quantities: input.quantities,
      updatedBy: caller.userId,
    };
  }

  private async uniquely<T>(name: string, write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      const message = `A template named ${name} exists already`;
      throw new AppError('CONFLICT', message, { fields: { name: message } });
    }
  }
}

import { z } from 'zod';
import { optionalText } from '../fields.ts';
import { projectKeyField } from '../projects.ts';

/**
 * The manufacturing files an order needs (issue: after the sale): every order its Gerbers (a finished
 * analysis), an assembly order also its placement file; unless staff waived them on the project.
 */
export const ORDER_FILE_KINDS = ['placement', 'gerbers'] as const;
export type OrderFileKind = (typeof ORDER_FILE_KINDS)[number];

/** The refusal's sentence, naming exactly what is missing (the web shows it as the server sends it). */
export function missingFilesMessage(missing: readonly OrderFileKind[]): string {
  const names = missing.map((kind) => (kind === 'placement' ? 'the placement file' : 'the Gerber files'));
  return `Upload ${names.join(' and ')} before ordering`;
}

export const orderFilesResponse = z.object({
  /** The selected offer includes assembly (the placement file is needed too); false without a selection. */
  isAssembly: z.boolean(),
  /** What an order would be refused for now; empty when the files are there or waived. */
  missing: z.array(z.enum(ORDER_FILE_KINDS)),
  /** Staff's waiver, when there is one. */
  waiver: z
    .object({
      waivedAt: z.string(),
      waivedBy: z.string().nullable(),
      note: z.string().nullable(),
    })
    .nullable(),
});
export type OrderFilesResponse = z.infer<typeof orderFilesResponse>;

export const filesWaiverRequest = z
  .object({
    projectId: projectKeyField,
    waived: z.boolean({ error: 'Waived must be true or false' }),
    note: optionalText('Note', 1000, { multiLine: true }),
  })
  .refine((body) => !body.waived || Boolean(body.note?.trim()), {
    path: ['note'],
    error: 'Note is required: say why the order may go ahead without its files',
  });
export type FilesWaiverRequest = z.infer<typeof filesWaiverRequest>;

export const restoreProjectRequest = z.object({ projectId: projectKeyField });
export type RestoreProjectRequest = z.infer<typeof restoreProjectRequest>;

export const restoreProjectResponse = z.object({
  projectId: z.string(),
  /** The name it came back under: a " (2)" suffix when the owner has a live project of that name now. */
  name: z.string(),
  /** Its orders that left the Deleted tab. */
  restoredOrders: z.number().int(),
});
export type RestoreProjectResponse = z.infer<typeof restoreProjectResponse>;

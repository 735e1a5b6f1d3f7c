import { z } from 'zod';
import { DATABASE_INT_MAX, optionalText, searchText, withoutControlCharacters } from './fields.ts';

/** Requests and answers of the "Projects" calls (SPEC.md section 7). */

export const PROJECT_STATUSES = [
  'draft',
  'bom-uploaded',
  'pcb-specified',
  'quoted',
  'offer-selected',
  'ordered',
  'cancelled',
] as const;
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];

export const PROJECT_KEY_PATTERN = /^P-\d{2}-\d{6}$/;
export const PROJECT_NAME_MAX = 120;

export const projectName = withoutControlCharacters(
  z
    .string({ error: 'Project name is not valid' })
    .trim()
    .min(1, { error: 'Project name is required' })
    .max(PROJECT_NAME_MAX, { error: `Project name maximum length is ${PROJECT_NAME_MAX}` }),
  'Project name',
);

/** A project key in a body, path or query; anything else cannot be a project, so it is not found. */
export const projectKeyField = z
  .string()
  .regex(PROJECT_KEY_PATTERN, { error: 'The requested project is not found' });

export const projectKeyParams = z.object({ id: projectKeyField });

export const newProjectRequest = z.object({ name: projectName.optional() });
export const newProjectResponse = z.object({ projectId: z.string(), name: z.string() });

/** How the caller reaches a project: their own, their team's, a share ('edit' or 'read'), or as ADMIN. */
export const PROJECT_ACCESS_LEVELS = ['owner', 'team', 'edit', 'read', 'admin'] as const;
export type ProjectAccess = (typeof PROJECT_ACCESS_LEVELS)[number];

/** Someone editing a project: others see it read-only until the lock expires. */
export const projectLock = z.object({
  userId: z.number().int(),
  username: z.string(),
  expiresAt: z.string().describe('ISO 8601 UTC'),
});
export type ProjectLock = z.infer<typeof projectLock>;

export const projectInfo = z.object({
  projectId: z.string().describe('The key shown to users, such as P-26-000123'),
  name: z.string(),
  status: z.enum(PROJECT_STATUSES),
  description: z.string().nullable(),
  customerReference: z.string().nullable(),
  intendedQuantity: z.number().int().nullable(),
  targetDeliveryDate: z.string().nullable().describe('YYYY-MM-DD'),
  notes: z.string().nullable(),
  wizardStep: z.number().int(),
  createdAt: z.string(),
  createdBy: z.number().int(),
  ownerId: z.number().int(),
  myAccess: z.enum(PROJECT_ACCESS_LEVELS),
  lock: projectLock.nullable().describe('Set while someone else is editing the project'),
});
export type ProjectInfo = z.infer<typeof projectInfo>;

export const projectInformationRequest = z.object({
  projectId: z.string().regex(PROJECT_KEY_PATTERN, { error: 'The requested project is not found' }),
  name: projectName.optional(),
  description: optionalText('Description', 2000, { multiLine: true }),
  customerReference: optionalText('Customer reference', 120),
  intendedQuantity: z
    .number({ error: 'Intended quantity is not valid' })
    .int({ error: 'Intended quantity is not valid' })
    .min(1, { error: 'Intended quantity minimum is 1' })
    .max(10_000_000, { error: 'Intended quantity is not valid' })
    .nullable()
    .optional(),
  targetDeliveryDate: z.iso.date({ error: 'Target delivery date is not valid' }).nullable().optional(),
  notes: optionalText('Notes', 4000, { multiLine: true }),
  wizardStep: z.number().int().min(1).max(5).optional(),
});
export type ProjectInformationRequest = z.infer<typeof projectInformationRequest>;

export const PROJECT_SORT_FIELDS = ['name', 'projectId', 'createdAt', 'status'] as const;
export const PROJECT_PAGE_SIZES = [3, 6, 15] as const;

export const projectListRequest = z.object({
  selectedTab: searchText(40, 'Selected tab'),
  filter: searchText(120, 'Filter').default(''),
  sortOrder: z.enum(['asc', 'desc']).optional().default('desc'),
  sortField: z.enum(PROJECT_SORT_FIELDS).optional().default('createdAt'),
  pageNumber: z.number().int().min(0).max(DATABASE_INT_MAX).optional().default(0).describe('Zero-based'),
  pageSize: z.number().int().min(1).max(100).optional().default(6),
});
export type ProjectListRequest = z.infer<typeof projectListRequest>;

export const projectListResponse = z.object({
  wizardProjects: z.array(projectInfo),
  myProjectsCount: z.number().int(),
});

export const teamProjectListResponse = z.object({
  wizardProjects: z.array(projectInfo),
  myTeamsProjectsCount: z.number().int(),
});

export const projectNameQuery = z.object({ name: projectName });

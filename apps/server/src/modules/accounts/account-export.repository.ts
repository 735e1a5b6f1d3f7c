import { asc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  billingDetails,
  bomLines,
  companies,
  gerberUploads,
  orderDocuments,
  orderStatusChanges,
  orders,
  pcbSpecs,
  projectFiles,
  projectMessages,
  projects,
  refreshTokens,
  shippingAddresses,
  teamPermissions,
  userHistory,
  users,
} from '../../db/schema.ts';
import { BOM_LINE_AS_WRITTEN } from '../bom/bom.repository.ts';

/**
 * The reads behind "Download my data". Every query is scoped by the caller's id in its WHERE clause
 * (their own rows, or rows of their own projects and orders); nothing here takes an id from the request.
 * Columns are listed one by one so a secret column added later (a hash, a provider key) is not exported
 * by accident.
 */

export async function findBillingOf(db: Executor, userId: number) {
  const [row] = await db
    .select({
      countryCode: billingDetails.countryCode,
      companyName: billingDetails.companyName,
      vatNumber: billingDetails.vatNumber,
      vatStatus: billingDetails.vatStatus,
      vatCheckedAt: billingDetails.vatCheckedAt,
      vatEvidence: billingDetails.vatEvidence,
      updatedAt: billingDetails.updatedAt,
    })
    .from(billingDetails)
    .where(eq(billingDetails.userId, userId));
  return row ?? null;
}

export function listShippingAddressesOf(db: Executor, userId: number) {
  return db
    .select({
      name: shippingAddresses.name,
      companyName: shippingAddresses.companyName,
      street: shippingAddresses.street,
      postalCode: shippingAddresses.postalCode,
      city: shippingAddresses.city,
      countryCode: shippingAddresses.countryCode,
      phoneNumber: shippingAddresses.phoneNumber,
      isDefault: shippingAddresses.isDefault,
      createdAt: shippingAddresses.createdAt,
    })
    .from(shippingAddresses)
    .where(eq(shippingAddresses.userId, userId))
    .orderBy(asc(shippingAddresses.id));
}

export async function findCompanyName(db: Executor, companyId: number | null): Promise<string | null> {
  if (companyId === null) return null;
  const [row] = await db.select({ name: companies.name }).from(companies).where(eq(companies.id, companyId));
  return row?.name ?? null;
}

/** A team's owner or member as the export shows them: a name is part of the membership, nothing more. */
export async function findPersonName(db: Executor, userId: number) {
  const [row] = await db
    .select({ firstname: users.firstname, lastname: users.lastname })
    .from(users)
    .where(eq(users.id, userId));
  return row ? `${row.firstname} ${row.lastname}` : null;
}

/** The members of the team the user owns (names and since when), and what the owner lets them do. */
export async function findOwnedTeam(db: Executor, ownerId: number) {
  const members = await db
    .select({
      firstname: users.firstname,
      lastname: users.lastname,
      since: users.createdAt,
      active: sql<boolean>`not ${users.disabled}`,
    })
    .from(users)
    .where(eq(users.createdBy, ownerId))
    .orderBy(asc(users.id));
  const [permissions] = await db
    .select({
      createProjects: teamPermissions.createProjects,
      seeTeamProjects: teamPermissions.seeTeamProjects,
      orderAndPay: teamPermissions.orderAndPay,
    })
    .from(teamPermissions)
    .where(eq(teamPermissions.ownerId, ownerId));
  return { members, permissions: permissions ?? null };
}

/** The user's own projects, deleted ones included: the product still holds them. */
export function listProjectsOf(db: Executor, userId: number) {
  return db
    .select({
      id: projects.id,
      projectKey: projects.projectKey,
      name: projects.name,
      status: projects.status,
      description: projects.description,
      customerReference: projects.customerReference,
      intendedQuantity: projects.intendedQuantity,
      targetDeliveryDate: projects.targetDeliveryDate,
      notes: projects.notes,
      createdAt: projects.createdAt,
      updatedAt: projects.updatedAt,
      deletedAt: projects.deletedAt,
    })
    .from(projects)
    .where(eq(projects.ownerId, userId))
    .orderBy(asc(projects.id));
}

export function listBomLinesOf(db: Executor, projectIds: number[]) {
  if (projectIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      projectId: bomLines.projectId,
      ...BOM_LINE_AS_WRITTEN,
      distributorPartNumbers: bomLines.distributorPartNumbers,
    })
    .from(bomLines)
    .where(inArray(bomLines.projectId, projectIds))
    .orderBy(asc(bomLines.projectId), asc(bomLines.lineNo));
}

export function listPcbSpecsOf(db: Executor, projectIds: number[]) {
  if (projectIds.length === 0) return Promise.resolve([]);
  const { id: _id, updatedBy: _by, createdAt: _created, ...spec } = getTableColumns(pcbSpecs);
  return db.select(spec).from(pcbSpecs).where(inArray(pcbSpecs.projectId, projectIds));
}

/** The names of the files uploaded to the projects (never their bytes or where they are stored). */
export async function listProjectFileNamesOf(db: Executor, projectIds: number[]) {
  if (projectIds.length === 0) return { placementFiles: [], gerberUploads: [] };
  const placementFiles = await db
    .select({
      projectId: projectFiles.projectId,
      kind: projectFiles.kind,
      fileName: projectFiles.fileName,
      sizeBytes: projectFiles.sizeBytes,
      uploadedAt: projectFiles.createdAt,
    })
    .from(projectFiles)
    .where(inArray(projectFiles.projectId, projectIds))
    .orderBy(asc(projectFiles.id));
  const uploads = await db
    .select({
      projectId: gerberUploads.projectId,
      status: gerberUploads.status,
      fileCount: gerberUploads.fileCount,
      sizeBytes: gerberUploads.sizeBytes,
      uploadedAt: gerberUploads.createdAt,
    })
    .from(gerberUploads)
    .where(inArray(gerberUploads.projectId, projectIds))
    .orderBy(asc(gerberUploads.id));
  return { placementFiles, gerberUploads: uploads };
}

/**
 * Orders the user owns. One a team member placed for their owner's project is the owner's order, with
 * the owner's billing address: it belongs in the owner's export, not the member's.
 */
export function listOrdersOf(db: Executor, userId: number) {
  return db
    .select({
      id: orders.id,
      orderKey: orders.orderKey,
      projectName: orders.projectName,
      status: orders.status,
      createdAt: orders.createdAt,
      netCents: orders.netCents,
      vatCents: orders.vatCents,
      totalCents: orders.totalCents,
      currency: orders.currency,
      paymentMethod: orders.paymentMethod,
      paymentState: orders.paymentState,
      paidAt: orders.paidAt,
      paidAmountCents: orders.paidAmountCents,
      refundedCents: orders.refundedCents,
      invoiceNumber: orders.invoiceNumber,
      invoiceIssuedAt: orders.invoiceIssuedAt,
      carrier: orders.carrier,
      trackingCode: orders.trackingCode,
      departureDate: orders.departureDate,
      arrivalDate: orders.arrivalDate,
      customerReference: orders.customerReference,
      quantity: sql<number | null>`(${orders.snapshot} -> 'offer' ->> 'quantity')::int`,
      workingDays: sql<number | null>`(${orders.snapshot} -> 'offer' ->> 'workingDays')::int`,
      billing: sql<unknown>`${orders.snapshot} -> 'billing'`,
      shipping: sql<unknown>`${orders.snapshot} -> 'shipping'`,
    })
    .from(orders)
    .where(eq(orders.ownerId, userId))
    .orderBy(asc(orders.id));
}

export function listStatusChangesOf(db: Executor, orderIds: number[]) {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      orderId: orderStatusChanges.orderId,
      fromStatus: orderStatusChanges.fromStatus,
      toStatus: orderStatusChanges.toStatus,
      note: orderStatusChanges.note,
      changedAt: orderStatusChanges.changedAt,
    })
    .from(orderStatusChanges)
    .where(inArray(orderStatusChanges.orderId, orderIds))
    .orderBy(asc(orderStatusChanges.id));
}

export function listDocumentNamesOf(db: Executor, orderIds: number[]) {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      orderId: orderDocuments.orderId,
      kind: orderDocuments.kind,
      fileName: orderDocuments.fileName,
      createdAt: orderDocuments.createdAt,
    })
    .from(orderDocuments)
    .where(inArray(orderDocuments.orderId, orderIds))
    .orderBy(asc(orderDocuments.id));
}

/** What the user wrote in any conversation they took part in, with the project it was about. */
export function listMessagesBy(db: Executor, userId: number) {
  return db
    .select({
      projectKey: projects.projectKey,
      category: projectMessages.category,
      body: projectMessages.body,
      createdAt: projectMessages.createdAt,
    })
    .from(projectMessages)
    .innerJoin(projects, eq(projects.id, projectMessages.projectId))
    .where(eq(projectMessages.authorId, userId))
    .orderBy(asc(projectMessages.id));
}

/** One line per sign-in (refresh-token family): when it began, was last refreshed, ends or ended. */
export function listSignInsOf(db: Executor, userId: number) {
  return db
    .select({
      startedAt: sql<Date>`min(${refreshTokens.createdAt})`.mapWith(refreshTokens.createdAt),
      lastActiveAt: sql<Date>`max(${refreshTokens.createdAt})`.mapWith(refreshTokens.createdAt),
      expiresAt: sql<Date>`max(${refreshTokens.signInExpiresAt})`.mapWith(refreshTokens.signInExpiresAt),
      endedAt: sql<Date | null>`max(${refreshTokens.revokedAt})`.mapWith(refreshTokens.revokedAt),
    })
    .from(refreshTokens)
    .where(eq(refreshTokens.userId, userId))
    .groupBy(refreshTokens.familyId)
    .orderBy(sql`min(${refreshTokens.createdAt})`);
}

/** The audit log's entries of the user's own requests (staff's tags and read marks are theirs, not shown). */
export function listHistoryOf(db: Executor, userId: number) {
  return db
    .select({
      method: userHistory.method,
      route: userHistory.route,
      entity: userHistory.entity,
      entityId: userHistory.entityId,
      statusCode: userHistory.statusCode,
      ipAddress: userHistory.ipAddress,
      createdAt: userHistory.createdAt,
    })
    .from(userHistory)
    .where(eq(userHistory.userId, userId))
    .orderBy(asc(userHistory.id));
}

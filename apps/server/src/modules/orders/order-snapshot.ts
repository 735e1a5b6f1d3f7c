import type { PcbComposition } from '@boardhouse/shared/orders/order-edits-api';
import type { PostalAddress } from '@boardhouse/shared/orders/orders-api';
import { desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { bomLines, cplPlacements, gerberUploads, projectFiles, users } from '../../db/schema.ts';
import { BOM_LINE_AS_WRITTEN } from '../bom/bom.repository.ts';
import { findPcbSpec } from '../pcb/pcb.repository.ts';
import type { OfferSelectionRow } from '../quotes/offers.repository.ts';
import { findBillingDetails } from '../quotes/offers.repository.ts';
import type { Breakdown } from '../quotes/pricing/offer-engine.ts';
import type { ShippingAddressRow } from '../shipping/shipping-addresses.repository.ts';

/**
 * What an order keeps of the moment it was placed: the selected offer with its breakdown, promo code and
 * VAT decision (with the VIES evidence it rests on), the PCB spec, the BOM lines, the placement file and
 * the Gerber upload it was priced from, and both addresses. Later edits of the project, the prices or
 * the customer's details never change an order (DESIGN.md section 4, "What a customer chose is a
 * snapshot").
 */
export interface OrderSnapshot {
  offer: {
    offerSetId: string;
    quantity: number;
    workingDays: number;
    breakdown: Breakdown;
    promoCode: string | null;
    shippingCode: string | null;
    /** The parcel's price as staff agreed it (updatePackagingTotalPrice); absent until they do. */
    packagingCents?: number | null;
  };
  /** Staff changes to the board's build-up since it was ordered (UpdatePcbComposition). */
  composition?: PcbComposition;
  vatEvidence: {
    vatNumber: string | null;
    status: string;
    checkedAt: string | null;
    vies: unknown;
  } | null;
  pcbSpec: unknown;
  bom: { file: StoredFileReference | null; lines: unknown[] };
  placements: { file: StoredFileReference | null; count: number };
  gerbers: { jobId: string; storageKey: string; fileCount: number; status: string } | null;
  billing: PostalAddress & { vatNumber: string | null; email: string };
  shipping: PostalAddress;
}

/** What an order keeps of the project's manufacturing files. */
export type RevisionFiles = Pick<OrderSnapshot, 'bom' | 'placements' | 'gerbers'>;

interface StoredFileReference {
  fileName: string;
  storageKey: string;
  sizeBytes: number;
}

/** Reads everything an order snapshots, inside the caller's transaction (no outside calls). */
export async function takeOrderSnapshot(
  tx: Executor,
  project: { id: number; ownerId: number },
  selection: OfferSelectionRow,
  shippingAddress: ShippingAddressRow | null,
): Promise<OrderSnapshot> {
  // One after another: a transaction is one connection, and PGlite's runs one statement at a time.
  const pcbSpec = await findPcbSpec(tx, project.id);
  const billing = await findBillingDetails(tx, project.ownerId);
  const [owner] = await tx.select().from(users).where(eq(users.id, project.ownerId));
  const files = await readProjectFiles(tx, project.id);
  if (!owner) throw new Error(`project ${project.id} has no owner`);
  const billingAddress: OrderSnapshot['billing'] = {
    name: `${owner.firstname} ${owner.lastname}`.trim(),
    companyName: billing?.companyName ?? owner.companyName ?? null,
    street: owner.address ?? null,
    postalCode: owner.zipCode ?? null,
    city: owner.city ?? null,
    countryCode: billing?.countryCode ?? owner.country ?? null,
    phoneNumber: owner.phoneNumber ?? null,
    vatNumber: billing?.vatNumber ?? null,
    email: owner.email,
  };
  return {
    offer: {
      offerSetId: selection.offerSetId,
      quantity: selection.quantity,
      workingDays: selection.workingDays,
      breakdown: selection.breakdown as Breakdown,
      promoCode: selection.promoCode,
      shippingCode: selection.shippingCode,
    },
    vatEvidence: billing
      ? {
          vatNumber: billing.vatNumber,
          status: billing.vatStatus,
          checkedAt: billing.vatCheckedAt?.toISOString() ?? null,
          vies: billing.vatEvidence ?? null,
        }
      : null,
    pcbSpec,
    ...files,
    billing: billingAddress,
    shipping: shippingAddress
      ? {
          name: shippingAddress.name,
          companyName: shippingAddress.companyName,
          street: shippingAddress.street,
          postalCode: shippingAddress.postalCode,
          city: shippingAddress.city,
          countryCode: shippingAddress.countryCode,
          phoneNumber: shippingAddress.phoneNumber,
        }
      : {
          // No shipping address kept: the parcel goes to the billing address.
          name: billingAddress.name,
          companyName: billingAddress.companyName,
          street: billingAddress.street,
          postalCode: billingAddress.postalCode,
          city: billingAddress.city,
          // Submitting checked it is the country the shipping was priced for, when the address has one.
          countryCode: billingAddress.countryCode ?? selection.shippingCountry,
          phoneNumber: billingAddress.phoneNumber,
        },
  };
}

/**
 * The project's files as an order snapshots them: BOM file and lines, placement file and count, the
 * newest Gerber upload (also what a revision after review records, order-rework.service.ts).
 */
export async function readProjectFiles(db: Executor, projectId: number): Promise<RevisionFiles> {
  const files = await db
    .select({
      kind: projectFiles.kind,
      fileName: projectFiles.fileName,
      storageKey: projectFiles.storageKey,
      sizeBytes: projectFiles.sizeBytes,
    })
    .from(projectFiles)
    .where(eq(projectFiles.projectId, projectId));
  const lines = await db
    .select({
      ...BOM_LINE_AS_WRITTEN,
      mpnDataId: bomLines.mpnDataId,
      status: bomLines.status,
    })
    .from(bomLines)
    .where(eq(bomLines.projectId, projectId))
    .orderBy(bomLines.lineNo);
  const count = await db.$count(cplPlacements, eq(cplPlacements.projectId, projectId));
  const [gerbers = null] = await db
    .select({
      jobId: gerberUploads.jobId,
      storageKey: gerberUploads.storageKey,
      fileCount: gerberUploads.fileCount,
      status: gerberUploads.status,
    })
    .from(gerberUploads)
    .where(eq(gerberUploads.projectId, projectId))
    .orderBy(desc(gerberUploads.createdAt), desc(gerberUploads.id))
    .limit(1);
  const fileOf = (kind: 'bom' | 'cpl') => {
    const file = files.find((row) => row.kind === kind);
    return file ? { fileName: file.fileName, storageKey: file.storageKey, sizeBytes: file.sizeBytes } : null;
  };
  return { bom: { file: fileOf('bom'), lines }, placements: { file: fileOf('cpl'), count }, gerbers };
}

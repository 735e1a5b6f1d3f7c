import { type Language, PRODUCT_NAME } from '@boardhouse/shared/product';
import type { BreakdownResponse, OfferSetResponse, ReviewNote } from '@boardhouse/shared/quotes/offers-api';
import type { ServerText } from '@boardhouse/shared/server-texts/server-text';
import type { AppContext } from '../../context.ts';
import { findUserById } from '../accounts/users.repository.ts';
import type { AccessClaims } from '../auth/access-tokens.ts';
import { findBilling } from '../billing/billing.repository.ts';
import { findPcbSpec } from '../pcb/pcb.repository.ts';
import type { ProjectsService } from '../projects/projects.service.ts';
import { readerLanguage } from './document-words.ts';
import { type BomSummary, type CustomerBreakdown, type OfferDocument, renderOfferPdf } from './offer-pdf.ts';
import { hasBomFile, listPricedBomLines } from './offers.repository.ts';
import type { OffersService } from './offers.service.ts';
import { asRanges } from './pricing/line-ranges.ts';

/**
 * Documents of an offer: the PDF a customer downloads and keeps. Prices come through OffersService,
 * so whoever may see a project's offers (owner, team, shares, administrators) may have its PDF, and
 * the matrix and breakdown are the ones the offers page shows.
 */
export class OfferDocumentsService {
  constructor(
    private readonly ctx: AppContext,
    private readonly projects: ProjectsService,
    private readonly offers: OffersService,
  ) {}

  /**
   * The PDF in `language` when the request names one, else in the caller's own language (who reads
   * it: a team member or an administrator may download a customer's offer).
   */
  async offerPdf(
    caller: AccessClaims,
    projectKey: string,
    language?: Language,
  ): Promise<{ filename: string; pdf: Buffer }> {
    const document = await this.offerDocument(caller, projectKey, language);
    return {
      filename: `${PRODUCT_NAME}-offer-${document.project.key}.pdf`,
      pdf: await renderOfferPdf(document),
    };
  }

  /** What the PDF shows; 404 for a project the caller cannot see, 409 OFFER.PCB_REQUIRED without a spec. */
  async offerDocument(caller: AccessClaims, projectKey: string, language?: Language): Promise<OfferDocument> {
    const set = await this.offers.offers(caller, projectKey);
    const project = await this.projects.get(caller, projectKey);
    const cell = set.selected ?? exampleCell(set);
    const breakdown = cell
      ? await this.offers.breakdown(caller, projectKey, cell.quantity, cell.workingDays)
      : null;
    const db = this.ctx.db;
    const [owner, reader, billing, spec, bom] = await Promise.all([
      findUserById(db, project.ownerId),
      language ? undefined : findUserById(db, caller.userId),
      findBilling(db, project.ownerId),
      findPcbSpec(db, project.id),
      this.bomSummary(project.id),
    ]);
    return {
      language: language ?? readerLanguage(reader?.language),
      date: new Date(set.createdAt),
      validUntil: new Date(set.validUntil),
      customer: {
        name: owner ? `${owner.firstname} ${owner.lastname}`.trim() : '',
        company: billing?.companyName || owner?.companyName || null,
        billingCountry: billing?.countryCode ?? null,
        vatNumber: billing?.vatNumber || null,
      },
      project: { key: project.projectKey, name: project.name },
      pcb: spec,
      bom,
      matrix: {
        quantities: set.quantities,
        leadTimes: set.leadTimes,
        cells: set.cells,
        intendedQuantity: set.intendedQuantity,
      },
      chosen: breakdown
        ? { basis: set.selected ? 'selected' : 'example', breakdown: withoutCosts(breakdown) }
        : null,
      notes: noteSentences(set.reviewNotes),
    };
  }

  private async bomSummary(projectId: number): Promise<BomSummary | null> {
    if (!(await hasBomFile(this.ctx.db, projectId))) return null;
    const lines = await listPricedBomLines(this.ctx.db, projectId);
    const placed = lines.filter((line) => !line.dnp);
    const placementsOf = (line: (typeof lines)[number]) =>
      line.designators.length > 0 ? line.designators.length : (line.quantity ?? 0);
    const distinct = new Set(
      placed.map((line) =>
        line.mpn
          ? `mpn ${squeezed(line.mpn)}`
          : `part ${squeezed(line.value ?? line.description)} ${squeezed(line.package)}`,
      ),
    );
    const sum = (style: 'THT' | 'SMD') =>
      placed
        .filter((line) => (line.mountingStyle === 'THT') === (style === 'THT'))
        .reduce((total, line) => total + placementsOf(line), 0);
    return {
      lines: lines.length,
      uniqueParts: distinct.size,
      smdPlacements: sum('SMD'),
      thtPlacements: sum('THT'),
      notPlaced: lines.length - placed.length,
    };
  }
}

const squeezed = (text: string | null) => (text ?? '').replace(/\s+/g, '').toUpperCase();

/** The cheapest cell that can be ordered of the intended quantity, else of the smallest quantity that has one. */
function exampleCell(set: OfferSetResponse): { quantity: number; workingDays: number } | null {
  const available = set.cells.filter((cell) => cell.available);
  const quantities = [...(set.intendedQuantity === null ? [] : [set.intendedQuantity]), ...set.quantities];
  for (const quantity of quantities) {
    const cheapest = available
      .filter((cell) => cell.quantity === quantity)
      .sort((a, b) => a.netCents - b.netCents || b.workingDays - a.workingDays)[0];
    if (cheapest) return { quantity: cheapest.quantity, workingDays: cheapest.workingDays };
  }
  return null;
}

/**
 * Administrators' breakdowns carry cost, margin, margin bands and distributor sources; the customer's
 * document never does.
 */
function withoutCosts(breakdown: BreakdownResponse): CustomerBreakdown {
  const { costCents: _cost, marginCents: _margin, margins: _margins, lines, ...rest } = breakdown;
  return {
    ...rest,
    lines: lines.map(({ costCents: _lineCost, source: _source, ...line }) => line),
  };
}

/**
 * Review notes as sentences; estimated and on-request notes about single BOM lines are gathered into
 * one per kind (the rest name their part and wait, so each stays its own sentence). A note kept before
 * notes had keys stays its English message.
 */
function noteSentences(notes: readonly ReviewNote[]): (ServerText | string)[] {
  const byLine = new Map<GatheredCode, number[]>();
  const sentences: (ServerText | string)[] = [];
  const single: (ServerText | string)[] = [];
  for (const note of notes) {
    // Sets stored before notes were gathered per kind carry one line each.
    const numbers = note.lineNos ?? (note.lineNo === undefined ? null : [note.lineNo]);
    if (numbers === null) sentences.push(note.text ?? note.message);
    else if (isGathered(note.code)) byLine.set(note.code, [...(byLine.get(note.code) ?? []), ...numbers]);
    else single.push(note.text ?? note.message);
  }
  const lines = (numbers: number[]): ServerText => ({
    key: numbers.length === 1 ? 'doc.offer.bomLineRef.one' : 'doc.offer.bomLineRef.other',
    params: { lines: asRanges(numbers) },
  });
  for (const [code, key] of GATHERED) {
    const numbers = byLine.get(code);
    if (numbers) sentences.push({ key, params: { lines: lines(numbers) } });
  }
  return [...sentences, ...single];
}

/** The notes gathered over lines, each with its sentence; in the order the PDF lists them. */
const GATHERED = [
  ['COMPONENT_ESTIMATED', 'doc.offer.note.estimated'],
  ['COMPONENT_ON_REQUEST', 'doc.offer.note.onRequest'],
] as const;
type GatheredCode = (typeof GATHERED)[number][0];
const isGathered = (code: string): code is GatheredCode => GATHERED.some(([gathered]) => gathered === code);

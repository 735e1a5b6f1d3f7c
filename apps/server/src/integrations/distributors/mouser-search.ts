import { normaliseMpn } from '@boardhouse/shared/catalog/normalise';
import type { CallContext } from '../api-log/api-call-recorder.ts';
import {
  chunk,
  type DistributorAdapterOptions,
  type ResolvedAdapterOptions,
  resolveAdapterOptions,
} from './distributor-guard.ts';
import { callDistributor, describeFailure } from './distributor-http.ts';
import {
  isExactMatch,
  type MouserPart,
  mouserErrors,
  mouserSearchAnswer,
  offerFromMouserPart,
} from './mouser-wire.ts';
import type { DistributorSearch, PartSearchResult } from './port.ts';

export const MOUSER_DEFAULT_BASE_URL = 'https://api.mouser.com/api/v1';
/** Mouser's published quota per key. */
export const MOUSER_QUOTA = { callsPerMinute: 30, callsPerDay: 1_000 };
/** Part numbers Mouser takes in one search call (pipe-separated). */
export const MOUSER_BATCH_SIZE = 10;

/**
 * Mouser's part-number search (POST /search/partnumber, the search key as `apiKey` in the query).
 * Asks in batches of ten, keeps only exact matches, and answers one result per asked number in order;
 * a failed batch sets the error of each of its numbers instead of throwing.
 */
export class MouserSearch implements DistributorSearch {
  readonly names = ['Mouser'] as const;
  private readonly resolved: ResolvedAdapterOptions;

  constructor(
    private readonly baseUrl: string,
    private readonly apiKey: string,
    options: DistributorAdapterOptions = {},
  ) {
    this.resolved = resolveAdapterOptions(options, { ...MOUSER_QUOTA, service: 'mouser', key: apiKey });
  }

  /** The breaker and the queue, for tests and metrics. */
  get guard() {
    return this.resolved.guard;
  }

  async searchParts(mpns: readonly string[], context?: CallContext): Promise<PartSearchResult[]> {
    // The same number asked twice is searched once; "|" would split a number in two, so it is refused.
    const askable = [
      ...new Map(
        mpns.filter((mpn) => mpn.trim() && !mpn.includes('|')).map((mpn) => [normaliseMpn(mpn), mpn.trim()]),
      ).values(),
    ];
    const byNumber = new Map<string, { parts: MouserPart[]; error: string | null }>();
    await Promise.all(
      chunk(askable, MOUSER_BATCH_SIZE).map(async (batch) => {
        try {
          const parts = await this.resolved.guard.run(() => this.search(batch, context), { retry: true });
          for (const mpn of batch) byNumber.set(normaliseMpn(mpn), { parts, error: null });
        } catch (error) {
          for (const mpn of batch)
            byNumber.set(normaliseMpn(mpn), { parts: [], error: `Mouser: ${describeFailure(error)}` });
        }
      }),
    );
    const fetchedAt = new Date().toISOString();
    return mpns.map((mpn) => {
      const asked = mpn.trim();
      if (asked.includes('|')) return { mpn, offers: [], error: 'Mouser: a part number cannot hold "|"' };
      const found = byNumber.get(normaliseMpn(asked));
      if (!found) return { mpn, offers: [], error: null };
      const offers = found.parts
        .filter((part) => isExactMatch(asked, part.ManufacturerPartNumber))
        .map((part) => offerFromMouserPart(part, fetchedAt))
        .filter((offer) => offer !== null);
      return { mpn, offers, error: found.error };
    });
  }

  private search(batch: string[], context: CallContext | undefined): Promise<MouserPart[]> {
    const url = new URL(`${this.baseUrl}/search/partnumber`);
    url.searchParams.set('apiKey', this.apiKey);
    return callDistributor({
      service: 'mouser',
      operation: 'search',
      recorder: this.resolved.recorder,
      context,
      timeoutMs: this.resolved.timeoutMs,
      method: 'POST',
      url,
      body: { SearchByPartRequest: { mouserPartNumber: batch.join('|'), partSearchOptions: 'Exact' } },
      secrets: [this.apiKey],
      interpret: (status, body) => {
        const refused = mouserErrors(body);
        if (refused) return { ok: false, message: refused, kind: 'refused' };
        if (status !== 200) return { ok: false, message: `HTTP ${status}`, kind: 'http' };
        const parsed = mouserSearchAnswer.safeParse(body);
        if (!parsed.success) return { ok: false, message: 'unreadable search answer', kind: 'malformed' };
        return { ok: true, value: parsed.data.SearchResults?.Parts ?? [] };
      },
    });
  }
}

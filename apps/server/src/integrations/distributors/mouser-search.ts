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
  toInteger,
} from './mouser-wire.ts';
import type { DistributorSearch, PartSearchResult } from './port.ts';

export const MOUSER_DEFAULT_BASE_URL = 'https://api.mouser.com/api/v1';
/** Mouser's published quota per key. */
export const MOUSER_QUOTA = { callsPerMinute: 30, callsPerDay: 1_000 };
/** Part numbers Mouser takes in one search call (pipe-separated). */
export const MOUSER_BATCH_SIZE = 10;

/** One search call's parts, and how many Mouser found in all (more than it answered when truncated). */
interface MouserAnswer {
  parts: MouserPart[];
  total: number | null;
}

/**
 * Mouser's part-number search (POST /search/partnumber, the search key as `apiKey` in the query).
 * Asks in batches of ten, keeps only exact matches, and answers one result per asked number in order;
 * a failed batch sets the error of each of its numbers instead of throwing. Numbers a truncated batch
 * answer (NumberOfResult above the parts answered) left without an exact match are asked alone.
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
    const ask = async (batch: string[]): Promise<void> => {
      let answer: MouserAnswer;
      try {
        answer = await this.resolved.guard.run(() => this.search(batch, context), { retry: true });
      } catch (error) {
        for (const mpn of batch)
          byNumber.set(normaliseMpn(mpn), { parts: [], error: `Mouser: ${describeFailure(error)}` });
        return;
      }
      // Mouser answers at most 50 parts a call; near matches can crowd out an asked number, which would
      // then read as "not sold" (and be cached so). A truncated batch's numbers left without an exact
      // match are asked alone; one number's truncated answer is all Mouser will give, so it stands.
      const truncated = batch.length > 1 && (answer.total ?? 0) > answer.parts.length;
      const unanswered = truncated
        ? batch.filter((mpn) => !answer.parts.some((part) => isExactMatch(mpn, part.ManufacturerPartNumber)))
        : [];
      for (const mpn of batch) {
        if (!unanswered.includes(mpn)) byNumber.set(normaliseMpn(mpn), { parts: answer.parts, error: null });
      }
      await Promise.all(unanswered.map((mpn) => ask([mpn])));
    };
    await Promise.all(chunk(askable, MOUSER_BATCH_SIZE).map(ask));
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

  private search(batch: string[], context: CallContext | undefined): Promise<MouserAnswer> {
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
        const results = parsed.data.SearchResults;
        return {
          ok: true,
          value: { parts: results?.Parts ?? [], total: toInteger(results?.NumberOfResult) },
        };
      },
    });
  }
}

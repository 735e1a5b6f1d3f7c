import { normaliseMpn } from '@boardhouse/shared/catalog/normalise';
import type { CallContext } from '../api-log/api-call-recorder.ts';
import { type ArrowPart, arrowSearchAnswer, offersFromArrowPart } from './arrow-wire.ts';
import {
  type DistributorAdapterOptions,
  type ResolvedAdapterOptions,
  resolveAdapterOptions,
} from './distributor-guard.ts';
import { callDistributor, describeFailure } from './distributor-http.ts';
import type { DistributorSearch, PartSearchResult } from './port.ts';

export const ARROW_DEFAULT_BASE_URL = 'https://api.arrow.com/itemservice/v4/en';
/**
 * Arrow publishes no per-key quota for the item service; these defaults stay well under what partner
 * accounts are given and are configurable (ARROW_CALLS_PER_MINUTE, ARROW_CALLS_PER_DAY).
 */
export const ARROW_QUOTA = { callsPerMinute: 60, callsPerDay: 10_000 };

/** Arrow's failures that only mean "nothing found". */
const NOTHING_FOUND = /no (records?|results?|parts?|match)/i;

/**
 * Arrow's token search, one part number per call. Its answer holds Arrow's and Verical's offers, so
 * this one search serves both distributors. Exact matches only; one result per asked number, in order.
 */
export class ArrowSearch implements DistributorSearch {
  readonly names = ['Arrow', 'Verical'] as const;
  private readonly resolved: ResolvedAdapterOptions;

  constructor(
    private readonly baseUrl: string,
    private readonly login: string,
    private readonly apiKey: string,
    options: DistributorAdapterOptions = {},
  ) {
    this.resolved = resolveAdapterOptions(options, {
      ...ARROW_QUOTA,
      service: 'arrow',
      key: `${login}:${apiKey}`,
    });
  }

  get guard() {
    return this.resolved.guard;
  }

  async searchParts(mpns: readonly string[], context?: CallContext): Promise<PartSearchResult[]> {
    // One call per distinct number: "b5b-xh-a" and "B5B-XH-A" are asked once.
    const unique = [
      ...new Map(mpns.filter((mpn) => mpn.trim()).map((mpn) => [normaliseMpn(mpn), mpn.trim()])).values(),
    ];
    const answers = new Map<string, { parts: ArrowPart[]; error: string | null }>();
    await Promise.all(
      unique.map(async (mpn) => {
        try {
          const parts = await this.resolved.guard.run(() => this.search(mpn, context), { retry: true });
          answers.set(normaliseMpn(mpn), { parts, error: null });
        } catch (error) {
          answers.set(normaliseMpn(mpn), { parts: [], error: `Arrow: ${describeFailure(error)}` });
        }
      }),
    );
    const fetchedAt = new Date().toISOString();
    return mpns.map((mpn) => {
      const found = answers.get(normaliseMpn(mpn));
      if (!found) return { mpn, offers: [], error: null };
      return {
        mpn,
        offers: found.parts.flatMap((part) => offersFromArrowPart(mpn.trim(), part, fetchedAt)),
        error: found.error,
      };
    });
  }

  private search(mpn: string, context: CallContext | undefined): Promise<ArrowPart[]> {
    const url = new URL(`${this.baseUrl}/search/token`);
    url.searchParams.set('login', this.login);
    url.searchParams.set('apikey', this.apiKey);
    url.searchParams.set('search_token', mpn);
    return callDistributor({
      service: 'arrow',
      operation: 'search',
      recorder: this.resolved.recorder,
      context,
      timeoutMs: this.resolved.timeoutMs,
      method: 'GET',
      url,
      secrets: [this.apiKey, this.login],
      interpret: (status, body) => {
        const parsed = arrowSearchAnswer.safeParse(body);
        if (!parsed.success) {
          return status === 200
            ? { ok: false, message: 'unreadable search answer', kind: 'malformed' }
            : { ok: false, message: `HTTP ${status}`, kind: 'http' };
        }
        const result = parsed.data.itemserviceresult;
        const response = result.transactionArea[0]!.response;
        const parts = (result.data ?? []).flatMap((entry) => entry.PartList ?? []);
        if (response.success === true || response.success === 'true') return { ok: true, value: parts };
        const message = response.returnMsg || 'Arrow refused the search';
        if (NOTHING_FOUND.test(message)) return { ok: true, value: [] };
        return { ok: false, message, kind: status === 200 ? 'refused' : 'http' };
      },
    });
  }
}

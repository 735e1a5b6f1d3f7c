import type { SearchQuery, SearchResponse, SearchResult } from '@boardhouse/shared/search';
import type { AppContext } from '../../context.ts';
import type { AccessClaims } from '../auth/access-tokens.ts';
import { visibleProjects } from '../projects/projects.policy.ts';
import { searchProjects } from './search.repository.ts';

/**
 * The top-bar search: one group per kind of thing the caller may see. Each kind is its own scoped
 * query (the same policy as its own list), so orders, documents and customers join as further groups.
 */
export class SearchService {
  constructor(private readonly ctx: Pick<AppContext, 'db'>) {}

  async search(caller: AccessClaims, query: SearchQuery): Promise<SearchResponse> {
    const projectHits = await searchProjects(this.ctx.db, query.q, visibleProjects(caller), query.limit);
    const projectResults: SearchResult[] = projectHits.map((hit) => ({
      kind: 'project',
      id: hit.projectKey,
      title: hit.name,
      subtitle: [hit.projectKey, hit.customerReference].filter(Boolean).join(' · '),
      url: `/myprojects/new/${hit.projectKey}/1`,
    }));
    const groups = [{ kind: 'project' as const, results: projectResults }];
    return { groups: groups.filter((group) => group.results.length > 0) };
  }
}

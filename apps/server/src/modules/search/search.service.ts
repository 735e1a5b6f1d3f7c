import {
  SEARCH_MESSAGE_MIN_LENGTH,
  type SearchKind,
  type SearchQuery,
  type SearchResponse,
  type SearchResult,
} from '@boardhouse/shared/search';
import type { AppContext } from '../../context.ts';
import { isAdmin } from '../../plugins/access.ts';
import type { AccessClaims } from '../auth/access-tokens.ts';
import { ownOrTeamProjects, visibleProjects } from '../projects/projects.policy.ts';
import { searchProjects } from './search.repository.ts';
import { searchCompanies, searchCustomers, searchMessages } from './search-more.repository.ts';
import { searchOrders } from './search-orders.repository.ts';
import { snippetOf } from './search-snippet.ts';

type Group = { kind: SearchKind; results: SearchResult[] };

/** The projects a customer may see; null for staff, whose searches take the paths meant for all rows. */
const customerScope = (caller: AccessClaims) => (isAdmin(caller) ? null : visibleProjects(caller));
/** The projects whose orders a customer may see (not those only shared with them); null for staff. */
const orderScope = (caller: AccessClaims) => (isAdmin(caller) ? null : ownOrTeamProjects(caller));

/**
 * The top-bar search: one group per kind of thing the caller may see. Each kind is its own scoped
 * query (the same policy as its own list: messages of the projects the caller sees, orders of the
 * projects whose orders they may open), run side by side; customers and companies only for staff, a
 * customer's search never asks for them.
 */
export class SearchService {
  constructor(private readonly ctx: Pick<AppContext, 'db'>) {}

  async search(caller: AccessClaims, query: SearchQuery): Promise<SearchResponse> {
    const isStaff = isAdmin(caller);
    const groups = await Promise.all([
      this.projects(caller, query),
      this.orders(caller, query),
      query.q.length >= SEARCH_MESSAGE_MIN_LENGTH ? this.messages(caller, query) : null,
      isStaff ? this.customers(query) : null,
      isStaff ? this.companies(query) : null,
    ]);
    return { groups: groups.filter((group): group is Group => !!group && group.results.length > 0) };
  }

  private async projects(caller: AccessClaims, { q, limit }: SearchQuery): Promise<Group> {
    const hits = await searchProjects(this.ctx.db, q, customerScope(caller), limit);
    return {
      kind: 'project',
      results: hits.map((hit) => ({
        kind: 'project',
        id: hit.projectKey,
        title: hit.name,
        subtitle: [hit.projectKey, hit.customerReference].filter(Boolean).join(' · '),
        url: `/myprojects/new/${hit.projectKey}/1`,
      })),
    };
  }

  private async orders(caller: AccessClaims, { q, limit }: SearchQuery): Promise<Group> {
    const hits = await searchOrders(this.ctx.db, q, orderScope(caller), limit);
    // Staff open the back office's page of the order, a customer their own order page.
    const pageOf = isAdmin(caller) ? '/admin/orders' : '/my-orders';
    return {
      kind: 'order',
      results: hits.map((hit) => ({
        kind: 'order',
        id: String(hit.orderId),
        title: hit.orderKey,
        subtitle: [hit.projectName, hit.invoiceNumber].filter(Boolean).join(' · '),
        url: `${pageOf}/${hit.orderId}`,
      })),
    };
  }

  private async messages(caller: AccessClaims, { q, limit }: SearchQuery): Promise<Group> {
    const hits = await searchMessages(this.ctx.db, q, customerScope(caller), limit);
    return {
      kind: 'message',
      results: hits.map((hit) => {
        const snippet = snippetOf(hit.body, q);
        const conversation = new URLSearchParams({ projectId: hit.projectKey, projectName: hit.projectName });
        return {
          kind: 'message',
          id: String(hit.messageId),
          title: hit.projectName,
          subtitle: snippet,
          url: `/my-messages?${conversation}`,
          message: {
            projectId: hit.projectKey,
            projectName: hit.projectName,
            messageId: hit.messageId,
            snippet,
            createdAt: hit.createdAt.toISOString(),
          },
        };
      }),
    };
  }

  private async customers({ q, limit }: SearchQuery): Promise<Group> {
    const hits = await searchCustomers(this.ctx.db, q, limit);
    return {
      kind: 'customer',
      results: hits.map((hit) => {
        const name = `${hit.firstname} ${hit.lastname}`.trim();
        return {
          kind: 'customer',
          id: String(hit.userId),
          title: name,
          subtitle: [hit.email, hit.company].filter(Boolean).join(' · '),
          url: `/admin/users?${new URLSearchParams({ search: hit.email })}`,
          customer: { userId: hit.userId, name, email: hit.email, company: hit.company },
        };
      }),
    };
  }

  private async companies({ q, limit }: SearchQuery): Promise<Group> {
    const hits = await searchCompanies(this.ctx.db, q, limit);
    return {
      kind: 'company',
      results: hits.map((hit) => ({
        kind: 'company',
        id: String(hit.id),
        title: hit.name,
        subtitle: hit.vatNumber ?? '',
        url: `/admin/companies?${new URLSearchParams({ search: hit.name })}`,
        company: hit,
      })),
    };
  }
}

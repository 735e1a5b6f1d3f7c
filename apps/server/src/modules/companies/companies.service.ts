import { formatMessage } from '@boardhouse/shared/messages';
import type {
  CompanyDetailResponse,
  CompanyListQuery,
  SaveCompanyRequest,
} from '@boardhouse/shared/users-admin/companies-api';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/errors.ts';
import type { AccountCache } from '../accounts/account-cache.ts';
import type { AccessClaims } from '../auth/access-tokens.ts';
import { assertMayManage, kindOfRoles } from '../users-admin/staff-roles.ts';
import {
  accountRoles,
  attachMembers,
  companyMembers,
  customerGroups,
  deleteCompany,
  detachMember,
  findCompany,
  insertCompany,
  listCompanies,
  type NewCompany,
  toCompany,
  updateCompany,
} from './companies.repository.ts';

/** Companies: a customer company, its members and the margin group their prices come from. */
export class CompaniesService {
  constructor(
    private readonly ctx: AppContext,
    private readonly cache: AccountCache,
  ) {}

  list(query: CompanyListQuery) {
    return listCompanies(this.ctx.db, query);
  }

  customerGroups(): Promise<string[]> {
    return customerGroups(this.ctx.db);
  }

  async detail(id: number): Promise<CompanyDetailResponse> {
    const found = await findCompany(this.ctx.db, id);
    if (!found) throw AppError.notFound('company');
    return {
      company: toCompany(found.company, found.members),
      members: await companyMembers(this.ctx.db, id),
    };
  }

  async create(input: SaveCompanyRequest): Promise<CompanyDetailResponse> {
    const row = await insertCompany(this.ctx.db, await this.values(input));
    return this.detail(row.id);
  }

  async update(id: number, input: SaveCompanyRequest): Promise<CompanyDetailResponse> {
    const row = await updateCompany(this.ctx.db, id, await this.values(input));
    if (!row) throw AppError.notFound('company');
    return this.detail(id);
  }

  /**
   * Refused while accounts belong to it: their prices follow its margin group, so staff move or detach
   * them first, on purpose, rather than have a delete silently change what they pay.
   */
  async delete(id: number): Promise<void> {
    await this.ctx.db.transaction(async (tx) => {
      const found = await findCompany(tx, id);
      if (!found) throw AppError.notFound('company');
      if (found.members > 0) {
        throw new AppError(
          'CONFLICT',
          `This company still has ${found.members} member(s): detach them before deleting it`,
        );
      }
      await deleteCompany(tx, id);
    });
  }

  /**
   * Attaches accounts, moving them from any other company; every id must exist (404 otherwise). Moving a
   * staff account is a super administrator's work, as every other change to one (staff-roles.ts).
   */
  async attach(caller: AccessClaims, id: number, userIds: number[]): Promise<CompanyDetailResponse> {
    const unique = [...new Set(userIds)];
    await this.ctx.db.transaction(async (tx) => {
      if (!(await findCompany(tx, id))) throw AppError.notFound('company');
      assertMayManage(caller, ...(await accountRoles(tx, unique)).map(kindOfRoles));
      if ((await attachMembers(tx, id, unique)) !== unique.length) throw AppError.notFound('user');
    });
    for (const userId of unique) this.cache.invalidate(userId);
    return this.detail(id);
  }

  async detach(caller: AccessClaims, id: number, userId: number): Promise<CompanyDetailResponse> {
    await this.ctx.db.transaction(async (tx) => {
      assertMayManage(caller, ...(await accountRoles(tx, [userId])).map(kindOfRoles));
      if (!(await detachMember(tx, id, userId))) throw AppError.notFound('member');
    });
    this.cache.invalidate(userId);
    return this.detail(id);
  }

  private async values(input: SaveCompanyRequest): Promise<NewCompany> {
    const groups = await customerGroups(this.ctx.db);
    if (!groups.includes(input.customerGroup)) {
      throw AppError.validation({ customerGroup: formatMessage('invalid', { name: 'Customer group' }) });
    }
    return {
      name: input.name,
      vatNumber: input.vatNumber || null,
      address: input.address || null,
      city: input.city || null,
      zipCode: input.zipCode || null,
      country: input.country || null,
      customerGroup: input.customerGroup,
    };
  }
}

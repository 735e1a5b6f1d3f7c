import type {
  ClientData,
  ClientProfileInput,
  SaveClientInput,
} from '@boardhouse/shared/users-admin/clients-api';
import { CUSTOMER_MESSAGES } from '@boardhouse/shared/users-admin/common';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/errors.ts';
import { isAdmin } from '../../plugins/access.ts';
import { findUserById, type UserRow } from '../accounts/users.repository.ts';
import type { AccessClaims } from '../auth/access-tokens.ts';
import { assertMayManage, kindOfRoles } from './staff-roles.ts';
import { isDeletedEmail } from './users-admin.repository.ts';
import type { ContactDetails, UsersAdminService } from './users-admin.service.ts';

const CONTACT_FIELDS = [
  'phoneNumber',
  'companyName',
  'address',
  'city',
  'zipCode',
  'vatNumber',
  'country',
] as const;

/** The form the seed's client page opens empty (`GET /rest/user_client/blank_client_Data`). */
export const BLANK_CLIENT: ClientData = {
  id: null,
  username: '',
  email: '',
  firstname: '',
  lastname: '',
  language: 'en',
  companyId: null,
  phoneNumber: '',
  companyName: '',
  address: '',
  city: '',
  zipCode: '',
  vatNumber: '',
  country: '',
  disabled: false,
};

function toClient(user: UserRow): ClientData {
  const contact = Object.fromEntries(CONTACT_FIELDS.map((field) => [field, user[field] ?? '']));
  return {
    ...BLANK_CLIENT,
    ...contact,
    id: user.id,
    username: user.username,
    email: user.email,
    firstname: user.firstname,
    lastname: user.lastname,
    language: user.language,
    companyId: user.companyId,
    disabled: user.disabled,
  };
}

/** Only the details the request names: a field left out stays, an emptied one is cleared (as My Profile). */
function contactDetails(input: Partial<Record<(typeof CONTACT_FIELDS)[number], string>>): ContactDetails {
  return Object.fromEntries(
    CONTACT_FIELDS.filter((field) => input[field] !== undefined).map((field) => [
      field,
      input[field] || null,
    ]),
  );
}

/** The seed's client calls: staff read and write any customer; a customer reads and edits only itself. */
export class ClientsService {
  constructor(
    private readonly ctx: AppContext,
    private readonly users: UsersAdminService,
  ) {}

  async get(caller: AccessClaims, id: number): Promise<ClientData> {
    return toClient(await this.visible(caller, id));
  }

  async save(caller: AccessClaims, input: SaveClientInput) {
    const { id, username, email, firstname, lastname, language, companyId } = input;
    const details = contactDetails(input);
    if (id === undefined) {
      const user = await this.users.create(
        caller,
        { kind: 'customer', username, email, firstname, lastname, language, companyId },
        details,
      );
      return { message: CUSTOMER_MESSAGES.created, client: await this.get(caller, user.id) };
    }
    await this.users.update(
      caller,
      id,
      { firstname, lastname, language, companyId },
      { username, email, ...details },
    );
    return { message: CUSTOMER_MESSAGES.updated, client: await this.get(caller, id) };
  }

  async saveProfile(caller: AccessClaims, input: ClientProfileInput) {
    const target = await this.visible(caller, input.userId ?? caller.userId);
    // Anyone edits its own details (My Profile); another staff account's are a super administrator's.
    if (target.id !== caller.userId) assertMayManage(caller, kindOfRoles(target.roles));
    await this.users.updateDetails(target.id, contactDetails(input));
    return { message: CUSTOMER_MESSAGES.updated, client: await this.get(caller, target.id) };
  }

  /** A customer sees only its own record; any other id is "not found", as if it did not exist. */
  private async visible(caller: AccessClaims, id: number): Promise<UserRow> {
    if (!isAdmin(caller) && id !== caller.userId) throw AppError.notFound('client');
    const user = await findUserById(this.ctx.db, id);
    if (!user || isDeletedEmail(user.email)) throw AppError.notFound('client');
    return user;
  }
}

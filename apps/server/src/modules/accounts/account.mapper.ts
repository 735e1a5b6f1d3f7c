import type { AccountUser, ProfileUser } from '@boardhouse/shared/auth';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language, ROLES, type Role } from '@boardhouse/shared/product';
import type { UserRow } from './users.repository.ts';

/** The only shape a user leaves the server in: never a password hash or internal flag. */
export function toAccountUser(user: UserRow): AccountUser {
  return {
    id: user.id,
    username: user.username,
    firstname: user.firstname,
    lastname: user.lastname,
    roles: toRoles(user.roles),
    createdBy: user.createdBy,
    createProjectsFlag: user.createProjectsFlag,
    email: user.email,
    language: (LANGUAGES as readonly string[]).includes(user.language)
      ? (user.language as Language)
      : DEFAULT_LANGUAGE,
  };
}

/** My Profile: the account plus contact and company details and an address waiting for confirmation. */
export function toProfileUser(user: UserRow): ProfileUser {
  return {
    ...toAccountUser(user),
    phoneNumber: user.phoneNumber,
    companyName: user.companyName,
    address: user.address,
    city: user.city,
    zipCode: user.zipCode,
    vatNumber: user.vatNumber,
    country: user.country,
    pendingEmail: user.pendingEmail,
  };
}

export function toRoles(stored: string[]): Role[] {
  return stored.filter((role): role is Role => (ROLES as readonly string[]).includes(role));
}

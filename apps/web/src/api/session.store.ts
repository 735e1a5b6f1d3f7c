import type { AccountUser, RefreshResponse } from '@boardhouse/shared/auth';
import { useSyncExternalStore } from 'react';

/**
 * The signed-in session, kept in localStorage under the keys the original product used (SPEC.md
 * section 3), so a reload keeps the user signed in. Never holds a password.
 */
const KEYS = {
  token: 'token',
  accessToken: 'accessToken',
  refreshToken: 'refreshToken',
  userName: 'userName',
  firstName: 'firstName',
  lastName: 'lastName',
  userId: 'userId',
  userRole: 'userRole',
  userRoles: 'userRoles',
  isLoggedIn: 'isLoggedIn',
  projectData: 'projectData',
  bomAndStateData: 'bomAndStateData',
} as const;

export interface Session {
  isLoggedIn: boolean;
  accessToken: string | null;
  refreshToken: string | null;
  userName: string;
  firstName: string;
  lastName: string;
  userId: number | null;
  roles: string[];
}

const listeners = new Set<() => void>();
let snapshot = read();

function read(): Session {
  let roles: string[] = [];
  try {
    roles = JSON.parse(localStorage.getItem(KEYS.userRoles) ?? '[]') as string[];
  } catch {
    roles = [];
  }
  const userId = localStorage.getItem(KEYS.userId);
  return {
    isLoggedIn: localStorage.getItem(KEYS.isLoggedIn) === 'true',
    accessToken: localStorage.getItem(KEYS.accessToken),
    refreshToken: localStorage.getItem(KEYS.refreshToken),
    userName: localStorage.getItem(KEYS.userName) ?? '',
    firstName: localStorage.getItem(KEYS.firstName) ?? '',
    lastName: localStorage.getItem(KEYS.lastName) ?? '',
    userId: userId ? Number(userId) : null,
    roles,
  };
}

function publish(): void {
  snapshot = read();
  for (const listener of listeners) listener();
}

export function getSession(): Session {
  return snapshot;
}

export function storeTokens(tokens: Pick<RefreshResponse, 'accessToken' | 'refreshToken'>): void {
  localStorage.setItem(KEYS.token, tokens.accessToken);
  localStorage.setItem(KEYS.accessToken, tokens.accessToken);
  localStorage.setItem(KEYS.refreshToken, tokens.refreshToken);
  publish();
}

export function storeAccount(user: AccountUser): void {
  localStorage.setItem(KEYS.userName, user.username);
  localStorage.setItem(KEYS.firstName, user.firstname);
  localStorage.setItem(KEYS.lastName, user.lastname);
  localStorage.setItem(KEYS.userId, String(user.id));
  localStorage.setItem(KEYS.userRole, user.roles[0] ?? 'USER');
  localStorage.setItem(KEYS.userRoles, JSON.stringify(user.roles));
  localStorage.setItem(KEYS.isLoggedIn, 'true');
  publish();
}

export function clearSession(): void {
  for (const key of Object.values(KEYS)) localStorage.removeItem(key);
  publish();
}

export function useSession(): Session {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => snapshot,
  );
}

export const isAdminSession = (session: Session) => session.roles[0] === 'ADMIN';

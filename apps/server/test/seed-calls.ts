import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sharedPath } from '@boardhouse/shared/testing/shared-files';

export interface SeedCall {
  method: string;
  path: string;
  access: 'open' | 'user' | 'admin';
  area: string;
}

export const SEED_CALLS_FILE = sharedPath('spec/seed-calls.tsv');
export const PENDING_FILE = path.join(import.meta.dirname, 'seed-calls-pending.txt');

/** Every call of SPEC.md section 7 with who may call it (the shared spec's table). */
export function readSeedCalls(): SeedCall[] {
  return readFileSync(SEED_CALLS_FILE, 'utf8')
    .split('\n')
    .filter((line) => line.trim() && !line.startsWith('#') && !line.startsWith('method\t'))
    .map((line) => {
      const [method = '', callPath = '', access = '', area = ''] = line.split('\t');
      if (access !== 'open' && access !== 'user' && access !== 'admin') {
        throw new Error(`seed-calls.tsv: unknown access "${access}" in: ${line}`);
      }
      return { method, path: callPath, access, area };
    });
}

/** Calls whose issue has not landed yet: "METHOD /path" a line. This list only ever shrinks. */
export function readPendingCalls(): Set<string> {
  return new Set(
    readFileSync(PENDING_FILE, 'utf8')
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line && !line.startsWith('#')),
  );
}

export const callKey = (call: Pick<SeedCall, 'method' | 'path'>) => `${call.method} ${call.path}`;

/** A concrete URL for a templated path: every {parameter} becomes 1. */
export const concreteUrl = (callPath: string) => callPath.replace(/\{[^}]+\}/g, '1');

/**
 * Seed calls whose access an issue deliberately tightens (SPEC.md shows an insecure habit; the issue
 * says what to do instead). Only ever stricter than the seed: never an open door the seed kept shut.
 */
export const TIGHTENED_ACCESS: ReadonlyMap<string, 'user' | 'admin'> = new Map([
  // Orders and card payment: "despite the path it needs the order owner's token".
  ['POST /rest/open/payWithMultiSafePay', 'user'],
  // Messages: "changeToNewCategory {messageId, category} by staff".
  ['POST /rest/messages/changeToNewCategory', 'admin'],
  // User administration: "POST /rest/admin_psw_set (staff set a password directly)" — setting another
  // account's password is staff work; a customer changes its own with /rest/psw_set and the old password.
  ['POST /rest/admin_psw_set', 'admin'],
  // "POST /rest/client (staff create/update a customer)": creating or editing other accounts is staff work.
  ['POST /rest/client', 'admin'],
  // Teams: "despite the path, it needs the owner's or an admin's token" (the seed table already says user).
  ['POST /rest/open/deleteTeamUser', 'user'],
]);

/** The access a seed call must have here: the seed's, or the stricter one an issue set. */
export const requiredAccess = (seed: SeedCall) => TIGHTENED_ACCESS.get(callKey(seed)) ?? seed.access;

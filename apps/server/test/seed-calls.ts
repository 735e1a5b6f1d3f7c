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

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { hash, verify } from '@node-rs/argon2';

/** `Algorithm.Argon2id`: the package exports a const enum, which isolated modules cannot read. */
const ARGON2ID = 2;

export interface PasswordCost {
  memoryCost: number;
  timeCost: number;
}

const commonPasswords = new Set(
  readFileSync(path.join(import.meta.dirname, 'common-passwords.txt'), 'utf8')
    .split('\n')
    .map((line) => line.trim().toLowerCase())
    .filter(Boolean),
);

export function isCommonPassword(password: string): boolean {
  return commonPasswords.has(password.toLowerCase());
}

/** Argon2id hashing. A dummy hash lets a sign-in with an unknown name cost as much as a real one. */
export class PasswordHasher {
  private dummyHash: Promise<string> | null = null;

  constructor(private readonly cost: PasswordCost) {}

  hash(password: string): Promise<string> {
    return hash(password, { algorithm: ARGON2ID, parallelism: 1, ...this.cost });
  }

  async verify(passwordHash: string | null, password: string): Promise<boolean> {
    if (!passwordHash) {
      this.dummyHash ??= this.hash('not-a-real-password');
      await verify(await this.dummyHash, password).catch(() => false);
      return false;
    }
    return verify(passwordHash, password).catch(() => false);
  }
}

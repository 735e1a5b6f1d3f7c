import { type PersonalDetails, passwordProblemMessage } from '@boardhouse/shared/password-rules';
import { assessPassword } from '@boardhouse/shared/password-strength';
import { hash, verify } from '@node-rs/argon2';
import { AppError } from '../../lib/errors.ts';
import { fieldTextError } from '../../lib/text-errors.ts';

/** `Algorithm.Argon2id`: the package exports a const enum, which isolated modules cannot read. */
const ARGON2ID = 2;

export interface PasswordCost {
  memoryCost: number;
  timeCost: number;
}

/** The field a new password arrives in, and the label its messages use (SPEC.md's form labels). */
const PASSWORD_FIELDS = { password: 'Password', newPassword: 'New password' } as const;

/**
 * Refuses a new password that zxcvbn scores below PASSWORD_MIN_SCORE or that contains the owner's
 * username or e-mail address: a 400 with one message on the field, as the other validation errors.
 */
export function assertAcceptablePassword(
  password: string,
  owner: PersonalDetails,
  field: keyof typeof PASSWORD_FIELDS = 'password',
): void {
  const { problem } = assessPassword(password, owner);
  if (problem)
    throw AppError.validation({ [field]: passwordProblemMessage(problem, PASSWORD_FIELDS[field]) });
}

/** The refusal of a change (password, e-mail address) whose current password does not match. */
export const wrongCurrentPassword = (): AppError =>
  fieldTextError('currentPassword', 'refused.account.wrongPassword', undefined, 'AUTH.WRONG_PASSWORD');

/**
 * Lets at most `limit` hashes run at once. Hashes run on libuv's thread pool (4 threads), which also runs
 * WebCrypto (the sign-in's JWT signature) and file I/O; with every thread hashing, those short jobs queue
 * behind the hashes of other sign-ins and each sign-in waits twice. Keeping one thread free avoids that.
 */
class HashSlots {
  private active = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(private readonly limit: number) {}

  async run<T>(task: () => Promise<T>): Promise<T> {
    while (this.active >= this.limit) await new Promise<void>((resolve) => this.waiting.push(resolve));
    this.active += 1;
    try {
      return await task();
    } finally {
      this.active -= 1;
      this.waiting.shift()?.();
    }
  }
}

const THREAD_POOL_SIZE = Number(process.env.UV_THREADPOOL_SIZE ?? 4);

/** Argon2id hashing. A dummy hash lets a sign-in with an unknown name cost as much as a real one. */
export class PasswordHasher {
  private dummyHash: Promise<string> | null = null;
  private readonly slots = new HashSlots(Math.max(1, THREAD_POOL_SIZE - 1));

  constructor(private readonly cost: PasswordCost) {}

  hash(password: string): Promise<string> {
    return this.slots.run(() => hash(password, { algorithm: ARGON2ID, parallelism: 1, ...this.cost }));
  }

  async verify(passwordHash: string | null, password: string): Promise<boolean> {
    let target = passwordHash;
    if (target === null) {
      this.dummyHash ??= this.hash('not-a-real-password');
      target = await this.dummyHash;
    }
    const isMatch = await this.slots.run(() => verify(target, password)).catch(() => false);
    return passwordHash !== null && isMatch;
  }
}

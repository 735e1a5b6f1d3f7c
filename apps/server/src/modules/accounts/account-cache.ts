import type { UserRow } from './users.repository.ts';

/**
 * Recently read user rows, so `GET /rest/account` (called on every page load) usually needs no query.
 * Correctness comes from invalidation, not from the time limit: a database trigger announces every
 * change to a user row (NOTIFY user_changed) and each server process drops its copy. The time limit is a
 * second line of defence; and while the announcements cannot be received, nothing is cached at all.
 */
export class AccountCache {
  private readonly entries = new Map<number, { user: UserRow; expiresAt: number }>();
  /** Bumped by every invalidation: a row read before an invalidation is not stored after it. */
  private generation = 0;
  private isTrusted = false;

  constructor(
    private readonly ttlMs = 60_000,
    private readonly maxEntries = 10_000,
  ) {}

  async get(userId: number, load: () => Promise<UserRow | undefined>): Promise<UserRow | undefined> {
    const hit = this.entries.get(userId);
    if (hit && hit.expiresAt > Date.now()) return hit.user;
    const generation = this.generation;
    const user = await load();
    if (user && this.isTrusted && generation === this.generation) {
      if (this.entries.size >= this.maxEntries)
        this.entries.delete(this.entries.keys().next().value as number);
      this.entries.set(userId, { user, expiresAt: Date.now() + this.ttlMs });
    }
    return user;
  }

  invalidate(userId: number): void {
    this.generation += 1;
    this.entries.delete(userId);
  }

  /** Called once the change announcements are being received. */
  trust(): void {
    this.isTrusted = true;
  }

  /** Called when they no longer are: forget everything and stop caching. */
  distrust(): void {
    this.isTrusted = false;
    this.generation += 1;
    this.entries.clear();
  }
}

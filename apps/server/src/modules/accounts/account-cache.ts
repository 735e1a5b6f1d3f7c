import type { UserRow } from './users.repository.ts';

/** How a sign-in name is looked up: usernames and e-mail addresses ignore case. */
export function normaliseLogin(login: string): string {
  return login.trim().toLowerCase();
}

/**
 * Recently read user rows, so `GET /rest/account` (called on every page load) and sign-in usually need
 * no query for the account.
 * Correctness comes from invalidation, not from the time limit: a database trigger announces every
 * change to a user row (NOTIFY user_changed) and each server process drops its copy. The time limit is a
 * second line of defence; and while the announcements cannot be received, nothing is cached at all.
 */
export class AccountCache {
  private readonly entries = new Map<number, { user: UserRow; expiresAt: number }>();
  /** Sign-in name (username or e-mail, lower case) → user id, for the rows in `entries`. */
  private readonly idsByLogin = new Map<string, number>();
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
    if (user && generation === this.generation) this.store(user);
    return user;
  }

  /**
   * The account a sign-in name belongs to. Unknown names are not remembered, so guessing names cannot
   * fill the cache.
   */
  async getByLogin(login: string, load: () => Promise<UserRow | undefined>): Promise<UserRow | undefined> {
    const userId = this.idsByLogin.get(normaliseLogin(login));
    const hit = userId === undefined ? undefined : this.entries.get(userId);
    if (hit && hit.expiresAt > Date.now()) return hit.user;
    const generation = this.generation;
    const user = await load();
    if (user && generation === this.generation) this.store(user);
    return user;
  }

  invalidate(userId: number): void {
    this.generation += 1;
    this.forget(userId);
  }

  /**
   * Called once the change announcements are being received, also again after they were lost: rows read
   * before (even while not caching) may have missed an announcement, so nothing read earlier is kept.
   */
  trust(): void {
    this.forgetAll();
    this.isTrusted = true;
  }

  /** Called when they no longer are: forget everything and stop caching. */
  distrust(): void {
    this.isTrusted = false;
    this.forgetAll();
  }

  private forgetAll(): void {
    this.generation += 1;
    this.entries.clear();
    this.idsByLogin.clear();
  }

  private store(user: UserRow): void {
    if (!this.isTrusted) return;
    this.forget(user.id);
    if (this.entries.size >= this.maxEntries) this.forget(this.entries.keys().next().value as number);
    this.entries.set(user.id, { user, expiresAt: Date.now() + this.ttlMs });
    this.idsByLogin.set(normaliseLogin(user.username), user.id);
    this.idsByLogin.set(normaliseLogin(user.email), user.id);
  }

  /** Drops a row and the sign-in names that pointed at it (they may have changed since). */
  private forget(userId: number): void {
    const entry = this.entries.get(userId);
    if (!entry) return;
    this.entries.delete(userId);
    for (const login of [entry.user.username, entry.user.email]) {
      if (this.idsByLogin.get(normaliseLogin(login)) === userId)
        this.idsByLogin.delete(normaliseLogin(login));
    }
  }
}

/**
 * A process's copy of rarely changed rows (settings, small indexes), kept only while the process hears
 * the database's change announcements (LISTEN/NOTIFY): every writer drops its own copy and announces
 * the change, so every other server drops theirs. While the announcements cannot be heard the cache is
 * distrusted and every call reads the database.
 */
export class AnnouncedCache {
  private entries: Map<string, Promise<unknown>> | null = null;

  /** Starts caching: call once the change announcements are being listened to. */
  trust(): void {
    this.entries ??= new Map();
  }

  /** Stops caching (the announcements can no longer be heard). */
  distrust(): void {
    this.entries = null;
  }

  invalidate(): void {
    this.entries?.clear();
  }

  /** The cached value of `key`, loaded once; a failed load is forgotten so the next call tries again. */
  get<T>(key: string, load: () => Promise<T>): Promise<T> {
    const entries = this.entries;
    if (!entries) return load();
    const hit = entries.get(key) as Promise<T> | undefined;
    if (hit) return hit;
    const loading = load();
    entries.set(key, loading);
    loading.catch(() => {
      if (entries.get(key) === loading) entries.delete(key);
    });
    return loading;
  }
}

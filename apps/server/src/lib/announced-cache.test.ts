import { describe, expect, it } from 'vitest';
import { AnnouncedCache } from './announced-cache.ts';

describe('AnnouncedCache', () => {
  it('loads once while trusted, again after an invalidation, and every time while distrusted', async () => {
    const cache = new AnnouncedCache();
    let loads = 0;
    const load = async () => ++loads;
    expect(await cache.get('k', load)).toBe(1);
    expect(await cache.get('k', load)).toBe(2);
    cache.trust();
    expect(await cache.get('k', load)).toBe(3);
    expect(await cache.get('k', load)).toBe(3);
    cache.invalidate();
    expect(await cache.get('k', load)).toBe(4);
    cache.distrust();
    expect(await cache.get('k', load)).toBe(5);
  });

  it('forgets a failed load', async () => {
    const cache = new AnnouncedCache();
    cache.trust();
    await expect(cache.get('k', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('k', async () => 'up')).toBe('up');
  });
});

import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle } from './db/client.ts';
import type { AccountCache } from './modules/accounts/account-cache.ts';
import { type AccessTokens, SIGN_INS_ENDED_CHANNEL } from './modules/auth/access-tokens.ts';
import {
  CATALOG_CHANGED_CHANNEL,
  distrustCatalogCache,
  invalidateCatalogIndexes,
  trustCatalogCache,
} from './modules/catalog/catalog-lookup.ts';
import {
  PRICING_SETTINGS_CHANGED_CHANNEL,
  type PricingSettingsService,
} from './modules/quotes/pricing-settings.service.ts';

/**
 * Sign-ins ended and accounts changed by any server process on this database reach this one's denylist
 * and account cache. Needs the stored denylist loaded first.
 */
export async function followSignInAndAccountChanges(
  database: DatabaseHandle,
  log: FastifyBaseLogger,
  { accessTokens, accountCache }: { accessTokens: AccessTokens; accountCache: AccountCache },
): Promise<void> {
  // While the announcements cannot be received, the stored denylist is read again once they can.
  await database.listen(
    SIGN_INS_ENDED_CHANNEL,
    (payload) => accessTokens.denyAnnounced(payload),
    (error) => log.warn({ err: error }, 'lost the ended-sign-in announcements'),
    () => {
      accessTokens
        .loadDenylist()
        .catch((error: unknown) => log.warn({ err: error }, 'could not reload the ended sign-ins'));
    },
  );
  await database.listen(
    'user_changed',
    (payload) => accountCache.invalidate(Number(payload)),
    (error) => {
      log.warn({ err: error }, 'lost the user-change announcements; account caching is off');
      accountCache.distrust();
    },
    () => accountCache.trust(),
  );
  accountCache.trust();
}

/** The catalog and pricing settings other processes change empty this one's caches of them. */
export async function followCatalogAndPricingChanges(
  database: DatabaseHandle,
  log: FastifyBaseLogger,
  pricingSettings: PricingSettingsService,
): Promise<void> {
  await database.listen(
    CATALOG_CHANGED_CHANNEL,
    () => invalidateCatalogIndexes(database.db),
    (error) => {
      log.warn({ err: error }, 'lost the catalog-change announcements; catalog caching is off');
      distrustCatalogCache(database.db);
    },
    () => trustCatalogCache(database.db),
  );
  trustCatalogCache(database.db);
  await database.listen(
    PRICING_SETTINGS_CHANGED_CHANNEL,
    () => pricingSettings.cache.invalidate(),
    (error) => {
      log.warn({ err: error }, 'lost the pricing-settings announcements; their caching is off');
      pricingSettings.cache.distrust();
    },
    () => pricingSettings.cache.trust(),
  );
  pricingSettings.cache.trust();
}

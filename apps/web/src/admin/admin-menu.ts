/**
 * The ADMIN dropdown (SPEC.md section 2), grouped by what staff come to do: orders first, as they are
 * the daily work, then the people and companies behind them, the prices, the component and board
 * data, the texts customers read, and the system itself. Entries without a page of their own open the
 * "coming in a later release" page under the original admin path.
 */
export const ADMIN_MENU_GROUPS = [
  { key: 'orders', entries: [{ key: 'orders', path: 'orders' }] },
  {
    key: 'customers',
    entries: [
      { key: 'users', path: 'users' },
      { key: 'companies', path: 'companies' },
      { key: 'contactPermissions', path: 'contact-Permissions' },
      { key: 'userHistory', path: 'user-history' },
    ],
  },
  {
    key: 'pricing',
    entries: [
      { key: 'parameters', path: 'parameters' },
      { key: 'margin', path: 'margin' },
      { key: 'promoCodes', path: 'promo-codes' },
      { key: 'holidays', path: 'holidays' },
      { key: 'productionSchedule', path: 'production-schedule' },
    ],
  },
  {
    key: 'catalog',
    entries: [
      { key: 'mpnData', path: 'mpn-data' },
      { key: 'unknownComponents', path: 'unknown-components' },
      { key: 'manufacturer', path: 'manufacturer' },
      { key: 'casePackage', path: 'case-package' },
      { key: 'words', path: 'words' },
      { key: 'cplWordMapping', path: 'cpl-words' },
      { key: 'productTemplate', path: 'product-template' },
      { key: 'pcbDefaultData', path: 'safe-pcb-default-data' },
      { key: 'pcbDimensions', path: 'pcb-dimensions' },
    ],
  },
  {
    key: 'content',
    entries: [
      // Pages of their own namespace: the key is the i18n path of their title.
      { key: 'announcements.title', path: 'announcements' },
      { key: 'faq.title', path: 'faq' },
    ],
  },
  {
    key: 'system',
    entries: [
      { key: 'superAdminUsers', path: 'super-admin-users' },
      { key: 'apiLogs', path: 'api-logs' },
    ],
  },
] as const;

export type AdminMenuEntry = (typeof ADMIN_MENU_GROUPS)[number]['entries'][number];

/** Every entry, in menu order: for the "coming later" page and the screenshot and accessibility runs. */
export const ADMIN_MENU: readonly AdminMenuEntry[] = ADMIN_MENU_GROUPS.flatMap(
  (group): readonly AdminMenuEntry[] => group.entries,
);

/**
 * The ADMIN dropdown (SPEC.md section 2). Entries without a path are listed in the original menu without
 * a route; they open the same "coming in a later release" page under a made-up admin path.
 */
export const ADMIN_MENU = [
  { key: 'userHistory', path: 'user-history' },
  { key: 'users', path: 'users' },
  { key: 'margin', path: 'margin' },
  { key: 'promoCodes', path: 'promo-codes' },
  { key: 'holidays', path: 'holidays' },
  { key: 'productionSchedule', path: 'production-schedule' },
  { key: 'mpnData', path: 'mpn-data' },
  { key: 'unknownComponents', path: 'unknown-components' },
  { key: 'productTemplate', path: 'product-template' },
  { key: 'orders', path: 'orders' },
  { key: 'words', path: 'words' },
  { key: 'casePackage', path: 'case-package' },
  { key: 'contactPermissions', path: 'contact-Permissions' },
  { key: 'pcbDefaultData', path: 'safe-pcb-default-data' },
  { key: 'parameters', path: 'parameters' },
  { key: 'manufacturer', path: 'manufacturer' },
  { key: 'superAdminUsers', path: 'super-admin-users' },
  { key: 'apiLogs', path: 'api-logs' },
  { key: 'companies', path: 'companies' },
  { key: 'pcbDimensions', path: 'pcb-dimensions' },
  { key: 'cplWordMapping', path: 'cpl-words' },
  // Pages of their own namespace: the key is the i18n path of their title.
  { key: 'announcements.title', path: 'announcements' },
  { key: 'faq.title', path: 'faq' },
] as const;

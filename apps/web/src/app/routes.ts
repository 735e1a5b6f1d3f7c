/** The six side-menu entries (SPEC.md section 2), in order. Keys are i18n keys under `menu.`. */
export const SIDE_MENU = [
  { key: 'home', path: '/home', icon: 'home' },
  { key: 'createProject', path: '/create-project', icon: 'plus' },
  { key: 'myProjects', path: '/my-projects', icon: 'folders' },
  { key: 'myOrders', path: '/my-orders', icon: 'package' },
  { key: 'myMessages', path: '/my-messages', icon: 'messages' },
  { key: 'myTeam', path: '/my-team', icon: 'users' },
] as const;

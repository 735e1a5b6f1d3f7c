import { Alert, createTheme, Drawer, Menu, Modal, Notification, Pagination } from '@mantine/core';
import type { TFunction } from 'i18next';
import { ACCESSIBLE_COLORS } from './palette.ts';

/**
 * The portal's look, in the interface language: Mantine draws some buttons with an icon only (a
 * dialog's ×, a pager's arrows), which need a name a screen reader can say.
 */
export function buildTheme(t: TFunction) {
  const closeLabel = t('common.close');
  return createTheme({
    primaryColor: 'teal',
    defaultRadius: 'md',
    fontFamily: "Inter, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
    headings: { fontWeight: '650' },
    colors: ACCESSIBLE_COLORS,
    components: {
      Modal: Modal.extend({ defaultProps: { closeButtonProps: { 'aria-label': closeLabel } } }),
      Drawer: Drawer.extend({ defaultProps: { closeButtonProps: { 'aria-label': closeLabel } } }),
      Alert: Alert.extend({ defaultProps: { closeButtonLabel: closeLabel } }),
      Notification: Notification.extend({ defaultProps: { closeButtonProps: { 'aria-label': closeLabel } } }),
      // The menu's focus placeholder is a focusable element inside role="menu" that is not a menu item
      // (axe: aria-required-children); without it the first item takes the focus, as ARIA menus do.
      Menu: Menu.extend({ defaultProps: { withInitialFocusPlaceholder: false } }),
      Pagination: Pagination.extend({
        defaultProps: { getControlProps: (control) => ({ 'aria-label': t(`pagination.${control}`) }) },
      }),
    },
  });
}

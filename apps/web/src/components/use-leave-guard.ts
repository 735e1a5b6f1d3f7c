import { useWindowEvent } from '@mantine/hooks';
import { type Blocker, type BlockerFunction, useBlocker } from 'react-router';

/**
 * The router's question before a navigation: is this page being left (not only its search or hash
 * changing) while something is not saved?
 */
export function leaveBlocker(hasUnsavedChanges: () => boolean): BlockerFunction {
  return ({ currentLocation, nextLocation }) =>
    currentLocation.pathname !== nextLocation.pathname && hasUnsavedChanges();
}

/**
 * Holds the reader on a page with unsaved changes: a navigation inside the app waits in the returned
 * blocker (state 'blocked': the page asks, then `proceed` or `reset`), and closing or reloading the
 * tab gets the browser's own question (a page may not word it). `hasUnsavedChanges` is called when
 * the reader leaves: let it read the saved state where a save puts it (the query cache), not a value
 * of the last render, or a page that saves and moves on at once is held by the render before the save.
 */
export function useLeaveGuard(hasUnsavedChanges: () => boolean): Blocker {
  useWindowEvent('beforeunload', (event) => {
    if (!hasUnsavedChanges()) return;
    event.preventDefault();
    // Browsers before the standard (Chrome < 119) ask only when a return value is set.
    event.returnValue = '';
  });
  return useBlocker(leaveBlocker(hasUnsavedChanges));
}

import { createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { leaveBlocker } from './use-leave-guard.ts';

const PCB_STEP = '/myprojects/new/P-1/3';
const OFFERS_STEP = '/myprojects/new/P-1/4';

const routers: ReturnType<typeof createMemoryRouter>[] = [];
afterEach(() => {
  for (const router of routers.splice(0)) router.dispose();
});

/** A router on the PCB step holding the guard, as useBlocker registers it (no page rendered). */
function routerWith(hasUnsavedChanges: () => boolean) {
  const router = createMemoryRouter([{ path: '/myprojects/new/:projectId/:step' }], {
    initialEntries: [PCB_STEP],
  });
  router.getBlocker('leave', leaveBlocker(hasUnsavedChanges));
  routers.push(router);
  return router;
}

describe('leaving a page with unsaved changes', () => {
  it('is held until the reader chooses, then goes where asked', async () => {
    const app = routerWith(() => true);
    await app.navigate(OFFERS_STEP);
    expect(app.state.blockers.get('leave')?.state).toBe('blocked');
    expect(app.state.location.pathname).toBe(PCB_STEP);

    app.state.blockers.get('leave')?.proceed?.();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(app.state.location.pathname).toBe(OFFERS_STEP);
  });

  it('stays on the page when the reader chooses to stay', async () => {
    const app = routerWith(() => true);
    await app.navigate(OFFERS_STEP);
    app.state.blockers.get('leave')?.reset?.();
    expect(app.state.blockers.get('leave')?.state).toBe('unblocked');
    expect(app.state.location.pathname).toBe(PCB_STEP);
  });

  it('is not held when nothing is unsaved, or when only the search changes', async () => {
    const saved = routerWith(() => false);
    await saved.navigate(OFFERS_STEP);
    expect(saved.state.location.pathname).toBe(OFFERS_STEP);

    const unsaved = routerWith(() => true);
    await unsaved.navigate(`${PCB_STEP}?tab=files`);
    expect(unsaved.state.location.search).toBe('?tab=files');
  });

  it('asks when leaving, not before: a save just before moving on is not held', async () => {
    let isUnsaved = true;
    const app = routerWith(() => isUnsaved);
    isUnsaved = false; // "Save and continue": saved, the page not rendered again yet
    await app.navigate(OFFERS_STEP);
    expect(app.state.location.pathname).toBe(OFFERS_STEP);
  });
});

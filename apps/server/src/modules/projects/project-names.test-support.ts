import { vi } from 'vitest';
import type { TestApp } from '../../../test/app-harness.ts';
import { insertProject } from './projects.repository.ts';

/**
 * Makes the next free name chosen for a new project taken at once, as another request (a copy on
 * another server) would store it between the choice and the write. Restore the answered spy after.
 */
export function takeNextChosenName(t: TestApp) {
  const service = t.services.projects;
  const choose = service.freeName.bind(service);
  return vi.spyOn(service, 'freeName').mockImplementationOnce(async (ownerId, base, suffix) => {
    const name = await choose(ownerId, base, suffix);
    await insertProject(t.ctx.db, { name, ownerId, createdBy: ownerId });
    return name;
  });
}

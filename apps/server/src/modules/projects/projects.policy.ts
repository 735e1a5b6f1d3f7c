import { eq, type SQL, sql } from 'drizzle-orm';
import { projects } from '../../db/schema.ts';
import { isAdmin } from '../../plugins/access.ts';
import type { AccessClaims } from '../auth/access-tokens.ts';

/**
 * Which projects a caller may see, as a condition inside the query itself (DESIGN.md section 4):
 * ADMIN sees every project, a customer their own. Team and shared access join here when teams land.
 */
export function visibleProjects(caller: AccessClaims): SQL {
  return isAdmin(caller) ? sql`true` : eq(projects.ownerId, caller.userId);
}

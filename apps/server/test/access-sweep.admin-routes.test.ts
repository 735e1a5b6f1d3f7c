import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from './app-harness.ts';
import { documentedOperations } from './openapi-document.ts';
import { type Person, signedInPerson } from './people.ts';
import { readSeedCalls } from './seed-calls.ts';

/**
 * Everything under /rest/admin/ is for staff, whichever table a route is listed in. The main sweep
 * (access-sweep.test.ts) reads the OpenAPI document and the seed table; this one reads the router
 * itself, so a route hidden from the document, or one the seed table never had, is swept too.
 */
const t = await createTestApp();
afterAll(() => t.close());

interface RegisteredRoute {
  method: string;
  /** Router form: `/rest/admin/users/:id`. */
  path: string;
}

/**
 * The routes the router holds, read from `printRoutes({ commonPrefix: false })`: one node a line, a
 * child's segment written after its parent's, indented four characters a level, with the methods the
 * node answers in brackets (a node without them only joins its children's paths).
 */
function registeredRoutes(tree: string): RegisteredRoute[] {
  const routes: RegisteredRoute[] = [];
  const parents: string[] = [];
  for (const line of tree.split('\n')) {
    const branch = line.search(/[├└]── /);
    if (branch < 0) continue;
    const depth = branch / 4;
    const [, segment = '', methods] = /^(.*?)(?: \(([A-Z, ]+)\))?$/.exec(line.slice(branch + 4)) ?? [];
    const path = (parents[depth - 1] ?? '') + segment;
    parents[depth] = path;
    parents.length = depth + 1;
    for (const method of methods?.split(', ') ?? []) routes.push({ method, path });
  }
  return routes;
}

const routes = registeredRoutes(t.app.printRoutes({ commonPrefix: false }));
// HEAD answers as its GET does; the GET is swept.
const adminRoutes = routes.filter(
  (route) => route.path.startsWith('/rest/admin/') && route.method !== 'HEAD',
);
const named = (route: RegisteredRoute) => `${route.method} ${route.path}`;
/** Routes sharing a parameter's place share its node, which lists each name (`:id|:projectId`). */
const PARAMETER = /:\w+(?:\|:\w+)*/g;
const shapeOf = (route: RegisteredRoute) => `${route.method} ${route.path.replace(PARAMETER, ':')}`;
const urlOf = (path: string) => path.replace(PARAMETER, '1').replace(/\*/g, 'x');

let customer: Person;
let staff: Person;
beforeAll(async () => {
  customer = await signedInPerson(t);
  staff = await signedInPerson(t, { roles: ['ADMIN', 'USER'] });
});

describe('the routes read from the router', () => {
  it('hold every operation the OpenAPI document lists, and routes the seed table does not', () => {
    const read = new Set(routes.map(shapeOf));
    const documented = documentedOperations(t.app.swagger()).map((operation) =>
      shapeOf({ method: operation.method, path: operation.path.replace(/\{[^}]+\}/g, ':p') }),
    );
    expect(documented.filter((operation) => !read.has(operation))).toEqual([]);
    expect(read).toContain('GET /rest/admin/team-owners');
    const seedPaths = new Set(readSeedCalls().map((seed) => seed.path));
    expect(adminRoutes.filter((route) => !seedPaths.has(route.path)).map(named)).toContain(
      'GET /rest/admin/team-owners',
    );
  });
});

describe('every route under /rest/admin/', () => {
  it.each(adminRoutes.map((route) => [named(route), route] as const))(
    '%s refuses customers with 403 and strangers with 401, and lets staff past',
    async (_name, route) => {
      const request = { method: route.method as 'GET', url: urlOf(route.path) };
      const anonymous = await t.app.inject(request);
      expect(anonymous.statusCode, anonymous.body).toBe(401);
      const asCustomer = await t.app.inject({ ...request, headers: customer.headers });
      expect(asCustomer.statusCode, asCustomer.body).toBe(403);
      expect(asCustomer.json().error.code).toBe('AUTH.FORBIDDEN');
      // Staff may still be told the id is unknown or the body incomplete, never that they may not call.
      const asStaff = await t.app.inject({ ...request, headers: staff.headers });
      expect([401, 403]).not.toContain(asStaff.statusCode);
    },
  );
});

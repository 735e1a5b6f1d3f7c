import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unknownPartsWorld } from './unknown-components.test-support.ts';

let world: Awaited<ReturnType<typeof unknownPartsWorld>>;
beforeAll(async () => {
  world = await unknownPartsWorld();
});
afterAll(() => world.t.close());
const list = (query = '') => world.list(query);

describe('GET /rest/unknown-components', () => {
  it('groups unknown lines of open projects by normalised MPN, most used first', async () => {
    const response = await list();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      total: 2,
      items: [
        // draft lines 1 and 2 and the quoted project's line; closed projects do not count.
        {
          mpn: 'LM358DR',
          manufacturer: 'Texas Instruments',
          description: 'Dual op amp',
          package: 'SO-8',
          occurrences: 3,
          projects: 2,
        },
        {
          mpn: 'R-0603-10K',
          manufacturer: null,
          description: '10k 1% resistor',
          package: '0603',
          occurrences: 1,
          projects: 1,
        },
      ],
    });
  });

  it('searches part numbers, manufacturers and descriptions, and pages', async () => {
    const byDescription = (await list('?search=op%20amp')).json();
    expect(byDescription.items.map((item: { mpn: string }) => item.mpn)).toEqual(['LM358DR']);
    expect(byDescription.items[0].occurrences).toBe(3);
    const secondPage = (await list('?sortField=mpn&sortOrder=asc&pageSize=1&pageNumber=1')).json();
    expect(secondPage).toMatchObject({ total: 2, items: [{ mpn: 'R-0603-10K' }] });
  });
});

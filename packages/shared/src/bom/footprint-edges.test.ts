import { describe, expect, it } from 'vitest';
import { packageOfFootprint } from './footprint-package.ts';

// Edges of the footprint rules: chip codes that read differently in metric and imperial, SOT-223's
// tab, and where an IPC quad flat pack stops being thin.
describe('packageOfFootprint: edges', () => {
  it.each([
    // IPC names and KiCad "…Metric" names give metric codes: metric 0603 is imperial 0201.
    ['RESC0603X30N', '0201'],
    ['RESC1608X55N', '0603'],
    ['CAPC2012X125N', '0805'],
    ['R_0603Metric', '0201'],
    ['C_1005Metric', '0402'],
  ])('%s is the imperial %s chip', (footprint, imperial) => {
    expect(packageOfFootprint(footprint)).toEqual({ name: imperial, mountingStyle: 'SMD', pins: 2 });
  });

  it('reads SOT-223-3 as plain SOT-223 (its tab is the fourth joint) but keeps SOT-223-5', () => {
    expect(packageOfFootprint('SOT-223-3')).toEqual({ name: 'SOT-223', mountingStyle: 'SMD', pins: 4 });
    expect(packageOfFootprint('SOT-223-5')).toEqual({ name: 'SOT-223-5', mountingStyle: 'SMD', pins: 5 });
  });

  it('writes a through-hole TO package in capitals however it was typed', () => {
    expect(packageOfFootprint('to-220f')).toEqual({ name: 'TO-220F', mountingStyle: 'THT', pins: 3 });
    expect(packageOfFootprint('to-3p-5')).toEqual({ name: 'TO-3P-5', mountingStyle: 'THT', pins: 5 });
  });

  it('calls an IPC quad flat pack up to 1.4 mm high a TQFP and from 1.4 mm an LQFP', () => {
    expect(packageOfFootprint('QFP50P900X900X120-64N')).toEqual({
      name: 'TQFP-64',
      mountingStyle: 'SMD',
      pins: 64,
    });
    expect(packageOfFootprint('QFP50P900X900X140-64N')).toEqual({
      name: 'LQFP-64',
      mountingStyle: 'SMD',
      pins: 64,
    });
  });
});

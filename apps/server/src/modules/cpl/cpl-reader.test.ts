import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sharedPath } from '@boardhouse/shared/testing/shared-files';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/errors.ts';
import { mountSideOf, readCplTable } from './cpl-file.ts';
import { crossCheck } from './cpl-findings.ts';
import { buildCplWordIndex, readPlacements } from './cpl-reader.ts';

const FIXTURES = sharedPath('fixtures/boards');
const words = buildCplWordIndex(null);

async function read(text: string | Buffer, extension = 'csv') {
  const data = typeof text === 'string' ? Buffer.from(text, 'utf8') : text;
  return readPlacements(await readCplTable(data, extension), words);
}

async function refusal(text: string | Buffer, extension = 'csv'): Promise<AppError> {
  const error = await read(text, extension).catch((caught: unknown) => caught);
  if (!(error instanceof AppError)) throw new Error(`expected a refusal, got ${String(error)}`);
  return error;
}

describe('reading placement files', () => {
  it('reads the Sangaboard JLC file: 67 placements in mm, every column mapped', async () => {
    const reading = await read(readFileSync(path.join(FIXTURES, 'sangaboard-v0.4/pos_jlc.csv')));
    expect(reading.mapping).toEqual({
      designator: 'Designator',
      x: 'Mid X',
      y: 'Mid Y',
      rotation: 'Rotation',
      side: 'Layer',
      value: 'Val',
      package: 'Package',
    });
    expect(reading.units).toBe('mm');
    expect(reading.headerRow).toBe(1);
    expect(reading.placements).toHaveLength(67);
    expect(reading.placements[3]).toEqual({
      designator: 'C4',
      xMm: '8',
      yMm: '49.9',
      rotation: '180',
      side: 'top',
      value: '10uF',
      package: 'C_0805_2012Metric',
    });
    expect(reading.placements.find((part) => part.designator === 'D2')).toMatchObject({
      xMm: '-0.87',
      yMm: '14.5975',
    });
  });

  it('converts a KiCad-style CSV with mil headings to mm', async () => {
    const reading = await read(
      'Ref,Val,Package,PosX (mil),PosY (mil),Rot,Side\nR1,10k,R_0603,1000,-250,90,top\nC7,100n,C_0402,3937.5,500,0,bottom\n',
    );
    expect(reading.units).toBe('mil');
    expect(reading.placements).toEqual([
      {
        designator: 'R1',
        xMm: '25.4',
        yMm: '-6.35',
        rotation: '90',
        side: 'top',
        value: '10k',
        package: 'R_0603',
      },
      {
        designator: 'C7',
        xMm: '100.0125',
        yMm: '12.7',
        rotation: '0',
        side: 'bottom',
        value: '100n',
        package: 'C_0402',
      },
    ]);
  });

  it('reads a KiCad .pos in inches: "#" heading, "##" comments, columns aligned with spaces', async () => {
    const pos = [
      '### Footprint positions - created on 2026-11-01 ###',
      '### Printed by KiCad version 8.0',
      '## Unit = inches, Angle = deg.',
      '## Side : All',
      '# Ref     Val       Package          PosX       PosY       Rot  Side',
      'C1        100nF     C_0402_1005      1.0000    -0.5000   90.0000  top',
      'U1        STM32     LQFP-48          2.2500    -1.1250  180.0000  bottom',
      '## End',
    ].join('\n');
    const reading = await read(pos, 'pos');
    expect(reading.units).toBe('inch');
    expect(reading.headerRow).toBe(5);
    expect(reading.mapping.x).toBe('PosX');
    expect(reading.placements.map((part) => [part.designator, part.xMm, part.yMm, part.side])).toEqual([
      ['C1', '25.4', '-12.7', 'top'],
      ['U1', '57.15', '-28.575', 'bottom'],
    ]);
  });

  it('reads Altium’s title lines and units written in the cells, T/B sides', async () => {
    const altium = [
      'Altium Designer Pick and Place Locations',
      'Units used in this file : mil',
      '',
      '"Designator","Footprint","Mid X","Mid Y","Ref X","Ref Y","Pad X","Pad Y","TB","Rotation","Comment"',
      '"R3","0603","1250mil","500mil","1240mil","500mil","1220mil","500mil","T","270","4k7"',
      '"U2","SOIC8","2.54mm","100mil","0mil","0mil","0mil","0mil","B","0","LM358"',
    ].join('\r\n');
    const reading = await read(altium, 'txt');
    expect(reading.headerRow).toBe(4);
    expect(reading.units).toBe('mil');
    expect(reading.mapping).toMatchObject({
      x: 'Mid X',
      y: 'Mid Y',
      side: 'TB',
      value: 'Comment',
      package: 'Footprint',
    });
    expect(reading.placements.map((part) => [part.designator, part.xMm, part.yMm, part.side])).toEqual([
      ['R3', '31.75', '12.7', 'top'],
      ['U2', '2.54', '2.54', 'bottom'],
    ]);
  });

  it('reads an Altium pick-and-place CSV of few parts: its title lines do not make it look space-aligned', async () => {
    const title = [
      'Altium Designer Pick and Place Locations',
      'C:\\Users\\me\\Widget\\Widget.PcbDoc',
      '',
      '========================================================================================================================',
      'File Design Information:',
      '',
      'Date:       01.07.24',
      'Time:       10:00',
      'Revision:   Not in VersionControl',
      'Variant:    No variations',
    ];
    const heading =
      '"Designator","Comment","Layer","Footprint","Center-X(mil)","Center-Y(mil)","Rotation","Description"';
    const altium = [
      ...title,
      'Units used: mil',
      '',
      heading,
      '"C1","100nF","TopLayer","C0603","1000.00","2000.00","90","Capacitor, 50V"',
      '"R1","10k","BottomLayer","R0603","1500.00","500.00","270","Resistor"',
      '"U1","LM358","TopLayer","SOIC8","2250.00","-125.00","0","Dual op amp"',
      '',
    ].join('\r\n');
    const reading = await read(altium);
    expect(reading.headerRow).toBe(13);
    expect(reading.units).toBe('mil');
    expect(reading.mapping).toMatchObject({ x: 'Center-X(mil)', y: 'Center-Y(mil)', side: 'Layer' });
    expect(
      reading.placements.map((part) => [part.designator, part.xMm, part.yMm, part.rotation, part.side]),
    ).toEqual([
      ['C1', '25.4', '50.8', '90', 'top'],
      ['R1', '38.1', '12.7', '270', 'bottom'],
      ['U1', '57.15', '-3.175', '0', 'top'],
    ]);

    // A single part, in mm, still reads; the review found 7 parts refused and 8 read.
    const onePart = await read(
      [
        ...title,
        'Units used: mm',
        '',
        heading.replaceAll('(mil)', '(mm)'),
        '"C1","100nF","TopLayer","C0603","25.4000","50.8000","90","Capacitor"',
      ].join('\r\n'),
    );
    expect(onePart.units).toBe('mm');
    expect(onePart.placements.map((part) => [part.designator, part.xMm, part.yMm, part.side])).toEqual([
      ['C1', '25.4', '50.8', 'top'],
    ]);
  });

  it('reads a KiCad .pos whose values hold commas ("100n,50V") as aligned columns, not as CSV', async () => {
    const pos = [
      '### Footprint positions - created on 2024-07-01T10:00:00+0200 ###',
      '### Printed by KiCad version 8.0.4',
      '## Unit = mm, Angle = deg.',
      '## Side : All',
      '# Ref     Val              Package                PosX       PosY       Rot  Side',
      'C1        100n,50V         C_0603_1608Metric  120.6500   -80.0100   90.0000  top',
      'C2        10u,25V          C_0805_2012Metric  121.0000   -81.0000    0.0000  top',
      'R1        10k              R_0603_1608Metric  110.0000   -75.5000  180.0000  bottom',
      '## End',
      '',
    ].join('\n');
    const reading = await read(pos, 'pos');
    expect(reading.headerRow).toBe(5);
    expect(reading.units).toBe('mm');
    expect(reading.mapping).toMatchObject({ designator: 'Ref', x: 'PosX', y: 'PosY', value: 'Val' });
    expect(
      reading.placements.map((part) => [
        part.designator,
        part.xMm,
        part.yMm,
        part.rotation,
        part.side,
        part.value,
      ]),
    ).toEqual([
      ['C1', '120.65', '-80.01', '90', 'top', '100n,50V'],
      ['C2', '121', '-81', '0', 'top', '10u,25V'],
      ['R1', '110', '-75.5', '180', 'bottom', '10k'],
    ]);
  });

  it('reads Eagle mount files (mountsmd.ulp, no heading row, mm): .mnt top side, .mnb bottom side', async () => {
    // printf("%s %5.2f %5.2f %3.0f %s %s\n", name, x, y, angle, value, package): a part without a value
    // has five words.
    const mnt =
      'C1 12.70 25.40  90 100n C0603\nC2 15.24 25.40  90 10u C0805\nR1  5.08  7.62   0 10k R0603\nT1 21.59 14.22 270  SOT23\n';
    const top = await read(mnt, 'mnt');
    expect(top.units).toBe('mm');
    expect(top.headerRow).toBe(0);
    expect(Object.values(top.mapping).every((heading) => heading === null)).toBe(true);
    expect(top.placements).toEqual([
      {
        designator: 'C1',
        xMm: '12.7',
        yMm: '25.4',
        rotation: '90',
        side: 'top',
        value: '100n',
        package: 'C0603',
      },
      {
        designator: 'C2',
        xMm: '15.24',
        yMm: '25.4',
        rotation: '90',
        side: 'top',
        value: '10u',
        package: 'C0805',
      },
      {
        designator: 'R1',
        xMm: '5.08',
        yMm: '7.62',
        rotation: '0',
        side: 'top',
        value: '10k',
        package: 'R0603',
      },
      {
        designator: 'T1',
        xMm: '21.59',
        yMm: '14.22',
        rotation: '270',
        side: 'top',
        value: null,
        package: 'SOT23',
      },
    ]);

    const bottom = await read('R7 30.48 10.16 180 4k7 R0603\r\nC9 31.75 12.70 270 100n,50V C0603\r\n', 'mnb');
    expect(
      bottom.placements.map((part) => [part.designator, part.xMm, part.yMm, part.rotation, part.side]),
    ).toEqual([
      ['R7', '30.48', '10.16', '180', 'bottom'],
      ['C9', '31.75', '12.7', '270', 'bottom'],
    ]);
    expect(bottom.placements[1]?.value).toBe('100n,50V');

    // The same lines under another name say nothing of their side: refused, with the way to upload them.
    const renamed = await refusal(mnt, 'txt');
    expect(renamed.message).toMatch(/no heading row with designator, X and Y columns/);
    expect(renamed.message).toMatch(/Eagle mount file.*\.mnt for the top side or \.mnb for the bottom side/);
    // ...unless the name keeps the .mnt before the added .txt.
    expect(mountSideOf('board.mnt.txt')).toBe('top');
    expect(mountSideOf('BOARD.MNB')).toBe('bottom');
    expect(mountSideOf('mount.txt')).toBeNull();
    const named = readPlacements(
      await readCplTable(Buffer.from(mnt), 'txt', mountSideOf('board.mnb.txt')),
      words,
    );
    expect(named.placements.every((part) => part.side === 'bottom')).toBe(true);

    // Only when every line has the shape: a line that does not is named, nothing is guessed.
    const broken = await refusal(`${mnt}Y1 crystal 12.00 0 16MHz HC49\n`, 'mnt');
    expect(broken.message).toMatch(/row 5 does not read name, X, Y, rotation, value, package/);
  });

  it('reads German headings, semicolons and comma decimals', async () => {
    const reading = await read(
      'Bauteil;Wert;Gehäuse;X;Y;Drehung;Seite\nR1;4,7k;0805;12,5;3,25;90;oben\nR2;1k;0805;14;3,25;0;unten\n',
    );
    expect(
      reading.placements.map((part) => [part.designator, part.xMm, part.yMm, part.value, part.side]),
    ).toEqual([
      ['R1', '12.5', '3.25', '4,7k', 'top'],
      ['R2', '14', '3.25', '1k', 'bottom'],
    ]);
  });

  it('takes coordinates too large for millimetres as mils when the file names no unit', async () => {
    const reading = await read('Designator,X,Y\nJ1,1200,800\nJ2,100,50\n');
    expect(reading.units).toBe('mil');
    expect(reading.placements.map((part) => part.xMm)).toEqual(['30.48', '2.54']);
  });

  it('reads an .xlsx (first sheet with rows), formula cells by their saved result', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Placements');
    sheet.addRow(['EasyEDA placement export']);
    sheet.addRow(['Designator', 'Mid X', 'Mid Y', 'Layer', 'Rotation']);
    sheet.addRow(['C1', 10.5, 20, 'T', 90]);
    sheet.addRow(['C2', { formula: '1+1', result: 2 }, 4, 'B', 0]);
    const data = Buffer.from(await workbook.xlsx.writeBuffer());
    const reading = await read(data, 'xlsx');
    expect(reading.headerRow).toBe(2);
    expect(reading.placements.map((part) => [part.designator, part.xMm, part.yMm, part.side])).toEqual([
      ['C1', '10.5', '20', 'top'],
      ['C2', '2', '4', 'bottom'],
    ]);
  });

  it('refuses a file without a heading row, with a message that says so', async () => {
    const error = await refusal('C1 12.70 25.40 90 100nF C0805\nC2 15.00 25.40 90 100nF C0805\n', 'txt');
    expect(error.statusCode).toBe(400);
    expect(error.message).toMatch(/no heading row with designator, X and Y/);
  });

  it('lists the rows with bad numbers, unknown sides and repeated designators, and keeps nothing', async () => {
    const error = await refusal('Designator,X,Y,Side\nR1,1,2,top\nR2,abc,2,top\nR3,1,2,middle\nR1,3,4,top\n');
    expect(error.statusCode).toBe(400);
    expect(error.message).toContain('Row 3 (R2): X "abc" is not a number');
    expect(error.message).toContain('Row 4 (R3): side "middle" is neither top nor bottom');
    expect(error.message).toContain('Row 5: R1 is placed on row 2 already');
  });

  it('refuses empty files, binary files and damaged spreadsheets', async () => {
    expect((await refusal(Buffer.alloc(0))).message).toBe('The file is empty');
    expect((await refusal(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x00, 0x01]))).message).toMatch(
      /not a text file/,
    );
    expect((await refusal(Buffer.from('PK\u0003\u0004 not really a zip'), 'xlsx')).message).toMatch(
      /cannot be read/,
    );
  });
});

describe('the cross-check with the BOM', () => {
  it('lists parts missing on either side, bottom-side parts and placed DNP parts, in natural order', () => {
    const findings = crossCheck(
      [
        { designators: ['R10', 'R2', 'R1'], dnp: false },
        { designators: ['C1'], dnp: false },
        { designators: ['R5'], dnp: true },
      ],
      [
        { designator: 'R1', side: 'top' },
        { designator: 'r2', side: 'bottom' },
        { designator: 'R5', side: 'top' },
        { designator: 'TP3', side: 'bottom' },
        { designator: 'TP1', side: null },
      ],
    );
    expect(findings).toEqual({
      missingInCpl: ['C1', 'R10'],
      missingInBom: ['TP1', 'TP3'],
      bottomSide: ['r2', 'TP3'],
      dnpPlaced: ['R5'],
    });
  });

  it('compares nothing without a BOM', () => {
    expect(crossCheck([], [{ designator: 'R1', side: 'bottom' }])).toEqual({
      missingInCpl: [],
      missingInBom: [],
      bottomSide: ['R1'],
      dnpPlaced: [],
    });
  });
});

import type { MountingStyle } from './normalise.ts';

export interface DefaultCasePackage {
  name: string;
  mountingStyle: MountingStyle;
  /** Solder joints per part (leads, not counting an exposed pad); null when it varies. */
  pins: number | null;
  description: string;
}

const range = (from: number, to: number, step = 1) =>
  Array.from({ length: Math.floor((to - from) / step) + 1 }, (_, index) => from + index * step);
const twoDigits = (count: number) => String(count).padStart(2, '0');

/** Imperial chip size → its metric code (IPC/EIA), as KiCad names them ("R_0603_1608Metric"). */
const CHIP_SIZES = [
  ['01005', '0402'],
  ['0201', '0603'],
  ['0402', '1005'],
  ['0603', '1608'],
  ['0805', '2012'],
  ['1206', '3216'],
  ['1210', '3225'],
  ['1812', '4532'],
  ['2010', '5025'],
  ['2512', '6332'],
] as const;
/** KiCad has LED and inductor footprints of the middle sizes only. */
const LED_AND_INDUCTOR_SIZES = new Set(['0402', '0603', '0805', '1206']);
/** KiCad 5 hand-soldering pads of the sizes BOMs use most (the Sangaboard fixture has them). */
const HAND_SOLDER_PADS = { '0603': '1.05x0.95mm', '0805': '1.15x1.40mm', '1206': '1.42x1.75mm' } as const;

function chipPackages(): DefaultCasePackage[] {
  const list: DefaultCasePackage[] = [];
  const chip = (name: string, description: string) =>
    list.push({ name, mountingStyle: 'SMD', pins: 2, description });
  for (const [imperial, metric] of CHIP_SIZES) {
    const size = `${imperial} (${metric} metric)`;
    chip(imperial, `Chip ${size}`);
    chip(`${metric}Metric`, `Chip ${size}`);
    chip(`R_${imperial}_${metric}Metric`, `Chip resistor ${size}`);
    chip(`C_${imperial}_${metric}Metric`, `Chip capacitor ${size}`);
    if (LED_AND_INDUCTOR_SIZES.has(imperial)) {
      chip(`L_${imperial}_${metric}Metric`, `Chip inductor ${size}`);
      chip(`LED_${imperial}_${metric}Metric`, `Chip LED ${size}`);
    }
    const pads = HAND_SOLDER_PADS[imperial as keyof typeof HAND_SOLDER_PADS];
    if (pads) {
      chip(`R_${imperial}_${metric}Metric_Pad${pads}_HandSolder`, `Chip resistor ${size}, hand-solder pads`);
      chip(`C_${imperial}_${metric}Metric_Pad${pads}_HandSolder`, `Chip capacitor ${size}, hand-solder pads`);
    }
  }
  return list;
}

const smd = (name: string, pins: number | null, description: string): DefaultCasePackage => ({
  name,
  mountingStyle: 'SMD',
  pins,
  description,
});
const tht = (name: string, pins: number | null, description: string): DefaultCasePackage => ({
  name,
  mountingStyle: 'THT',
  pins,
  description,
});
const other = (name: string, description: string): DefaultCasePackage => ({
  name,
  mountingStyle: 'OTHER',
  pins: null,
  description,
});

/** Families named "<family>-<leads>", one entry per lead count. */
function leadCountFamily(
  family: string,
  counts: readonly number[],
  description: string,
  mountingStyle: MountingStyle = 'SMD',
): DefaultCasePackage[] {
  return counts.map((count) => ({ name: `${family}-${count}`, mountingStyle, pins: count, description }));
}

const TRANSISTOR_PACKAGES: DefaultCasePackage[] = [
  smd('SOT-23', 3, 'Small-outline transistor, 3 leads'),
  smd('SOT-23-3', 3, 'Small-outline transistor, 3 leads'),
  smd('SOT-23-5', 5, 'Small-outline transistor, 5 leads'),
  smd('SOT-23-6', 6, 'Small-outline transistor, 6 leads'),
  smd('SOT-23-8', 8, 'Small-outline transistor, 8 leads'),
  smd('TSOT-23', 3, 'Thin SOT-23, 3 leads'),
  smd('TSOT-23-5', 5, 'Thin SOT-23, 5 leads'),
  smd('TSOT-23-6', 6, 'Thin SOT-23, 6 leads'),
  smd('TSOT-23-8', 8, 'Thin SOT-23, 8 leads'),
  smd('SOT-89', 3, 'Power SOT, 3 leads and tab'),
  smd('SOT-89-3', 3, 'Power SOT, 3 leads and tab'),
  smd('SOT-89-5', 5, 'Power SOT, 5 leads'),
  smd('SOT-143', 4, 'Small-outline transistor, 4 leads'),
  smd('SOT-223', 4, 'Power SOT, 3 leads and tab'),
  smd('SOT-223-3_TabPin2', 4, 'Power SOT, 3 leads and tab (KiCad)'),
  smd('SOT-223-5', 6, 'Power SOT, 5 leads and tab'),
  smd('SOT-323', 3, 'SC-70, 3 leads'),
  smd('SOT-323_SC-70', 3, 'SC-70, 3 leads (KiCad)'),
  smd('SC-70', 3, 'SC-70, 3 leads'),
  smd('SOT-353', 5, 'SC-70-5, 5 leads'),
  smd('SOT-353_SC-70-5', 5, 'SC-70-5, 5 leads (KiCad)'),
  smd('SC-70-5', 5, 'SC-70, 5 leads'),
  smd('SOT-363', 6, 'SC-70-6, 6 leads'),
  smd('SOT-363_SC-70-6', 6, 'SC-70-6, 6 leads (KiCad)'),
  smd('SC-70-6', 6, 'SC-70, 6 leads'),
  smd('SOT-416', 3, 'SC-75, 3 leads'),
  smd('SOT-523', 3, 'SC-89, 3 leads'),
  smd('SOT-563', 6, 'Small-outline transistor, 6 leads'),
  smd('SOT-666', 6, 'Small-outline transistor, 6 leads'),
  smd('TO-252', 3, 'DPAK, 2 leads and tab'),
  smd('TO-252-2', 3, 'DPAK, 2 leads and tab (KiCad)'),
  smd('TO-252-5', 6, 'DPAK, 5 leads and tab'),
  smd('DPAK', 3, 'TO-252, 2 leads and tab'),
  smd('TO-263', 3, 'D2PAK, 2 leads and tab'),
  smd('TO-263-2', 3, 'D2PAK, 2 leads and tab (KiCad)'),
  smd('TO-263-5', 6, 'D2PAK, 5 leads and tab'),
  smd('TO-263-7', 8, 'D2PAK, 7 leads and tab'),
  smd('D2PAK', 3, 'TO-263, 2 leads and tab'),
  smd('PowerPAK SO-8', 8, 'Power MOSFET package, SO-8 footprint'),
  smd('LFPAK56', 5, 'Power-SO8 MOSFET package'),
];

const DIODE_PACKAGES: DefaultCasePackage[] = [
  ...['SOD-123', 'SOD-123F', 'SOD-128', 'SOD-323', 'SOD-323F', 'SOD-523', 'SOD-923'].map((name) =>
    smd(name, 2, 'Small-outline diode'),
  ),
  smd('D_SOD-123', 2, 'Small-outline diode (KiCad)'),
  smd('D_SOD-123F', 2, 'Small-outline diode, flat leads (KiCad)'),
  smd('D_SOD-323', 2, 'Small-outline diode (KiCad)'),
  smd('SMA', 2, 'DO-214AC'),
  smd('SMB', 2, 'DO-214AA'),
  smd('SMC', 2, 'DO-214AB'),
  smd('DO-214AC', 2, 'SMA'),
  smd('DO-214AA', 2, 'SMB'),
  smd('DO-214AB', 2, 'SMC'),
  smd('D_SMA', 2, 'DO-214AC (KiCad)'),
  smd('D_SMB', 2, 'DO-214AA (KiCad)'),
  smd('D_SMC', 2, 'DO-214AB (KiCad)'),
  smd('PowerDI-123', 2, 'Power diode package'),
  smd('MELF', 2, 'Metal electrode leadless face (DO-213AB)'),
  smd('MiniMELF', 2, 'SOD-80 (DO-213AA)'),
  smd('SOD-80', 2, 'MiniMELF (DO-213AA)'),
  smd('MicroMELF', 2, 'Metal electrode leadless face, micro'),
];

const IC_PACKAGES: DefaultCasePackage[] = [
  ...leadCountFamily('SOIC', [8, 14, 16, 18, 20, 24, 28], 'Small-outline IC, 1.27 mm pitch'),
  ...leadCountFamily('SO', [8, 14, 16], 'Small-outline IC, 1.27 mm pitch'),
  smd('SOIC-8_3.9x4.9mm_P1.27mm', 8, 'Small-outline IC, 8 leads (KiCad)'),
  smd('SOIC-14_3.9x8.7mm_P1.27mm', 14, 'Small-outline IC, 14 leads (KiCad)'),
  smd('SOIC-16_3.9x9.9mm_P1.27mm', 16, 'Small-outline IC, 16 leads (KiCad)'),
  smd('SOIC-16W_7.5x10.3mm_P1.27mm', 16, 'Small-outline IC, wide, 16 leads (KiCad)'),
  ...leadCountFamily('TSSOP', [8, 14, 16, 20, 24, 28, 38, 48, 56], 'Thin shrink small-outline package'),
  smd('TSSOP-20_4.4x6.5mm_P0.65mm', 20, 'Thin shrink small-outline package, 20 leads (KiCad)'),
  ...leadCountFamily('MSOP', [8, 10, 12, 16], 'Mini small-outline package'),
  ...leadCountFamily('SSOP', [8, 14, 16, 20, 24, 28, 36, 48], 'Shrink small-outline package'),
  ...leadCountFamily('QSOP', [16, 20, 24], 'Quarter-size small-outline package'),
  ...leadCountFamily('QFN', [16, 20, 24, 28, 32, 36, 40, 44, 48, 56, 64, 68, 72], 'Quad flat no-lead'),
  ...leadCountFamily('VQFN', [16, 20, 24, 32, 48], 'Very thin quad flat no-lead'),
  smd('QFN-32-1EP_5x5mm_P0.5mm_EP3.45x3.45mm', 32, 'Quad flat no-lead, 32 pads (KiCad)'),
  ...leadCountFamily('DFN', [6, 8, 10, 12, 14, 16], 'Dual flat no-lead'),
  ...leadCountFamily('WSON', [6, 8], 'Very thin small-outline no-lead'),
  ...leadCountFamily('LQFP', [32, 44, 48, 64, 80, 100, 128, 144, 176], 'Low-profile quad flat package'),
  ...leadCountFamily('TQFP', [32, 44, 48, 64, 80, 100, 128, 144], 'Thin quad flat package'),
  smd('LQFP-48_7x7mm_P0.5mm', 48, 'Low-profile quad flat package, 48 leads (KiCad)'),
  smd('LQFP-64_10x10mm_P0.5mm', 64, 'Low-profile quad flat package, 64 leads (KiCad)'),
  smd('LQFP-100_14x14mm_P0.5mm', 100, 'Low-profile quad flat package, 100 leads (KiCad)'),
  smd('TQFP-32_7x7mm_P0.8mm', 32, 'Thin quad flat package, 32 leads (KiCad)'),
  smd('TQFP-44_10x10mm_P0.8mm', 44, 'Thin quad flat package, 44 leads (KiCad)'),
  smd('BGA', null, 'Ball grid array'),
  smd('FBGA', null, 'Fine-pitch ball grid array'),
  ...leadCountFamily('BGA', [64, 100, 121, 144, 196, 256, 324, 484], 'Ball grid array'),
  smd('WLCSP', null, 'Wafer-level chip-scale package'),
  ...leadCountFamily('LGA', [8, 12, 14, 16, 24], 'Land grid array'),
];

const PASSIVE_AND_DISCRETE_SMD: DefaultCasePackage[] = [
  ...['4x5.4', '5x5.4', '6.3x5.4', '6.3x7.7', '8x6.5', '8x10', '10x10'].map((size) =>
    smd(`CP_Elec_${size}`, 2, `Aluminium electrolytic capacitor, SMD, ${size} mm (KiCad)`),
  ),
  smd('CP_EIA-3216-18_Kemet-A', 2, 'Tantalum capacitor, case A (KiCad)'),
  smd('CP_EIA-3528-21_Kemet-B', 2, 'Tantalum capacitor, case B (KiCad)'),
  smd('CP_EIA-6032-28_Kemet-C', 2, 'Tantalum capacitor, case C (KiCad)'),
  smd('CP_EIA-7343-31_Kemet-D', 2, 'Tantalum capacitor, case D (KiCad)'),
  smd('Crystal_SMD_3225-4Pin_3.2x2.5mm', 4, 'SMD crystal 3.2 x 2.5 mm (KiCad)'),
  smd('Crystal_SMD_2520-4Pin_2.5x2.0mm', 4, 'SMD crystal 2.5 x 2.0 mm (KiCad)'),
  smd('Crystal_SMD_5032-2Pin_5.0x3.2mm', 2, 'SMD crystal 5.0 x 3.2 mm (KiCad)'),
  smd('HC-49-SMD', 2, 'HC-49 crystal, SMD'),
  smd('USB_Micro-B_Molex-105017-0001', 5, 'Micro-USB receptacle, SMD (KiCad)'),
];

const THROUGH_HOLE: DefaultCasePackage[] = [
  tht('TO-92', 3, 'Transistor outline, 3 leads'),
  tht('TO-92-3', 3, 'Transistor outline, 3 leads'),
  tht('TO-92_Inline', 3, 'Transistor outline, 3 leads in line (KiCad)'),
  tht('TO-18', 3, 'Metal can, 3 leads'),
  tht('TO-126', 3, 'Transistor outline, 3 leads'),
  tht('TO-220', 3, 'Power package, 3 leads'),
  tht('TO-220-3', 3, 'Power package, 3 leads'),
  tht('TO-220-3_Vertical', 3, 'Power package, 3 leads, vertical (KiCad)'),
  tht('TO-220-5', 5, 'Power package, 5 leads'),
  tht('TO-220F-3', 3, 'Power package, insulated, 3 leads'),
  tht('TO-247', 3, 'Power package, 3 leads'),
  tht('TO-247-3', 3, 'Power package, 3 leads'),
  ...leadCountFamily('DIP', [4, 6, 8, 14, 16, 18, 20, 22, 24, 28, 32, 40, 48], 'Dual in-line package', 'THT'),
  tht('DIP-8_W7.62mm', 8, 'Dual in-line package, 8 pins (KiCad)'),
  tht('DIP-14_W7.62mm', 14, 'Dual in-line package, 14 pins (KiCad)'),
  tht('DIP-16_W7.62mm', 16, 'Dual in-line package, 16 pins (KiCad)'),
  tht('DIP-28_W7.62mm', 28, 'Dual in-line package, 28 pins (KiCad)'),
  tht('DIP-40_W15.24mm', 40, 'Dual in-line package, 40 pins, wide (KiCad)'),
  ...leadCountFamily('SIP', [3, 4, 5, 6, 8, 9, 10], 'Single in-line package', 'THT'),
  ...range(1, 40).map((count) =>
    tht(`PinHeader_1x${twoDigits(count)}_P2.54mm_Vertical`, count, `Pin header 1 × ${count}, 2.54 mm`),
  ),
  ...range(2, 20).map((count) =>
    tht(`PinHeader_2x${twoDigits(count)}_P2.54mm_Vertical`, 2 * count, `Pin header 2 × ${count}, 2.54 mm`),
  ),
  ...range(2, 20).map((count) =>
    tht(`PinSocket_1x${twoDigits(count)}_P2.54mm_Vertical`, count, `Pin socket 1 × ${count}, 2.54 mm`),
  ),
  ...range(2, 6).map((count) =>
    tht(`JST_PH_B${count}B-PH-K_1x${twoDigits(count)}_P2.00mm_Vertical`, count, `JST PH, ${count} pins`),
  ),
  ...range(2, 6).map((count) =>
    tht(`JST_XH_B${count}B-XH-A_1x${twoDigits(count)}_P2.50mm_Vertical`, count, `JST XH, ${count} pins`),
  ),
  tht('Radial', 2, 'Radial leads'),
  tht('Axial', 2, 'Axial leads'),
  tht('CP_Radial_D5.0mm_P2.00mm', 2, 'Electrolytic capacitor, radial, 5 mm (KiCad)'),
  tht('CP_Radial_D6.3mm_P2.50mm', 2, 'Electrolytic capacitor, radial, 6.3 mm (KiCad)'),
  tht('CP_Radial_D8.0mm_P3.50mm', 2, 'Electrolytic capacitor, radial, 8 mm (KiCad)'),
  tht('CP_Radial_D10.0mm_P5.00mm', 2, 'Electrolytic capacitor, radial, 10 mm (KiCad)'),
  tht('C_Disc_D5.0mm_W2.5mm_P5.00mm', 2, 'Ceramic disc capacitor (KiCad)'),
  tht('R_Axial_DIN0204_L3.6mm_D1.6mm_P7.62mm_Horizontal', 2, 'Axial resistor, DIN 0204 (KiCad)'),
  tht('R_Axial_DIN0207_L6.3mm_D2.5mm_P10.16mm_Horizontal', 2, 'Axial resistor, DIN 0207 (KiCad)'),
  tht('DO-35', 2, 'Axial diode, glass'),
  tht('DO-41', 2, 'Axial diode'),
  tht('DO-15', 2, 'Axial diode'),
  tht('DO-201AD', 2, 'Axial power diode'),
  tht('D_DO-35_SOD27_P7.62mm_Horizontal', 2, 'Axial diode, DO-35 (KiCad)'),
  tht('D_DO-41_SOD81_P10.16mm_Horizontal', 2, 'Axial diode, DO-41 (KiCad)'),
  tht('LED_D3.0mm', 2, 'LED, 3 mm (KiCad)'),
  tht('LED_D5.0mm', 2, 'LED, 5 mm (KiCad)'),
  tht('HC-49', 2, 'Crystal, HC-49'),
  tht('HC-49/U', 2, 'Crystal, HC-49/U'),
  tht('HC-49/S', 2, 'Crystal, HC-49/S (low profile)'),
  tht('HC-49/US', 2, 'Crystal, HC-49/US (low profile)'),
  tht('Crystal_HC49-U_Vertical', 2, 'Crystal, HC-49/U (KiCad)'),
  tht('Crystal_HC49-4H_Vertical', 2, 'Crystal, HC-49/4H (KiCad)'),
];

const NOT_PLACED: DefaultCasePackage[] = [
  other('Fiducial_1mm_Mask2mm', 'Fiducial mark (KiCad): copper only, nothing placed'),
  other('MountingHole_3.2mm_M3', 'Mounting hole M3 (KiCad): nothing placed'),
  other('MountingHole_2.7mm_M2.5', 'Mounting hole M2.5 (KiCad): nothing placed'),
  other('TestPoint_Pad_D1.0mm', 'Test pad (KiCad): nothing placed'),
];

/**
 * The case packages a new database starts with (about 400): chip sizes under their imperial, metric and
 * KiCad names, transistor, diode and IC families over their usual lead counts, through-hole packages,
 * pin headers and sockets, and a few footprints that place nothing. Administrators edit the table on
 * /admin/case-package; these names match through normalisePackage.
 */
export const DEFAULT_CASE_PACKAGES: readonly DefaultCasePackage[] = [
  ...chipPackages(),
  ...TRANSISTOR_PACKAGES,
  ...DIODE_PACKAGES,
  ...IC_PACKAGES,
  ...PASSIVE_AND_DISCRETE_SMD,
  ...THROUGH_HOLE,
  ...NOT_PLACED,
];

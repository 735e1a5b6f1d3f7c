import { describe, expect, it } from 'vitest';
import { mountingStyleInText, packageInText, packageOfFootprint } from './footprint-package.ts';

/**
 * Footprint names as design tools write them, each with the package and mounting style worked out by
 * hand from the naming rules (KiCad library conventions, IPC-7351B land-pattern names, Eagle/Altium
 * habits). `null` means the name says no package: it must stay unknown.
 */
const TABLE: [footprint: string, expected: [name: string, mounting: string, pins: number | null] | null][] = [
  // KiCad standard library: chips
  ['R_0603_1608Metric', ['0603', 'SMD', 2]],
  ['Resistor_SMD:R_0603_1608Metric', ['0603', 'SMD', 2]],
  ['R_0402_1005Metric', ['0402', 'SMD', 2]],
  ['R_0805_2012Metric', ['0805', 'SMD', 2]],
  ['R_1206_3216Metric', ['1206', 'SMD', 2]],
  ['R_2512_6332Metric', ['2512', 'SMD', 2]],
  ['R_0201_0603Metric', ['0201', 'SMD', 2]],
  ['R_0805_2012Metric_Pad1.20x1.40mm_HandSolder', ['0805', 'SMD', 2]],
  ['C_0402_1005Metric', ['0402', 'SMD', 2]],
  ['Capacitor_SMD:C_0805_2012Metric', ['0805', 'SMD', 2]],
  ['C_1210_3225Metric', ['1210', 'SMD', 2]],
  ['C_1206_3216Metric_Pad1.33x1.80mm_HandSolder', ['1206', 'SMD', 2]],
  ['L_0805_2012Metric', ['0805', 'SMD', 2]],
  ['Inductor_SMD:L_1210_3225Metric', ['1210', 'SMD', 2]],
  ['LED_0603_1608Metric', ['0603', 'SMD', 2]],
  ['LED_SMD:LED_0805_2012Metric', ['0805', 'SMD', 2]],
  ['D_0603_1608Metric', ['0603', 'SMD', 2]],
  ['Fuse_1206_3216Metric', ['1206', 'SMD', 2]],
  ['Fuse:Fuse_0805_2012Metric', ['0805', 'SMD', 2]],
  // KiCad: ICs
  ['SOIC-8_3.9x4.9mm_P1.27mm', ['SOIC-8', 'SMD', 8]],
  ['Package_SO:SOIC-8_3.9x4.9mm_P1.27mm', ['SOIC-8', 'SMD', 8]],
  ['SOIC-14_3.9x8.7mm_P1.27mm', ['SOIC-14', 'SMD', 14]],
  ['SOIC-16W_7.5x10.3mm_P1.27mm', ['SOIC-16', 'SMD', 16]],
  ['TSSOP-20_4.4x6.5mm_P0.65mm', ['TSSOP-20', 'SMD', 20]],
  ['TSSOP-14_4.4x5mm_P0.65mm', ['TSSOP-14', 'SMD', 14]],
  ['MSOP-10_3x3mm_P0.5mm', ['MSOP-10', 'SMD', 10]],
  ['SSOP-28_5.3x10.2mm_P0.65mm', ['SSOP-28', 'SMD', 28]],
  ['LQFP-48_7x7mm_P0.5mm', ['LQFP-48', 'SMD', 48]],
  ['Package_QFP:LQFP-64_10x10mm_P0.5mm', ['LQFP-64', 'SMD', 64]],
  ['LQFP-100_14x14mm_P0.5mm', ['LQFP-100', 'SMD', 100]],
  ['TQFP-32_7x7mm_P0.8mm', ['TQFP-32', 'SMD', 32]],
  ['TQFP-44_10x10mm_P0.8mm', ['TQFP-44', 'SMD', 44]],
  ['QFN-32-1EP_5x5mm_P0.5mm_EP3.45x3.45mm', ['QFN-32', 'SMD', 32]],
  ['Package_DFN_QFN:QFN-24-1EP_4x4mm_P0.5mm_EP2.6x2.6mm', ['QFN-24', 'SMD', 24]],
  ['QFN-16-1EP_3x3mm_P0.5mm_EP1.7x1.7mm', ['QFN-16', 'SMD', 16]],
  ['DFN-8-1EP_3x3mm_P0.65mm_EP1.55x2.4mm', ['DFN-8', 'SMD', 8]],
  ['VQFN-20-1EP_3x3mm_P0.4mm_EP1.7x1.7mm', ['VQFN-20', 'SMD', 20]],
  ['WSON-8-1EP_6x5mm_P1.27mm_EP3.4x4.3mm', ['WSON-8', 'SMD', 8]],
  ['BGA-256_17.0x17.0mm_Layout16x16_P1.0mm', ['BGA-256', 'SMD', 256]],
  ['DIP-8_W7.62mm', ['DIP-8', 'THT', 8]],
  ['Package_DIP:DIP-16_W7.62mm', ['DIP-16', 'THT', 16]],
  ['DIP-40_W15.24mm_Socket', ['DIP-40', 'THT', 40]],
  // KiCad: transistors and diodes
  ['SOT-23', ['SOT-23', 'SMD', 3]],
  ['Package_TO_SOT_SMD:SOT-23', ['SOT-23', 'SMD', 3]],
  ['SOT-23-3', ['SOT-23', 'SMD', 3]],
  ['SOT-23-5', ['SOT-23-5', 'SMD', 5]],
  ['SOT-23-6', ['SOT-23-6', 'SMD', 6]],
  ['TSOT-23-5', ['TSOT-23-5', 'SMD', 5]],
  ['SOT-223-3_TabPin2', ['SOT-223', 'SMD', 4]],
  ['SOT-89-3', ['SOT-89', 'SMD', 3]],
  ['SOT-323_SC-70', ['SOT-323', 'SMD', 3]],
  ['SOT-363_SC-70-6', ['SOT-363', 'SMD', 6]],
  ['SC-70-5', ['SC-70-5', 'SMD', 5]],
  ['TO-252-2', ['TO-252-2', 'SMD', 3]],
  ['TO-263-2', ['TO-263-2', 'SMD', 3]],
  ['D_SOD-123', ['SOD-123', 'SMD', 2]],
  ['Diode_SMD:D_SOD-123F', ['SOD-123F', 'SMD', 2]],
  ['D_SOD-323', ['SOD-323', 'SMD', 2]],
  ['D_SOD-523', ['SOD-523', 'SMD', 2]],
  ['D_SMA', ['SMA', 'SMD', 2]],
  ['D_SMB_Handsoldering', ['SMB', 'SMD', 2]],
  ['D_MiniMELF', ['MiniMELF', 'SMD', 2]],
  ['TO-92_Inline', ['TO-92', 'THT', 3]],
  ['Package_TO_SOT_THT:TO-92_Inline_Wide', ['TO-92', 'THT', 3]],
  ['TO-220-3_Vertical', ['TO-220-3', 'THT', 3]],
  ['TO-220-5_Vertical', ['TO-220-5', 'THT', 5]],
  ['TO-247-3_Vertical', ['TO-247-3', 'THT', 3]],
  ['D_DO-41_SOD81_P10.16mm_Horizontal', ['DO-41', 'THT', 2]],
  ['D_DO-35_SOD27_P7.62mm_Horizontal', ['DO-35', 'THT', 2]],
  // KiCad: other through-hole and SMD shapes
  ['PinHeader_1x04_P2.54mm_Vertical', ['PinHeader_1x04_P2.54mm', 'THT', 4]],
  ['Connector_PinHeader_2.54mm:PinHeader_2x05_P2.54mm_Vertical', ['PinHeader_2x05_P2.54mm', 'THT', 10]],
  ['PinHeader_1x02_P2.54mm_Horizontal', ['PinHeader_1x02_P2.54mm', 'THT', 2]],
  ['PinSocket_1x08_P2.54mm_Vertical', ['PinSocket_1x08_P2.54mm', 'THT', 8]],
  ['PinHeader_2x03_P1.27mm_Vertical', ['PinHeader_2x03_P1.27mm', 'THT', 6]],
  ['CP_Radial_D5.0mm_P2.00mm', ['CP_Radial_D5.0mm', 'THT', 2]],
  ['C_Disc_D5.0mm_W2.5mm_P5.00mm', ['C_Disc_D5.0mm', 'THT', 2]],
  ['R_Axial_DIN0207_L6.3mm_D2.5mm_P10.16mm_Horizontal', ['R_Axial_DIN0207', 'THT', 2]],
  ['LED_D5.0mm', ['LED_D5.0mm', 'THT', 2]],
  ['LED_THT:LED_D3.0mm', ['LED_D3.0mm', 'THT', 2]],
  ['CP_Elec_6.3x5.4', ['CP_Elec_6.3x5.4', 'SMD', 2]],
  ['CP_EIA-3528-21_Kemet-B', ['EIA-3528', 'SMD', 2]],
  ['Crystal_SMD_3225-4Pin_3.2x2.5mm', ['Crystal_SMD_3225', 'SMD', 4]],
  ['Crystal_HC49-U_Vertical', ['HC-49', 'THT', 2]],
  ['MountingHole_3.2mm_M3', ['MountingHole', 'OTHER', null]],
  ['Fiducial_1mm_Mask2mm', ['Fiducial', 'OTHER', null]],
  // IPC-7351
  ['RESC1608X55N', ['0603', 'SMD', 2]],
  ['RESC1005X40N', ['0402', 'SMD', 2]],
  ['RESC2012X70N', ['0805', 'SMD', 2]],
  ['RESC3216X70N', ['1206', 'SMD', 2]],
  ['CAPC1005X55N', ['0402', 'SMD', 2]],
  ['CAPC1608X90N', ['0603', 'SMD', 2]],
  ['CAPC2012X125N', ['0805', 'SMD', 2]],
  ['INDC2012X100N', ['0805', 'SMD', 2]],
  ['LEDC1608X80N', ['0603', 'SMD', 2]],
  ['CAPMP3216X180N', ['EIA-3216', 'SMD', 2]],
  ['DIOM5226X230N', ['DO-214AC', 'SMD', 2]],
  ['SOD3716X135N', ['SOD-123', 'SMD', 2]],
  ['SOIC127P600X175-8N', ['SOIC-8', 'SMD', 8]],
  ['SOIC127P600X175-14N', ['SOIC-14', 'SMD', 14]],
  ['SOIC127P1030X265-16N', ['SOIC-16', 'SMD', 16]],
  ['SOP65P640X120-20N', ['TSSOP-20', 'SMD', 20]],
  ['SOP65P490X110-8N', ['MSOP-8', 'SMD', 8]],
  ['SOP65P780X200-28N', ['SSOP-28', 'SMD', 28]],
  ['QFP50P900X900X160-64N', ['LQFP-64', 'SMD', 64]],
  ['QFP80P900X900X120-32N', ['TQFP-32', 'SMD', 32]],
  ['QFN50P400X400X100-25N', ['QFN-24', 'SMD', 24]],
  ['QFN50P500X500X100-33N', ['QFN-32', 'SMD', 32]],
  ['SON65P300X300X100-9N', ['DFN-8', 'SMD', 8]],
  ['SOT95P280X145-5N', ['SOT-23-5', 'SMD', 5]],
  ['SOT95P237X112-3N', ['SOT-23', 'SMD', 3]],
  ['SOT95P280X145-6N', ['SOT-23-6', 'SMD', 6]],
  ['SOT65P210X110-6N', ['SC-70-6', 'SMD', 6]],
  ['SOT230P700X180-4N', ['SOT-223', 'SMD', 4]],
  ['BGA256C100P16X16_1700X1700X175', ['BGA-256', 'SMD', 256]],
  ['DIP762W52P254L1930H508Q16', ['DIP-16', 'THT', 16]],
  ['HDRV4W64P254_1X4_1016X254X838B', ['PinHeader_1x04_P2.54mm', 'THT', 4]],
  // Eagle and Altium habits
  ['0603-RES', ['0603', 'SMD', 2]],
  ['0805-CAP', ['0805', 'SMD', 2]],
  ['R0603', ['0603', 'SMD', 2]],
  ['R0402', ['0402', 'SMD', 2]],
  ['C0805', ['0805', 'SMD', 2]],
  ['C1206', ['1206', 'SMD', 2]],
  ['CAPC0805', ['0805', 'SMD', 2]],
  ['RESC0603', ['0603', 'SMD', 2]],
  ['rcl@R0805', ['0805', 'SMD', 2]],
  ['0603', ['0603', 'SMD', 2]],
  ['1206', ['1206', 'SMD', 2]],
  ['DO-214AC', ['DO-214AC', 'SMD', 2]],
  ['DO214AA', ['DO-214AA', 'SMD', 2]],
  ['SO-8', ['SOIC-8', 'SMD', 8]],
  ['SO8', ['SOIC-8', 'SMD', 8]],
  ['SOT23', ['SOT-23', 'SMD', 3]],
  ['SOT23-5', ['SOT-23-5', 'SMD', 5]],
  ['TQFP32', ['TQFP-32', 'SMD', 32]],
  ['TQFP-32-08', ['TQFP-32', 'SMD', 32]],
  ['DIL8', null],
  ['TO220', ['TO-220', 'THT', 3]],
  ['TO-92', ['TO-92', 'THT', 3]],
  ['DPAK', ['DPAK', 'SMD', 3]],
  ['HC49/S', ['HC-49', 'THT', 2]],
  ['HC-49-SMD', ['HC-49-SMD', 'SMD', 2]],
  // Names that say no package: never guessed
  ['USB_C_Receptacle_GCT_USB4085', null],
  ['SMA_Amphenol_132134_Vertical', null],
  ['SW_Push_1P1T_NO_6x6mm_H9.5mm', null],
  ['BarrelJack_Horizontal', null],
  ['Conn_01x04', null],
  ['ESP32-WROVER', null],
  ['MyLibrary:CUSTOM_FOOTPRINT', null],
  ['', null],
];

describe('packages from footprint names', () => {
  it('has a table of at least 100 real names', () => {
    expect(TABLE.length).toBeGreaterThanOrEqual(100);
  });

  it.each(TABLE)('%s', (footprint, expected) => {
    const found = packageOfFootprint(footprint);
    expect(found && [found.name, found.mountingStyle, found.pins]).toEqual(expected);
  });
});

describe('a package written in the description', () => {
  it.each([
    ['resistor 10K 0603', '0603', 'SMD'],
    ['100nF 50V X7R 0402 10%', '0402', 'SMD'],
    ['LM358 dual op-amp SOIC-8', 'SOIC-8', 'SMD'],
    ['NPN transistor, SOT-23', 'SOT-23', 'SMD'],
    ['Voltage regulator 5V TO-220', 'TO-220', 'THT'],
    ['16MHz HC49', 'HC-49', 'THT'],
  ])('%s → %s', (text, name, mounting) => {
    expect(packageInText(text)).toMatchObject({ name, mountingStyle: mounting });
  });

  it.each([
    ['10k 1%'],
    ['SMA antenna connector'],
    ['Rev 12 board'],
    ['DIP switch'],
    [''],
    ['100uF 16V Case D'],
  ])('finds none in %j', (text) => {
    expect(packageInText(text)).toBeNull();
  });
});

describe('a remark stating the mounting style', () => {
  it.each([
    ['THT', 'THT'],
    ['tht', 'THT'],
    ['Through-hole', 'THT'],
    ['through hole', 'THT'],
    ['SMD', 'SMD'],
    ['SMT', 'SMD'],
    ['surface mount', 'SMD'],
    ['THT, hand soldered', 'THT'],
    ['SMD LED red', 'SMD'],
  ])('%j → %s', (text, style) => {
    expect(mountingStyleInText(text)).toBe(style);
  });

  it.each([['SMD to THT adapter'], ['fit last'], [''], ['SMDX12']])('%j says nothing', (text) => {
    expect(mountingStyleInText(text)).toBeNull();
  });
});

import type { InvoiceSeller } from './invoice-pdf.ts';

/**
 * Who sells: the details printed on every invoice and quoted in the pay-later e-mails. An invoice
 * keeps the seller it was issued with (a snapshot), so changing these never alters an issued one.
 * The IBAN is kept in its printed form, in groups of four.
 */
export const HOUSE_SELLER: InvoiceSeller = {
  name: 'Boardhouse B.V.',
  companyName: null,
  street: 'Torenallee 45',
  postalCode: '5617 BA',
  city: 'Eindhoven',
  countryCode: 'NL',
  vatNumber: 'NL859123455B01',
  chamberOfCommerce: '85912345',
  iban: 'NL91 ABNA 0417 1643 00',
  bic: 'ABNANL2A',
  email: 'billing@boardhouse.local',
};

export interface BankTransferDetails {
  beneficiary: string;
  iban: string;
  bic: string;
}

/** Where a customer who pays later transfers the money (the order key is the payment reference). */
export const BANK_TRANSFER_DETAILS: BankTransferDetails = {
  beneficiary: HOUSE_SELLER.name,
  iban: HOUSE_SELLER.iban,
  bic: HOUSE_SELLER.bic,
};

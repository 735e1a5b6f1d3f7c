import type { TextCatalogues } from './server-text.ts';

/**
 * The name row of a PDF block when what it names is not a person: a project (the offer's project block)
 * or a company (the seller on invoices and credit notes). `doc.name` is a person's name, which
 * Japanese and Chinese write with a word only used for people (氏名, 姓名). English says "Name" for all
 * three, so English PDFs read as before.
 */
export const DOCUMENT_NAME_TEXTS: TextCatalogues = {
  en: { 'doc.projectName': 'Name', 'doc.companyName': 'Name' },
  de: { 'doc.projectName': 'Projektname', 'doc.companyName': 'Firmenname' },
  fr: { 'doc.projectName': 'Nom du projet', 'doc.companyName': 'Raison sociale' },
  es: { 'doc.projectName': 'Nombre del proyecto', 'doc.companyName': 'Razón social' },
  jp: { 'doc.projectName': 'プロジェクト名', 'doc.companyName': '会社名' },
  ch: { 'doc.projectName': '项目名称', 'doc.companyName': '公司名称' },
};

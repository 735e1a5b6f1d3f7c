import type { RevisionFile } from '@boardhouse/shared/orders/order-rework-api';
import type { Language } from '@boardhouse/shared/product';
import type { MailText } from './order-mail-texts.ts';

/**
 * The words of the two e-mails staff get about an order's review, in every interface language: the
 * customer asks for a review, and the customer sends corrected files back to review. Each staff member
 * reads them in their own language; order-rework-mails.ts puts them together with the order e-mails'
 * greeting and signature.
 */

export type StaffOrderFacts = { orderKey: string; project: string };
/** `files` is the list of changed files, already joined the language's way ("Gerber files and BOM"). */
export type ResubmittedMailFacts = StaffOrderFacts & { revision: number; files: string };

export interface ReworkMailTexts {
  reviewRequested: MailText<StaffOrderFacts>;
  filesResubmitted: MailText<ResubmittedMailFacts>;
  /** Before the customer's own words, which are quoted as written. */
  noteLabel: string;
  files: Record<RevisionFile, string>;
}

export const REWORK_MAIL_TEXTS: Record<Language, ReworkMailTexts> = {
  en: {
    reviewRequested: {
      subject: (f) => `Review requested for order ${f.orderKey}`,
      intro: (f) => `The customer asks for a review of order ${f.orderKey} (project "${f.project}").`,
      outro: 'Check the ordered files and record the review on the order.',
      action: 'Open the order',
    },
    filesResubmitted: {
      subject: (f) => `Corrected files for order ${f.orderKey} (revision ${f.revision})`,
      intro: (f) =>
        `The customer sent corrected files for order ${f.orderKey} (project "${f.project}"): ${f.files}, revision ${f.revision}.`,
      outro: 'The order waits for review again.',
      action: 'Open the order',
    },
    noteLabel: 'The customer’s note',
    files: { gerbers: 'Gerber files', bom: 'BOM', placements: 'placement file' },
  },
  de: {
    reviewRequested: {
      subject: (f) => `Prüfung angefragt für Bestellung ${f.orderKey}`,
      intro: (f) => `Der Kunde bittet um eine Prüfung der Bestellung ${f.orderKey} (Projekt „${f.project}“).`,
      outro: 'Prüfen Sie die bestellten Dateien und tragen Sie das Ergebnis in der Bestellung ein.',
      action: 'Bestellung öffnen',
    },
    filesResubmitted: {
      subject: (f) => `Korrigierte Dateien für Bestellung ${f.orderKey} (Revision ${f.revision})`,
      intro: (f) =>
        `Der Kunde hat korrigierte Dateien für die Bestellung ${f.orderKey} (Projekt „${f.project}“) gesendet: ${f.files}, Revision ${f.revision}.`,
      outro: 'Die Bestellung wartet erneut auf die Prüfung.',
      action: 'Bestellung öffnen',
    },
    noteLabel: 'Anmerkung des Kunden',
    files: { gerbers: 'Gerber-Dateien', bom: 'Stückliste (BOM)', placements: 'Bestückungsdatei' },
  },
  fr: {
    reviewRequested: {
      subject: (f) => `Vérification demandée pour la commande ${f.orderKey}`,
      intro: (f) =>
        `Le client demande une vérification de la commande ${f.orderKey} (projet «\u00a0${f.project}\u00a0»).`,
      outro: 'Vérifiez les fichiers commandés et enregistrez le résultat sur la commande.',
      action: 'Ouvrir la commande',
    },
    filesResubmitted: {
      subject: (f) => `Fichiers corrigés pour la commande ${f.orderKey} (révision ${f.revision})`,
      intro: (f) =>
        `Le client a envoyé des fichiers corrigés pour la commande ${f.orderKey} (projet «\u00a0${f.project}\u00a0»)\u00a0: ${f.files}, révision ${f.revision}.`,
      outro: 'La commande attend de nouveau la vérification.',
      action: 'Ouvrir la commande',
    },
    noteLabel: 'Remarque du client',
    files: { gerbers: 'fichiers Gerber', bom: 'nomenclature (BOM)', placements: 'fichier de placement' },
  },
  es: {
    reviewRequested: {
      subject: (f) => `Revisión solicitada para el pedido ${f.orderKey}`,
      intro: (f) => `El cliente solicita una revisión del pedido ${f.orderKey} (proyecto «${f.project}»).`,
      outro: 'Revise los archivos pedidos y registre el resultado en el pedido.',
      action: 'Abrir el pedido',
    },
    filesResubmitted: {
      subject: (f) => `Archivos corregidos para el pedido ${f.orderKey} (revisión ${f.revision})`,
      intro: (f) =>
        `El cliente ha enviado archivos corregidos para el pedido ${f.orderKey} (proyecto «${f.project}»): ${f.files}, revisión ${f.revision}.`,
      outro: 'El pedido vuelve a esperar la revisión.',
      action: 'Abrir el pedido',
    },
    noteLabel: 'Nota del cliente',
    files: {
      gerbers: 'archivos Gerber',
      bom: 'lista de materiales (BOM)',
      placements: 'archivo de colocación',
    },
  },
  jp: {
    reviewRequested: {
      subject: (f) => `注文 ${f.orderKey} の確認依頼`,
      intro: (f) => `お客様から注文 ${f.orderKey}（プロジェクト「${f.project}」）の確認依頼がありました。`,
      outro: '注文されたファイルを確認し、結果を注文に記録してください。',
      action: '注文を開く',
    },
    filesResubmitted: {
      subject: (f) => `注文 ${f.orderKey} の修正ファイル（リビジョン ${f.revision}）`,
      intro: (f) =>
        `お客様から注文 ${f.orderKey}（プロジェクト「${f.project}」）の修正ファイルが届きました：${f.files}、リビジョン ${f.revision}。`,
      outro: '注文は再び確認待ちになっています。',
      action: '注文を開く',
    },
    noteLabel: 'お客様のコメント',
    files: { gerbers: 'Gerberファイル', bom: 'BOM（部品表）', placements: '部品配置ファイル' },
  },
  ch: {
    reviewRequested: {
      subject: (f) => `订单 ${f.orderKey} 请求审核`,
      intro: (f) => `客户请求审核订单 ${f.orderKey}（项目“${f.project}”）。`,
      outro: '请检查所订购的文件，并在订单中记录审核结果。',
      action: '打开订单',
    },
    filesResubmitted: {
      subject: (f) => `订单 ${f.orderKey} 的修正文件（版本 ${f.revision}）`,
      intro: (f) =>
        `客户已为订单 ${f.orderKey}（项目“${f.project}”）发送修正文件：${f.files}，版本 ${f.revision}。`,
      outro: '订单再次等待审核。',
      action: '打开订单',
    },
    noteLabel: '客户备注',
    files: { gerbers: 'Gerber 文件', bom: 'BOM（物料清单）', placements: '贴片坐标文件' },
  },
};

/** The texts in `language`; English when the language is unknown. */
export const reworkMailTextsOf = (language: string): ReworkMailTexts =>
  Object.hasOwn(REWORK_MAIL_TEXTS, language) ? REWORK_MAIL_TEXTS[language as Language] : REWORK_MAIL_TEXTS.en;

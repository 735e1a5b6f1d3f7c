import type { OrderDocumentKind } from '@boardhouse/shared/orders/documents-api';
import type { Language } from '@boardhouse/shared/product';

/**
 * The words of the "new documents" e-mail in every interface language. Greeting, signature and locale
 * are the order e-mails' (orders/order-mail-texts.ts); document-mails.ts puts them together.
 */

export interface DocumentFacts {
  orderKey: string;
  project: string;
  count: number;
}

export interface DocumentMailTexts {
  subject: (facts: DocumentFacts) => string;
  intro: (facts: DocumentFacts) => string;
  outro: string;
  /** Label of the link to My Documentation. */
  action: string;
  /** Label of the second link, to the order's page. */
  orderPage: string;
  /** The name of each kind of document, as the list in the message shows it. */
  kinds: Record<OrderDocumentKind, string>;
}

const FR = (text: string) => `«\u00a0${text}\u00a0»`;

export const DOCUMENT_MAIL_TEXTS: Record<Language, DocumentMailTexts> = {
  en: {
    subject: (f) => `New documents for your order ${f.orderKey}`,
    intro: (f) =>
      `${f.count === 1 ? 'A new document is' : `${f.count} new documents are`} available for your order ${f.orderKey} (project "${f.project}"):`,
    outro: 'You can download them at any time from My Documentation or from the order page.',
    action: 'Open My Documentation',
    orderPage: 'View my order',
    kinds: {
      invoice: 'Invoice',
      'credit-note': 'Credit note',
      'payment-invoice': 'Payment invoice',
      'final-bom': 'Final BOM',
      'component-orientation-report': 'Component orientation report',
      'production-report': 'Production report',
    },
  },
  de: {
    subject: (f) => `Neue Dokumente zu Ihrer Bestellung ${f.orderKey}`,
    intro: (f) =>
      `Zu Ihrer Bestellung ${f.orderKey} (Projekt „${f.project}“) ${f.count === 1 ? 'steht ein neues Dokument' : `stehen ${f.count} neue Dokumente`} bereit:`,
    outro:
      'Sie können sie jederzeit unter „Meine Dokumentation“ oder auf der Seite der Bestellung herunterladen.',
    action: 'Meine Dokumentation öffnen',
    orderPage: 'Meine Bestellung ansehen',
    kinds: {
      invoice: 'Rechnung',
      'credit-note': 'Gutschrift',
      'payment-invoice': 'Zahlungsrechnung',
      'final-bom': 'Endgültige Stückliste',
      'component-orientation-report': 'Bericht zur Bauteilausrichtung',
      'production-report': 'Fertigungsbericht',
    },
  },
  fr: {
    subject: (f) => `Nouveaux documents pour votre commande ${f.orderKey}`,
    intro: (f) =>
      `${f.count === 1 ? 'Un nouveau document est disponible' : `${f.count} nouveaux documents sont disponibles`} pour votre commande ${f.orderKey} (projet ${FR(f.project)})\u00a0:`,
    outro:
      'Vous pouvez les télécharger à tout moment depuis «\u00a0Ma documentation\u00a0» ou depuis la page de la commande.',
    action: 'Ouvrir ma documentation',
    orderPage: 'Voir ma commande',
    kinds: {
      invoice: 'Facture',
      'credit-note': 'Avoir',
      'payment-invoice': 'Facture de paiement',
      'final-bom': 'Nomenclature finale',
      'component-orientation-report': 'Rapport d’orientation des composants',
      'production-report': 'Rapport de production',
    },
  },
  es: {
    subject: (f) => `Nuevos documentos para su pedido ${f.orderKey}`,
    intro: (f) =>
      `${f.count === 1 ? 'Hay un nuevo documento disponible' : `Hay ${f.count} nuevos documentos disponibles`} para su pedido ${f.orderKey} (proyecto «${f.project}»):`,
    outro: 'Puede descargarlos en cualquier momento desde «Mi documentación» o desde la página del pedido.',
    action: 'Abrir mi documentación',
    orderPage: 'Ver mi pedido',
    kinds: {
      invoice: 'Factura',
      'credit-note': 'Factura rectificativa',
      'payment-invoice': 'Factura de pago',
      'final-bom': 'Lista de materiales final',
      'component-orientation-report': 'Informe de orientación de componentes',
      'production-report': 'Informe de producción',
    },
  },
  jp: {
    subject: (f) => `ご注文 ${f.orderKey} の新しい書類のお知らせ`,
    intro: (f) =>
      `ご注文 ${f.orderKey}（プロジェクト「${f.project}」）の新しい書類（${f.count} 件）をご用意しました。`,
    outro: '書類は「マイドキュメント」または注文ページからいつでもダウンロードいただけます。',
    action: 'マイドキュメントを開く',
    orderPage: '注文を確認する',
    kinds: {
      invoice: '請求書',
      'credit-note': 'クレジットノート',
      'payment-invoice': '支払い請求書',
      'final-bom': '最終部品表（BOM）',
      'component-orientation-report': '部品向き確認レポート',
      'production-report': '製造レポート',
    },
  },
  ch: {
    subject: (f) => `您的订单 ${f.orderKey} 有新文件`,
    intro: (f) => `您的订单 ${f.orderKey}（项目“${f.project}”）有 ${f.count} 份新文件可供查看：`,
    outro: '您可以随时在“我的文档”或订单页面下载这些文件。',
    action: '打开我的文档',
    orderPage: '查看我的订单',
    kinds: {
      invoice: '发票',
      'credit-note': '贷项通知单',
      'payment-invoice': '付款发票',
      'final-bom': '最终物料清单（BOM）',
      'component-orientation-report': '元件方向报告',
      'production-report': '生产报告',
    },
  },
};

/** The texts of a language; an unknown one gets English. */
export const documentMailTextsOf = (language: string): DocumentMailTexts =>
  Object.hasOwn(DOCUMENT_MAIL_TEXTS, language)
    ? DOCUMENT_MAIL_TEXTS[language as Language]
    : DOCUMENT_MAIL_TEXTS.en;

import type { Language } from '@boardhouse/shared/product';
import type { MailMessage } from '../mail/mailer.ts';
import type { MailText, OrderFacts } from './order-mail-texts.ts';
import {
  compose,
  formatAmount,
  type OrderMailFacts,
  type OrderMailRecipient,
  orderPageLink,
  partsOf,
  prepare,
} from './order-mails.ts';

/**
 * The e-mails after the sale, in the customer's language: an order cancelled (by them or by staff, with
 * the reason as given) and money given back (with its credit note).
 */

type RefundFacts = OrderFacts & { refunded: string; creditNote: string };

interface AfterSalesTexts {
  cancelled: MailText;
  /** Added to the cancellation when the order was paid: the money follows in its own e-mail. */
  refundFollows: string;
  reasonLabel: string;
  refunded: MailText<RefundFacts>;
}

const FR = (text: string) => `«\u00a0${text}\u00a0»`;

export const AFTER_SALES_MAIL_TEXTS: Record<Language, AfterSalesTexts> = {
  en: {
    cancelled: {
      subject: (f) => `Order ${f.orderKey} is cancelled`,
      intro: (f) => `Your order ${f.orderKey} for the project "${f.project}" (${f.amount}) is cancelled.`,
      outro: 'Your project stays in your account: you can order it again at any time.',
      action: 'View my order',
    },
    refundFollows:
      'What you paid is refunded to you; you will receive a separate e-mail with the credit note.',
    reasonLabel: 'Reason',
    refunded: {
      subject: (f) => `Refund of ${f.refunded} for order ${f.orderKey}`,
      intro: (f) =>
        `We have refunded ${f.refunded} for order ${f.orderKey} (project "${f.project}"). Your credit note ${f.creditNote} can be downloaded from the order page and from My Documentation.`,
      outro: 'Depending on your bank, the money reaches your account within a few working days.',
      action: 'View my order and credit note',
    },
  },
  de: {
    cancelled: {
      subject: (f) => `Bestellung ${f.orderKey} ist storniert`,
      intro: (f) =>
        `Ihre Bestellung ${f.orderKey} für das Projekt „${f.project}“ (${f.amount}) ist storniert.`,
      outro: 'Ihr Projekt bleibt in Ihrem Konto: Sie können es jederzeit erneut bestellen.',
      action: 'Meine Bestellung ansehen',
    },
    refundFollows:
      'Der gezahlte Betrag wird Ihnen erstattet; Sie erhalten eine separate E-Mail mit der Gutschrift.',
    reasonLabel: 'Grund',
    refunded: {
      subject: (f) => `Erstattung von ${f.refunded} für Bestellung ${f.orderKey}`,
      intro: (f) =>
        `Wir haben Ihnen ${f.refunded} für die Bestellung ${f.orderKey} (Projekt „${f.project}“) erstattet. Ihre Gutschrift ${f.creditNote} können Sie auf der Seite der Bestellung und unter „Meine Dokumentation“ herunterladen.`,
      outro: 'Je nach Bank ist das Geld in wenigen Werktagen auf Ihrem Konto.',
      action: 'Bestellung und Gutschrift ansehen',
    },
  },
  fr: {
    cancelled: {
      subject: (f) => `La commande ${f.orderKey} est annulée`,
      intro: (f) => `Votre commande ${f.orderKey} pour le projet ${FR(f.project)} (${f.amount}) est annulée.`,
      outro: 'Votre projet reste dans votre compte\u00a0: vous pouvez le commander de nouveau à tout moment.',
      action: 'Voir ma commande',
    },
    refundFollows: 'Le montant payé vous est remboursé\u00a0; vous recevrez un e-mail séparé avec l’avoir.',
    reasonLabel: 'Motif',
    refunded: {
      subject: (f) => `Remboursement de ${f.refunded} pour la commande ${f.orderKey}`,
      intro: (f) =>
        `Nous vous avons remboursé ${f.refunded} pour la commande ${f.orderKey} (projet ${FR(f.project)}). Votre avoir ${f.creditNote} est téléchargeable sur la page de la commande et dans «\u00a0Ma documentation\u00a0».`,
      outro: 'Selon votre banque, l’argent arrive sur votre compte sous quelques jours ouvrés.',
      action: 'Voir ma commande et l’avoir',
    },
  },
  es: {
    cancelled: {
      subject: (f) => `El pedido ${f.orderKey} está cancelado`,
      intro: (f) => `Su pedido ${f.orderKey} del proyecto «${f.project}» (${f.amount}) está cancelado.`,
      outro: 'Su proyecto sigue en su cuenta: puede volver a pedirlo cuando quiera.',
      action: 'Ver mi pedido',
    },
    refundFollows: 'Le devolvemos lo que pagó; recibirá un correo aparte con la factura rectificativa.',
    reasonLabel: 'Motivo',
    refunded: {
      subject: (f) => `Reembolso de ${f.refunded} del pedido ${f.orderKey}`,
      intro: (f) =>
        `Le hemos reembolsado ${f.refunded} del pedido ${f.orderKey} (proyecto «${f.project}»). Puede descargar su factura rectificativa ${f.creditNote} en la página del pedido y en Mi documentación.`,
      outro: 'Según su banco, el dinero llega a su cuenta en unos pocos días hábiles.',
      action: 'Ver mi pedido y la factura rectificativa',
    },
  },
  jp: {
    cancelled: {
      subject: (f) => `ご注文 ${f.orderKey} はキャンセルされました`,
      intro: (f) =>
        `プロジェクト「${f.project}」のご注文 ${f.orderKey}（${f.amount}）はキャンセルされました。`,
      outro: 'プロジェクトはアカウントに残っており、いつでも再注文できます。',
      action: '注文を見る',
    },
    refundFollows: 'お支払い済みの金額は返金されます。クレジットノートは別のメールでお送りします。',
    reasonLabel: '理由',
    refunded: {
      subject: (f) => `ご注文 ${f.orderKey} の ${f.refunded} を返金しました`,
      intro: (f) =>
        `ご注文 ${f.orderKey}（プロジェクト「${f.project}」）について ${f.refunded} を返金しました。クレジットノート ${f.creditNote} は注文ページと「マイドキュメント」からダウンロードできます。`,
      outro: 'ご利用の銀行により、数営業日以内に口座に反映されます。',
      action: '注文とクレジットノートを見る',
    },
  },
  ch: {
    cancelled: {
      subject: (f) => `订单 ${f.orderKey} 已取消`,
      intro: (f) => `您为项目“${f.project}”下的订单 ${f.orderKey}（${f.amount}）已取消。`,
      outro: '您的项目仍保留在账户中，可随时再次订购。',
      action: '查看我的订单',
    },
    refundFollows: '您已支付的款项将退还给您；贷项通知单将通过另一封邮件发送。',
    reasonLabel: '原因',
    refunded: {
      subject: (f) => `订单 ${f.orderKey} 已退款 ${f.refunded}`,
      intro: (f) =>
        `我们已为订单 ${f.orderKey}（项目“${f.project}”）退款 ${f.refunded}。您可以在订单页面和“我的文档”中下载贷项通知单 ${f.creditNote}。`,
      outro: '视您的银行而定，款项将在几个工作日内到账。',
      action: '查看订单和贷项通知单',
    },
  },
};

const textsOf = (language: string): AfterSalesTexts =>
  Object.hasOwn(AFTER_SALES_MAIL_TEXTS, language)
    ? AFTER_SALES_MAIL_TEXTS[language as Language]
    : AFTER_SALES_MAIL_TEXTS.en;

/** Sent when an order is cancelled; `reason` is given as the person wrote it. */
export function orderCancelledMessage(
  publicUrl: string,
  to: OrderMailRecipient,
  order: OrderMailFacts & { reason: string; refundFollows: boolean },
): MailMessage {
  const { texts, facts } = prepare(to.language, order);
  const words = textsOf(to.language);
  const details = [`${words.reasonLabel}: ${order.reason}`];
  if (order.refundFollows) details.push(words.refundFollows);
  return compose(texts, to, orderPageLink(publicUrl, order.orderId), {
    ...partsOf(words.cancelled, facts),
    details,
  });
}

/** Sent when a refund is booked: how much came back and the credit note that says so. */
export function refundBookedMessage(
  publicUrl: string,
  to: OrderMailRecipient,
  order: OrderMailFacts & { refundedCents: number; creditNoteNumber: string },
): MailMessage {
  const { texts, facts } = prepare(to.language, order);
  const refunded = formatAmount(order.refundedCents, order.currency, texts.locale);
  return compose(
    texts,
    to,
    orderPageLink(publicUrl, order.orderId),
    partsOf(textsOf(to.language).refunded, { ...facts, refunded, creditNote: order.creditNoteNumber }),
  );
}

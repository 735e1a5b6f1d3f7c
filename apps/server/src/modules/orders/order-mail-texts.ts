import type { Language } from '@boardhouse/shared/product';

/**
 * The words of the order e-mails in every interface language: per message a subject, an intro with
 * the facts filled in (already formatted: the amount in the language's style), an outro and the label
 * of its one link. order-mails.ts puts them together and escapes them.
 */

export type OrderFacts = { orderKey: string; project: string; amount: string };

export interface MailText<F = OrderFacts> {
  subject: (facts: F) => string;
  intro: (facts: F) => string;
  outro: string;
  action: string;
}

export interface OrderMailTexts {
  /** BCP 47 tag for Intl; the app's language codes ("jp", "ch") are not all tags. */
  locale: string;
  greeting: (firstname: string) => string;
  signature: string;
  /** Labels of the transfer details; "IBAN" is the same in every language. */
  bank: { beneficiary: string; bic: string; amount: string; reference: string };
  orderReceived: MailText;
  paymentReceived: MailText<OrderFacts & { invoiceNumber: string }>;
  paymentFailed: MailText;
  payLater: MailText;
  paymentReminder: MailText<OrderFacts & { days: number }>;
}

const FR = (text: string) => `«\u00a0${text}\u00a0»`;

export const ORDER_MAIL_TEXTS: Record<Language, OrderMailTexts> = {
  en: {
    locale: 'en-GB',
    greeting: (name) => `Hello ${name},`,
    signature: 'Boardhouse',
    bank: { beneficiary: 'Beneficiary', bic: 'BIC', amount: 'Amount', reference: 'Payment reference' },
    orderReceived: {
      subject: (f) => `We received your order ${f.orderKey}`,
      intro: (f) =>
        `Thank you for your order ${f.orderKey} for the project "${f.project}". The total is ${f.amount}. You can follow your order on its page.`,
      outro: 'We will e-mail you again once your payment has been received.',
      action: 'View my order',
    },
    paymentReceived: {
      subject: (f) => `Payment received for order ${f.orderKey}`,
      intro: (f) =>
        `We have received your payment of ${f.amount} for order ${f.orderKey} (project "${f.project}"). Thank you! Your invoice ${f.invoiceNumber} can be downloaded from the order page.`,
      outro: 'We will keep you informed as your order progresses.',
      action: 'View my order and invoice',
    },
    paymentFailed: {
      subject: (f) => `Payment for order ${f.orderKey} did not go through`,
      intro: (f) =>
        `Your payment of ${f.amount} for order ${f.orderKey} (project "${f.project}") did not go through.`,
      outro: 'Your order is kept. You can try again on the order page, or choose to pay by bank transfer.',
      action: 'Try again',
    },
    payLater: {
      subject: (f) => `How to pay order ${f.orderKey} by bank transfer`,
      intro: (f) =>
        `You chose to pay order ${f.orderKey} (project "${f.project}") by bank transfer. Please transfer ${f.amount} to the account below and quote ${f.orderKey} as the payment reference, so that we can match your payment to your order.`,
      outro:
        'We start production once the money has arrived. Would you rather pay now? You can still pay by card on the order page.',
      action: 'Pay by card',
    },
    paymentReminder: {
      subject: (f) => `Reminder: order ${f.orderKey} is waiting for payment`,
      intro: (f) =>
        `Your order ${f.orderKey} (project "${f.project}") has been waiting for payment for ${f.days} ${f.days === 1 ? 'day' : 'days'}. Please transfer ${f.amount} to the account below, quoting ${f.orderKey} as the payment reference.`,
      outro:
        'If you have already paid, thank you, and please ignore this reminder: a transfer can take a few working days to arrive. You can also pay by card on the order page.',
      action: 'Pay by card',
    },
  },
  de: {
    locale: 'de-DE',
    greeting: (name) => `Hallo ${name},`,
    signature: 'Ihr Boardhouse-Team',
    bank: { beneficiary: 'Empfänger', bic: 'BIC', amount: 'Betrag', reference: 'Verwendungszweck' },
    orderReceived: {
      subject: (f) => `Wir haben Ihre Bestellung ${f.orderKey} erhalten`,
      intro: (f) =>
        `Vielen Dank für Ihre Bestellung ${f.orderKey} für das Projekt „${f.project}“. Der Gesamtbetrag beträgt ${f.amount}. Den Stand Ihrer Bestellung sehen Sie auf der Bestellseite.`,
      outro: 'Sobald Ihre Zahlung eingegangen ist, erhalten Sie eine weitere E-Mail.',
      action: 'Meine Bestellung ansehen',
    },
    paymentReceived: {
      subject: (f) => `Zahlung für Bestellung ${f.orderKey} erhalten`,
      intro: (f) =>
        `Wir haben Ihre Zahlung über ${f.amount} für die Bestellung ${f.orderKey} (Projekt „${f.project}“) erhalten. Vielen Dank! Ihre Rechnung ${f.invoiceNumber} können Sie auf der Bestellseite herunterladen.`,
      outro: 'Wir halten Sie über den Fortschritt Ihrer Bestellung auf dem Laufenden.',
      action: 'Bestellung und Rechnung ansehen',
    },
    paymentFailed: {
      subject: (f) => `Zahlung für Bestellung ${f.orderKey} nicht erfolgreich`,
      intro: (f) =>
        `Ihre Zahlung über ${f.amount} für die Bestellung ${f.orderKey} (Projekt „${f.project}“) konnte nicht abgeschlossen werden.`,
      outro:
        'Ihre Bestellung bleibt erhalten. Sie können es auf der Bestellseite erneut versuchen oder per Banküberweisung bezahlen.',
      action: 'Erneut versuchen',
    },
    payLater: {
      subject: (f) => `Bezahlung der Bestellung ${f.orderKey} per Banküberweisung`,
      intro: (f) =>
        `Sie haben gewählt, die Bestellung ${f.orderKey} (Projekt „${f.project}“) per Banküberweisung zu bezahlen. Bitte überweisen Sie ${f.amount} auf das unten stehende Konto und geben Sie ${f.orderKey} als Verwendungszweck an, damit wir Ihre Zahlung Ihrer Bestellung zuordnen können.`,
      outro:
        'Die Fertigung beginnt, sobald das Geld eingegangen ist. Möchten Sie lieber sofort bezahlen? Auf der Bestellseite können Sie weiterhin mit Karte bezahlen.',
      action: 'Mit Karte bezahlen',
    },
    paymentReminder: {
      subject: (f) => `Erinnerung: Bestellung ${f.orderKey} wartet auf Zahlung`,
      intro: (f) =>
        `Ihre Bestellung ${f.orderKey} (Projekt „${f.project}“) wartet seit ${f.days} ${f.days === 1 ? 'Tag' : 'Tagen'} auf Ihre Zahlung. Bitte überweisen Sie ${f.amount} auf das unten stehende Konto und geben Sie ${f.orderKey} als Verwendungszweck an.`,
      outro:
        'Falls Sie bereits bezahlt haben, vielen Dank – dann betrachten Sie diese Erinnerung bitte als gegenstandslos: Eine Überweisung kann einige Werktage dauern. Sie können auch auf der Bestellseite mit Karte bezahlen.',
      action: 'Mit Karte bezahlen',
    },
  },
  fr: {
    locale: 'fr-FR',
    greeting: (name) => `Bonjour ${name},`,
    signature: 'L’équipe Boardhouse',
    bank: { beneficiary: 'Bénéficiaire', bic: 'BIC', amount: 'Montant', reference: 'Référence de paiement' },
    orderReceived: {
      subject: (f) => `Nous avons bien reçu votre commande ${f.orderKey}`,
      intro: (f) =>
        `Merci pour votre commande ${f.orderKey} pour le projet ${FR(f.project)}. Le montant total est de ${f.amount}. Vous pouvez suivre votre commande sur sa page.`,
      outro: 'Nous vous écrirons de nouveau dès réception de votre paiement.',
      action: 'Voir ma commande',
    },
    paymentReceived: {
      subject: (f) => `Paiement reçu pour la commande ${f.orderKey}`,
      intro: (f) =>
        `Nous avons bien reçu votre paiement de ${f.amount} pour la commande ${f.orderKey} (projet ${FR(f.project)}). Merci\u00a0! Votre facture ${f.invoiceNumber} peut être téléchargée depuis la page de la commande.`,
      outro: 'Nous vous tiendrons informé de l’avancement de votre commande.',
      action: 'Voir ma commande et ma facture',
    },
    paymentFailed: {
      subject: (f) => `Le paiement de la commande ${f.orderKey} n’a pas abouti`,
      intro: (f) =>
        `Votre paiement de ${f.amount} pour la commande ${f.orderKey} (projet ${FR(f.project)}) n’a pas abouti.`,
      outro:
        'Votre commande est conservée. Vous pouvez réessayer depuis la page de la commande ou choisir de payer par virement bancaire.',
      action: 'Réessayer',
    },
    payLater: {
      subject: (f) => `Payer la commande ${f.orderKey} par virement bancaire`,
      intro: (f) =>
        `Vous avez choisi de payer la commande ${f.orderKey} (projet ${FR(f.project)}) par virement bancaire. Veuillez virer ${f.amount} sur le compte ci-dessous en indiquant ${f.orderKey} comme référence de paiement, afin que nous puissions rattacher votre paiement à votre commande.`,
      outro:
        'La fabrication commence dès réception des fonds. Vous préférez payer maintenant\u00a0? Vous pouvez toujours payer par carte depuis la page de la commande.',
      action: 'Payer par carte',
    },
    paymentReminder: {
      subject: (f) => `Rappel\u00a0: la commande ${f.orderKey} est en attente de paiement`,
      intro: (f) =>
        `Votre commande ${f.orderKey} (projet ${FR(f.project)}) attend votre paiement depuis ${f.days} ${f.days === 1 ? 'jour' : 'jours'}. Veuillez virer ${f.amount} sur le compte ci-dessous en indiquant ${f.orderKey} comme référence de paiement.`,
      outro:
        'Si vous avez déjà payé, merci, et ne tenez pas compte de ce rappel\u00a0: un virement peut prendre quelques jours ouvrés. Vous pouvez aussi payer par carte depuis la page de la commande.',
      action: 'Payer par carte',
    },
  },
  es: {
    locale: 'es-ES',
    greeting: (name) => `Hola, ${name}:`,
    signature: 'El equipo de Boardhouse',
    bank: { beneficiary: 'Beneficiario', bic: 'BIC', amount: 'Importe', reference: 'Concepto' },
    orderReceived: {
      subject: (f) => `Hemos recibido su pedido ${f.orderKey}`,
      intro: (f) =>
        `Gracias por su pedido ${f.orderKey} del proyecto «${f.project}». El importe total es de ${f.amount}. Puede seguir el estado de su pedido en su página.`,
      outro: 'Le enviaremos otro correo electrónico en cuanto recibamos su pago.',
      action: 'Ver mi pedido',
    },
    paymentReceived: {
      subject: (f) => `Pago recibido del pedido ${f.orderKey}`,
      intro: (f) =>
        `Hemos recibido su pago de ${f.amount} del pedido ${f.orderKey} (proyecto «${f.project}»). ¡Gracias! Puede descargar su factura ${f.invoiceNumber} desde la página del pedido.`,
      outro: 'Le mantendremos informado del avance de su pedido.',
      action: 'Ver mi pedido y la factura',
    },
    paymentFailed: {
      subject: (f) => `El pago del pedido ${f.orderKey} no se ha completado`,
      intro: (f) =>
        `Su pago de ${f.amount} del pedido ${f.orderKey} (proyecto «${f.project}») no se ha completado.`,
      outro:
        'Su pedido se conserva. Puede volver a intentarlo desde la página del pedido o elegir pagar por transferencia bancaria.',
      action: 'Volver a intentarlo',
    },
    payLater: {
      subject: (f) => `Cómo pagar el pedido ${f.orderKey} por transferencia bancaria`,
      intro: (f) =>
        `Ha elegido pagar el pedido ${f.orderKey} (proyecto «${f.project}») por transferencia bancaria. Transfiera ${f.amount} a la cuenta indicada abajo e indique ${f.orderKey} como concepto, para que podamos asociar su pago a su pedido.`,
      outro:
        'La fabricación comienza en cuanto recibamos el importe. ¿Prefiere pagar ahora? Todavía puede pagar con tarjeta desde la página del pedido.',
      action: 'Pagar con tarjeta',
    },
    paymentReminder: {
      subject: (f) => `Recordatorio: el pedido ${f.orderKey} está pendiente de pago`,
      intro: (f) =>
        `Su pedido ${f.orderKey} (proyecto «${f.project}») lleva ${f.days} ${f.days === 1 ? 'día' : 'días'} pendiente de pago. Transfiera ${f.amount} a la cuenta indicada abajo e indique ${f.orderKey} como concepto.`,
      outro:
        'Si ya ha pagado, gracias; no tenga en cuenta este recordatorio: una transferencia puede tardar algunos días hábiles. También puede pagar con tarjeta desde la página del pedido.',
      action: 'Pagar con tarjeta',
    },
  },
  jp: {
    locale: 'ja-JP',
    greeting: (name) => `${name} 様`,
    signature: 'Boardhouse',
    bank: { beneficiary: '受取人', bic: 'BIC（SWIFTコード）', amount: '金額', reference: '振込参照番号' },
    orderReceived: {
      subject: (f) => `ご注文 ${f.orderKey} を承りました`,
      intro: (f) =>
        `プロジェクト「${f.project}」のご注文 ${f.orderKey} をいただき、ありがとうございます。合計金額は ${f.amount} です。ご注文の状況は注文ページでご確認いただけます。`,
      outro: 'お支払いを確認しましたら、改めてメールでお知らせします。',
      action: '注文を確認する',
    },
    paymentReceived: {
      subject: (f) => `ご注文 ${f.orderKey} のお支払いを確認しました`,
      intro: (f) =>
        `ご注文 ${f.orderKey}（プロジェクト「${f.project}」）について、${f.amount} のお支払いを確認いたしました。ありがとうございます。請求書 ${f.invoiceNumber} は注文ページからダウンロードいただけます。`,
      outro: 'ご注文の進捗は随時お知らせいたします。',
      action: '注文と請求書を確認する',
    },
    paymentFailed: {
      subject: (f) => `ご注文 ${f.orderKey} のお支払いが完了しませんでした`,
      intro: (f) =>
        `ご注文 ${f.orderKey}（プロジェクト「${f.project}」）の ${f.amount} のお支払いが完了しませんでした。`,
      outro:
        'ご注文はそのまま保持されています。注文ページから再度お支払いいただくか、銀行振込をお選びください。',
      action: 'もう一度支払う',
    },
    payLater: {
      subject: (f) => `ご注文 ${f.orderKey} の銀行振込のご案内`,
      intro: (f) =>
        `ご注文 ${f.orderKey}（プロジェクト「${f.project}」）のお支払い方法として銀行振込をお選びいただきました。下記の口座へ ${f.amount} をお振り込みください。お支払いとご注文を照合するため、振込参照番号として ${f.orderKey} を必ずご記入ください。`,
      outro:
        'ご入金を確認後、製造を開始いたします。今すぐお支払いをご希望の場合は、注文ページからカードでお支払いいただけます。',
      action: 'カードで支払う',
    },
    paymentReminder: {
      subject: (f) => `【リマインダー】ご注文 ${f.orderKey} のお支払いをお待ちしております`,
      intro: (f) =>
        `ご注文 ${f.orderKey}（プロジェクト「${f.project}」）のお支払いを ${f.days} 日間お待ちしております。下記の口座へ ${f.amount} をお振り込みのうえ、振込参照番号として ${f.orderKey} をご記入ください。`,
      outro:
        'すでにお支払い済みの場合は、行き違いをご容赦ください。銀行振込の着金には数営業日かかることがあります。注文ページからカードでお支払いいただくこともできます。',
      action: 'カードで支払う',
    },
  },
  ch: {
    locale: 'zh-CN',
    greeting: (name) => `${name}，您好：`,
    signature: 'Boardhouse 团队',
    bank: { beneficiary: '收款人', bic: 'BIC（SWIFT 代码）', amount: '金额', reference: '付款附言' },
    orderReceived: {
      subject: (f) => `我们已收到您的订单 ${f.orderKey}`,
      intro: (f) =>
        `感谢您为项目“${f.project}”下的订单 ${f.orderKey}。总金额为 ${f.amount}。您可以在订单页面查看订单进度。`,
      outro: '收到您的付款后，我们会再发邮件通知您。',
      action: '查看我的订单',
    },
    paymentReceived: {
      subject: (f) => `已收到订单 ${f.orderKey} 的付款`,
      intro: (f) =>
        `我们已收到您为订单 ${f.orderKey}（项目“${f.project}”）支付的 ${f.amount}。谢谢！您可以在订单页面下载发票 ${f.invoiceNumber}。`,
      outro: '我们会随时向您通报订单进度。',
      action: '查看订单和发票',
    },
    paymentFailed: {
      subject: (f) => `订单 ${f.orderKey} 付款未成功`,
      intro: (f) => `您为订单 ${f.orderKey}（项目“${f.project}”）支付 ${f.amount} 的付款未成功。`,
      outro: '您的订单仍然保留。您可以在订单页面重新付款，或选择银行转账。',
      action: '重新付款',
    },
    payLater: {
      subject: (f) => `订单 ${f.orderKey} 的银行转账付款说明`,
      intro: (f) =>
        `您选择通过银行转账支付订单 ${f.orderKey}（项目“${f.project}”）。请将 ${f.amount} 转入以下账户，并在付款附言中注明 ${f.orderKey}，以便我们将您的付款与订单对应。`,
      outro: '款项到账后我们即开始生产。如果您希望现在付款，仍可在订单页面使用银行卡支付。',
      action: '使用银行卡支付',
    },
    paymentReminder: {
      subject: (f) => `提醒：订单 ${f.orderKey} 等待付款`,
      intro: (f) =>
        `您的订单 ${f.orderKey}（项目“${f.project}”）已等待付款 ${f.days} 天。请将 ${f.amount} 转入以下账户，并在付款附言中注明 ${f.orderKey}。`,
      outro:
        '如果您已付款，谢谢，请忽略此提醒：银行转账可能需要几个工作日才能到账。您也可以在订单页面使用银行卡支付。',
      action: '使用银行卡支付',
    },
  },
};

/** The texts of a language; an unknown one gets English. */
export const orderMailTextsOf = (language: string): OrderMailTexts =>
  Object.hasOwn(ORDER_MAIL_TEXTS, language) ? ORDER_MAIL_TEXTS[language as Language] : ORDER_MAIL_TEXTS.en;

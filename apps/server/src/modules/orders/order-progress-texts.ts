import type { Language } from '@boardhouse/shared/product';
import type { MailText, OrderFacts } from './order-mail-texts.ts';

/**
 * The words of the e-mails that follow an order through production and shipping, in every interface
 * language: the review result, the planned shipment dates and the shipment itself. Greeting, signature
 * and locale are the order e-mails' (order-mail-texts.ts); order-progress-mails.ts puts them together.
 */

/** The dates already written the language's way ("Friday 4 December 2026"). */
export type DepartureFacts = OrderFacts & { departure: string; arrival: string };
export type ShippedFacts = OrderFacts & { carrier: string };

export interface OrderProgressTexts {
  /** Label of the link to the order page when the message's main link is the carrier's. */
  orderPage: string;
  /** Labels of the shipment lines. */
  shipment: { carrier: string; trackingCode: string };
  reviewApproved: MailText;
  reviewChangesNeeded: MailText;
  departure: MailText<DepartureFacts>;
  shipped: MailText<ShippedFacts>;
}

const FR = (text: string) => `«\u00a0${text}\u00a0»`;

export const ORDER_PROGRESS_TEXTS: Record<Language, OrderProgressTexts> = {
  en: {
    orderPage: 'View my order',
    shipment: { carrier: 'Carrier', trackingCode: 'Tracking code' },
    reviewApproved: {
      subject: (f) => `Order ${f.orderKey} approved for production`,
      intro: (f) =>
        `We have checked the files and bill of materials of your order ${f.orderKey} (project "${f.project}"). Everything is in order: production goes ahead.`,
      outro: 'We will e-mail you again once the shipment is planned.',
      action: 'View my order',
    },
    reviewChangesNeeded: {
      subject: (f) => `Order ${f.orderKey}: changes needed before production`,
      intro: (f) =>
        `We have checked the files and bill of materials of your order ${f.orderKey} (project "${f.project}"). Some changes are needed before we can start production.`,
      outro: 'Production waits until this is settled. If anything is unclear, please contact us.',
      action: 'View my order',
    },
    departure: {
      subject: (f) => `Shipping dates for order ${f.orderKey}`,
      intro: (f) =>
        `Your order ${f.orderKey} (project "${f.project}") is planned to leave us on ${f.departure} and is expected to arrive on ${f.arrival}.`,
      outro: 'Once the parcel is on its way, we will send you its tracking code.',
      action: 'View my order',
    },
    shipped: {
      subject: (f) => `Your order ${f.orderKey} has shipped`,
      intro: (f) =>
        `Your order ${f.orderKey} (project "${f.project}") is on its way with ${f.carrier}. You can follow the parcel on the carrier's website with the tracking code below.`,
      outro: 'Thank you for ordering from Boardhouse.',
      action: 'Track my parcel',
    },
  },
  de: {
    orderPage: 'Meine Bestellung ansehen',
    shipment: { carrier: 'Versanddienstleister', trackingCode: 'Sendungsnummer' },
    reviewApproved: {
      subject: (f) => `Bestellung ${f.orderKey} zur Fertigung freigegeben`,
      intro: (f) =>
        `Wir haben die Dateien und die Stückliste Ihrer Bestellung ${f.orderKey} (Projekt „${f.project}“) geprüft. Alles ist in Ordnung: Die Fertigung kann beginnen.`,
      outro: 'Sobald der Versand geplant ist, erhalten Sie eine weitere E-Mail.',
      action: 'Meine Bestellung ansehen',
    },
    reviewChangesNeeded: {
      subject: (f) => `Bestellung ${f.orderKey}: Änderungen vor der Fertigung nötig`,
      intro: (f) =>
        `Wir haben die Dateien und die Stückliste Ihrer Bestellung ${f.orderKey} (Projekt „${f.project}“) geprüft. Bevor wir mit der Fertigung beginnen können, sind Änderungen nötig.`,
      outro:
        'Die Fertigung wartet, bis dies geklärt ist. Wenn etwas unklar ist, nehmen Sie bitte Kontakt mit uns auf.',
      action: 'Meine Bestellung ansehen',
    },
    departure: {
      subject: (f) => `Versandtermine für Bestellung ${f.orderKey}`,
      intro: (f) =>
        `Der Versand Ihrer Bestellung ${f.orderKey} (Projekt „${f.project}“) ist für ${f.departure} geplant; die Zustellung erwarten wir am ${f.arrival}.`,
      outro: 'Sobald das Paket unterwegs ist, senden wir Ihnen die Sendungsnummer.',
      action: 'Meine Bestellung ansehen',
    },
    shipped: {
      subject: (f) => `Ihre Bestellung ${f.orderKey} wurde versandt`,
      intro: (f) =>
        `Ihre Bestellung ${f.orderKey} (Projekt „${f.project}“) ist mit ${f.carrier} unterwegs. Mit der unten stehenden Sendungsnummer können Sie das Paket auf der Website des Versanddienstleisters verfolgen.`,
      outro: 'Vielen Dank für Ihre Bestellung bei Boardhouse.',
      action: 'Sendung verfolgen',
    },
  },
  fr: {
    orderPage: 'Voir ma commande',
    shipment: { carrier: 'Transporteur', trackingCode: 'Numéro de suivi' },
    reviewApproved: {
      subject: (f) => `Commande ${f.orderKey} validée pour la fabrication`,
      intro: (f) =>
        `Nous avons vérifié les fichiers et la nomenclature de votre commande ${f.orderKey} (projet ${FR(f.project)}). Tout est en ordre\u00a0: la fabrication peut commencer.`,
      outro: 'Nous vous écrirons de nouveau dès que l’expédition sera planifiée.',
      action: 'Voir ma commande',
    },
    reviewChangesNeeded: {
      subject: (f) => `Commande ${f.orderKey}\u00a0: des modifications sont nécessaires avant la fabrication`,
      intro: (f) =>
        `Nous avons vérifié les fichiers et la nomenclature de votre commande ${f.orderKey} (projet ${FR(f.project)}). Des modifications sont nécessaires avant que nous puissions lancer la fabrication.`,
      outro:
        'La fabrication attendra que ce point soit réglé. Si quelque chose n’est pas clair, n’hésitez pas à nous contacter.',
      action: 'Voir ma commande',
    },
    departure: {
      subject: (f) => `Dates d’expédition de la commande ${f.orderKey}`,
      intro: (f) =>
        `Votre commande ${f.orderKey} (projet ${FR(f.project)}) doit partir de chez nous le ${f.departure} et devrait arriver le ${f.arrival}.`,
      outro: 'Dès que le colis sera en route, nous vous enverrons son numéro de suivi.',
      action: 'Voir ma commande',
    },
    shipped: {
      subject: (f) => `Votre commande ${f.orderKey} a été expédiée`,
      intro: (f) =>
        `Votre commande ${f.orderKey} (projet ${FR(f.project)}) est en route avec ${f.carrier}. Vous pouvez suivre le colis sur le site du transporteur grâce au numéro de suivi ci-dessous.`,
      outro: 'Merci d’avoir commandé chez Boardhouse.',
      action: 'Suivre mon colis',
    },
  },
  es: {
    orderPage: 'Ver mi pedido',
    shipment: { carrier: 'Transportista', trackingCode: 'Número de seguimiento' },
    reviewApproved: {
      subject: (f) => `Pedido ${f.orderKey} aprobado para fabricación`,
      intro: (f) =>
        `Hemos revisado los archivos y la lista de materiales de su pedido ${f.orderKey} (proyecto «${f.project}»). Todo está en orden: la fabricación sigue adelante.`,
      outro: 'Le enviaremos otro correo electrónico cuando el envío esté planificado.',
      action: 'Ver mi pedido',
    },
    reviewChangesNeeded: {
      subject: (f) => `Pedido ${f.orderKey}: se necesitan cambios antes de la fabricación`,
      intro: (f) =>
        `Hemos revisado los archivos y la lista de materiales de su pedido ${f.orderKey} (proyecto «${f.project}»). Se necesitan algunos cambios antes de que podamos empezar la fabricación.`,
      outro:
        'La fabricación quedará en espera hasta que esto se resuelva. Si algo no está claro, póngase en contacto con nosotros.',
      action: 'Ver mi pedido',
    },
    departure: {
      subject: (f) => `Fechas de envío del pedido ${f.orderKey}`,
      intro: (f) =>
        `Su pedido ${f.orderKey} (proyecto «${f.project}») saldrá de nuestras instalaciones el ${f.departure} y se espera que llegue el ${f.arrival}.`,
      outro: 'En cuanto el paquete esté en camino, le enviaremos su número de seguimiento.',
      action: 'Ver mi pedido',
    },
    shipped: {
      subject: (f) => `Su pedido ${f.orderKey} ha sido enviado`,
      intro: (f) =>
        `Su pedido ${f.orderKey} (proyecto «${f.project}») está en camino con ${f.carrier}. Puede seguir el paquete en la web del transportista con el número de seguimiento que figura abajo.`,
      outro: 'Gracias por comprar en Boardhouse.',
      action: 'Seguir mi paquete',
    },
  },
  jp: {
    orderPage: '注文を確認する',
    shipment: { carrier: '配送業者', trackingCode: '追跡番号' },
    reviewApproved: {
      subject: (f) => `ご注文 ${f.orderKey} のデータを承認しました`,
      intro: (f) =>
        `ご注文 ${f.orderKey}（プロジェクト「${f.project}」）のファイルと部品表（BOM）を確認いたしました。問題はございませんので、製造を開始いたします。`,
      outro: '発送の予定が決まりましたら、改めてメールでお知らせします。',
      action: '注文を確認する',
    },
    reviewChangesNeeded: {
      subject: (f) => `ご注文 ${f.orderKey} の製造前に修正が必要です`,
      intro: (f) =>
        `ご注文 ${f.orderKey}（プロジェクト「${f.project}」）のファイルと部品表（BOM）を確認いたしました。製造を開始する前に、修正が必要な点がございます。`,
      outro:
        'この点が解決するまで、製造は保留となります。ご不明な点がございましたら、お気軽にお問い合わせください。',
      action: '注文を確認する',
    },
    departure: {
      subject: (f) => `ご注文 ${f.orderKey} の発送予定日のお知らせ`,
      intro: (f) =>
        `ご注文 ${f.orderKey}（プロジェクト「${f.project}」）は ${f.departure} に発送し、${f.arrival} に到着する予定です。`,
      outro: '発送後、追跡番号をお知らせいたします。',
      action: '注文を確認する',
    },
    shipped: {
      subject: (f) => `ご注文 ${f.orderKey} を発送しました`,
      intro: (f) =>
        `ご注文 ${f.orderKey}（プロジェクト「${f.project}」）を ${f.carrier} にて発送いたしました。下記の追跡番号で、配送業者のウェブサイトから荷物の状況をご確認いただけます。`,
      outro: 'Boardhouse をご利用いただき、ありがとうございます。',
      action: '荷物を追跡する',
    },
  },
  ch: {
    orderPage: '查看我的订单',
    shipment: { carrier: '承运商', trackingCode: '运单号' },
    reviewApproved: {
      subject: (f) => `订单 ${f.orderKey} 已审核通过，即将投产`,
      intro: (f) =>
        `我们已审核您订单 ${f.orderKey}（项目“${f.project}”）的文件和物料清单（BOM）。一切无误，我们将开始生产。`,
      outro: '发货计划确定后，我们会再发邮件通知您。',
      action: '查看我的订单',
    },
    reviewChangesNeeded: {
      subject: (f) => `订单 ${f.orderKey}：生产前需要修改`,
      intro: (f) =>
        `我们已审核您订单 ${f.orderKey}（项目“${f.project}”）的文件和物料清单（BOM）。在开始生产之前，需要进行一些修改。`,
      outro: '在此问题解决之前，生产将暂停。如有任何疑问，请与我们联系。',
      action: '查看我的订单',
    },
    departure: {
      subject: (f) => `订单 ${f.orderKey} 的发货日期`,
      intro: (f) =>
        `您的订单 ${f.orderKey}（项目“${f.project}”）计划于 ${f.departure} 发货，预计于 ${f.arrival} 送达。`,
      outro: '包裹发出后，我们会将运单号发送给您。',
      action: '查看我的订单',
    },
    shipped: {
      subject: (f) => `您的订单 ${f.orderKey} 已发货`,
      intro: (f) =>
        `您的订单 ${f.orderKey}（项目“${f.project}”）已通过 ${f.carrier} 发出。您可以凭下方的运单号在承运商网站上跟踪包裹。`,
      outro: '感谢您选择 Boardhouse。',
      action: '跟踪我的包裹',
    },
  },
};

/** The texts of a language; an unknown one gets English. */
export const orderProgressTextsOf = (language: string): OrderProgressTexts =>
  Object.hasOwn(ORDER_PROGRESS_TEXTS, language)
    ? ORDER_PROGRESS_TEXTS[language as Language]
    : ORDER_PROGRESS_TEXTS.en;

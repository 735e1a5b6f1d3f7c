import { INVOICE_RETENTION_YEARS } from '@boardhouse/shared/accounts/account-self-service-api';
import type { Language } from '@boardhouse/shared/product';
import type { MailMessage } from '../mail/mailer.ts';
import { orderMailTextsOf } from '../orders/order-mail-texts.ts';
import { compose, type OrderMailRecipient } from '../orders/order-mails.ts';

/** The words of the deletion confirmation in every interface language; greeting and signature are the order e-mails'. */
interface DeletionTexts {
  subject: string;
  intro: string;
  kept: string;
  action: string;
  outro: string;
}

const YEARS = INVOICE_RETENTION_YEARS;

const TEXTS: Record<Language, DeletionTexts> = {
  en: {
    subject: 'Your Boardhouse account has been deleted',
    intro:
      'As you asked, your Boardhouse account has been deleted. Your personal details, addresses, projects without orders, shares and sign-ins have been removed, and you can no longer sign in.',
    kept: `Your orders and invoices are kept for ${YEARS} years, as bookkeeping law requires, with the billing name and address they were placed with.`,
    action: 'Create a new account',
    outro: 'If you did not delete your account, contact us at once by replying to this e-mail.',
  },
  de: {
    subject: 'Ihr Boardhouse-Konto wurde gelöscht',
    intro:
      'Wie gewünscht wurde Ihr Boardhouse-Konto gelöscht. Ihre persönlichen Daten, Adressen, Projekte ohne Bestellung, Freigaben und Anmeldungen wurden entfernt; eine Anmeldung ist nicht mehr möglich.',
    kept: `Ihre Bestellungen und Rechnungen werden, wie es das Buchführungsrecht verlangt, ${YEARS} Jahre lang mit dem Rechnungsnamen und der Rechnungsadresse der Bestellung aufbewahrt.`,
    action: 'Neues Konto anlegen',
    outro: 'Wenn Sie Ihr Konto nicht gelöscht haben, antworten Sie bitte sofort auf diese E-Mail.',
  },
  fr: {
    subject: 'Votre compte Boardhouse a été supprimé',
    intro:
      'Comme vous l’avez demandé, votre compte Boardhouse a été supprimé. Vos données personnelles, adresses, projets sans commande, partages et connexions ont été effacés ; vous ne pouvez plus vous connecter.',
    kept: `Vos commandes et factures sont conservées ${YEARS} ans, comme l’exige la loi comptable, avec le nom et l’adresse de facturation de la commande.`,
    action: 'Créer un nouveau compte',
    outro:
      'Si vous n’avez pas supprimé votre compte, contactez-nous immédiatement en répondant à cet e-mail.',
  },
  es: {
    subject: 'Su cuenta de Boardhouse ha sido eliminada',
    intro:
      'Tal como solicitó, su cuenta de Boardhouse ha sido eliminada. Sus datos personales, direcciones, proyectos sin pedidos, proyectos compartidos y sesiones se han borrado y ya no puede iniciar sesión.',
    kept: `Sus pedidos y facturas se conservan durante ${YEARS} años, como exige la ley contable, con el nombre y la dirección de facturación con que se hicieron.`,
    action: 'Crear una cuenta nueva',
    outro: 'Si usted no eliminó su cuenta, contáctenos de inmediato respondiendo a este correo.',
  },
  jp: {
    subject: 'Boardhouse のアカウントを削除しました',
    intro:
      'ご依頼どおり、Boardhouse のアカウントを削除しました。個人情報、住所、注文のないプロジェクト、共有、サインイン情報は消去され、今後サインインすることはできません。',
    kept: `注文と請求書は、会計法の定めにより、注文時の請求先の氏名と住所とともに ${YEARS} 年間保管されます。`,
    action: '新しいアカウントを作成する',
    outro: 'ご自身でアカウントを削除していない場合は、このメールに返信してすぐにご連絡ください。',
  },
  ch: {
    subject: '您的 Boardhouse 账户已删除',
    intro:
      '按照您的要求，您的 Boardhouse 账户已删除。您的个人信息、地址、没有订单的项目、共享和登录记录均已清除，您将无法再登录。',
    kept: `根据会计法的要求，您的订单和发票将连同下单时的账单姓名和地址保存 ${YEARS} 年。`,
    action: '创建新账户',
    outro: '如果您没有删除自己的账户，请立即回复此邮件与我们联系。',
  },
};

/** Sent to the account's address just before it is cleared, in the account's language. */
export function accountDeletedMessage(publicUrl: string, to: OrderMailRecipient): MailMessage {
  const words = TEXTS[to.language as Language] ?? TEXTS.en;
  return compose(orderMailTextsOf(to.language), to, `${publicUrl}/#/signup`, {
    subject: words.subject,
    intro: words.intro,
    details: [words.kept],
    action: words.action,
    outro: words.outro,
  });
}

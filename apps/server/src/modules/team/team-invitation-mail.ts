import type { Language } from '@boardhouse/shared/product';
import type { MailMessage } from '../mail/mailer.ts';
import { orderMailTextsOf } from '../orders/order-mail-texts.ts';
import { compose, type OrderMailRecipient } from '../orders/order-mails.ts';

/** The words of the team invitation in every interface language; greeting and signature are the order e-mails'. */
interface InvitationTexts {
  subject: (inviter: string) => string;
  intro: (inviter: string) => string;
  action: string;
  outro: string;
  /** For an address that has an account already: joining is the holder's choice, made with its password. */
  joinIntro: (inviter: string) => string;
  joinAction: string;
}

const TEXTS: Record<Language, InvitationTexts> = {
  en: {
    subject: (inviter) => `${inviter} invited you to their Boardhouse team`,
    intro: (inviter) =>
      `${inviter} invites you to join their team on Boardhouse. Choose a password to open your account and work on the team's projects; nothing happens until you accept.`,
    action: 'Accept the invitation',
    outro: 'The link works once and expires in 24 hours. If you do not know this team, ignore this e-mail.',
    joinIntro: (inviter) =>
      `${inviter} invites you to join their team on Boardhouse with your existing account. If you accept with your password, the team owner can see your projects and manage your team permissions.`,
    joinAction: 'Join the team',
  },
  de: {
    subject: (inviter) => `${inviter} hat Sie in das Boardhouse-Team eingeladen`,
    intro: (inviter) =>
      `${inviter} lädt Sie in sein Team bei Boardhouse ein. Wählen Sie ein Passwort, um Ihr Konto zu eröffnen und mit den Projekten des Teams zu arbeiten; ohne Ihre Zustimmung geschieht nichts.`,
    action: 'Einladung annehmen',
    outro:
      'Der Link funktioniert einmal und läuft nach 24 Stunden ab. Wenn Sie dieses Team nicht kennen, ignorieren Sie diese E-Mail.',
    joinIntro: (inviter) =>
      `${inviter} lädt Sie ein, mit Ihrem bestehenden Konto seinem Team bei Boardhouse beizutreten. Wenn Sie mit Ihrem Passwort annehmen, sieht der Teaminhaber Ihre Projekte und verwaltet Ihre Teamberechtigungen.`,
    joinAction: 'Dem Team beitreten',
  },
  fr: {
    subject: (inviter) => `${inviter} vous invite dans son équipe Boardhouse`,
    intro: (inviter) =>
      `${inviter} vous invite à rejoindre son équipe sur Boardhouse. Choisissez un mot de passe pour ouvrir votre compte et travailler sur les projets de l’équipe ; rien ne se passe sans votre accord.`,
    action: 'Accepter l’invitation',
    outro:
      'Le lien ne fonctionne qu’une fois et expire dans 24 heures. Si vous ne connaissez pas cette équipe, ignorez cet e-mail.',
    joinIntro: (inviter) =>
      `${inviter} vous invite à rejoindre son équipe sur Boardhouse avec votre compte existant. Si vous acceptez avec votre mot de passe, le propriétaire de l’équipe verra vos projets et gérera vos autorisations.`,
    joinAction: 'Rejoindre l’équipe',
  },
  es: {
    subject: (inviter) => `${inviter} le ha invitado a su equipo de Boardhouse`,
    intro: (inviter) =>
      `${inviter} le invita a unirse a su equipo en Boardhouse. Elija una contraseña para abrir su cuenta y trabajar en los proyectos del equipo; no ocurre nada hasta que acepte.`,
    action: 'Aceptar la invitación',
    outro:
      'El enlace funciona una sola vez y caduca en 24 horas. Si no conoce este equipo, ignore este correo.',
    joinIntro: (inviter) =>
      `${inviter} le invita a unirse a su equipo en Boardhouse con su cuenta existente. Si acepta con su contraseña, el propietario del equipo verá sus proyectos y gestionará sus permisos.`,
    joinAction: 'Unirse al equipo',
  },
  jp: {
    subject: (inviter) => `${inviter} さんから Boardhouse のチームに招待されました`,
    intro: (inviter) =>
      `${inviter} さんから Boardhouse のチームへの招待が届いています。パスワードを設定するとアカウントが開設され、チームのプロジェクトに参加できます。承諾するまで何も変わりません。`,
    action: '招待を承諾する',
    outro:
      'このリンクは 1 回だけ有効で、24 時間で期限切れになります。心当たりがない場合は、このメールを無視してください。',
    joinIntro: (inviter) =>
      `${inviter} さんが、既存のアカウントで Boardhouse のチームに参加するよう招待しています。パスワードで承諾すると、チームのオーナーがあなたのプロジェクトを閲覧し、権限を管理できるようになります。`,
    joinAction: 'チームに参加する',
  },
  ch: {
    subject: (inviter) => `${inviter} 邀请您加入其 Boardhouse 团队`,
    intro: (inviter) =>
      `${inviter} 邀请您加入其 Boardhouse 团队。设置密码即可开通账户并参与团队的项目；在您接受之前不会有任何变化。`,
    action: '接受邀请',
    outro: '此链接仅可使用一次，24 小时后失效。如果您不认识该团队，请忽略此邮件。',
    joinIntro: (inviter) =>
      `${inviter} 邀请您使用现有账户加入其 Boardhouse 团队。如果您用密码接受，团队所有者将能查看您的项目并管理您的团队权限。`,
    joinAction: '加入团队',
  },
};

/**
 * The team invitation, in the recipient’s language. For a new person (`kind` new) its link opens
 * #/welcome/{code}?mode=invitation, where they choose the password of the account accepting creates; for
 * an address with an account (`join`) it opens ?mode=join-team, where its holder accepts with their
 * password. Both accept through POST /rest/open/accept-user-invitation/{code}. The code is the mail's
 * secret, so the outbox does not keep it once the e-mail is sent.
 */
export function teamInvitationMessage(
  publicUrl: string,
  to: OrderMailRecipient,
  inviter: string,
  code: string,
  kind: 'new' | 'join' = 'new',
): MailMessage {
  const words = TEXTS[to.language as Language] ?? TEXTS.en;
  const link = `${publicUrl}/#/welcome/${code}?mode=${kind === 'join' ? 'join-team' : 'invitation'}`;
  const message = compose(orderMailTextsOf(to.language), to, link, {
    subject: words.subject(inviter),
    intro: kind === 'join' ? words.joinIntro(inviter) : words.intro(inviter),
    action: kind === 'join' ? words.joinAction : words.action,
    outro: words.outro,
  });
  return { ...message, secret: code };
}

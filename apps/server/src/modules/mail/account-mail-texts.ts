import { formatMessage } from '@boardhouse/shared/messages';
import { LANGUAGES, type Language } from '@boardhouse/shared/product';

/**
 * The words of the account e-mails (templates.ts) in every interface language. Each message has a
 * subject, an intro, the label of its one link and, where it differs from the one-time link's, an
 * outro; facts arrive already as text and templates.ts escapes them for the HTML part.
 */
interface MailWords<F = Record<string, never>> {
  subject: (facts: F) => string;
  intro: (facts: F) => string;
  action: string;
  outro?: string;
}

type Shared = { sharedBy: string; projectName: string };

export interface AccountMailTexts {
  greeting: (firstname: string) => string;
  signature: string;
  /** The closing line of every e-mail whose link holds a one-time code. */
  oneTimeLinkOutro: string;
  confirmAccount: MailWords;
  resetPassword: MailWords;
  setPassword: MailWords;
  signupAttempt: MailWords & { outro: string };
  confirmEmailChange: MailWords<{ email: string }>;
  emailChangeNotice: MailWords<{ newEmail: string }> & { outro: string };
  emailChangeTaken: MailWords & { outro: string };
  projectShared: MailWords<Shared> & { canEdit: string; canView: string };
}

const fixed = (text: string) => () => text;

export const ACCOUNT_MAIL_TEXTS: Record<Language, AccountMailTexts> = {
  en: {
    greeting: (name) => `Hello ${name},`,
    signature: 'Boardhouse',
    oneTimeLinkOutro:
      'The link works once and expires in 24 hours. If you did not ask for this, ignore this e-mail.',
    confirmAccount: {
      subject: fixed('Confirm your Boardhouse account'),
      intro: fixed('Thank you for signing up. Please confirm your e-mail address to activate your account.'),
      action: 'Confirm my account',
    },
    resetPassword: {
      subject: fixed('Reset your Boardhouse password'),
      intro: fixed('We received a request to reset the password of your account.'),
      action: 'Choose a new password',
    },
    setPassword: {
      subject: fixed('Your Boardhouse account is ready'),
      intro: fixed('An account has been created for you. Choose a password to start using it.'),
      action: 'Set my password',
    },
    signupAttempt: {
      subject: fixed(formatMessage('signupAttemptSubject')),
      intro: fixed(formatMessage('signupAttemptIntro')),
      action: 'Sign in',
      outro: formatMessage('signupAttemptOutro'),
    },
    confirmEmailChange: {
      subject: fixed('Confirm your new Boardhouse e-mail address'),
      intro: (f) =>
        `You asked to use ${f.email} for your Boardhouse account. Your account keeps its current address until you confirm this one.`,
      action: 'Confirm my new address',
    },
    emailChangeNotice: {
      subject: fixed('Your Boardhouse e-mail address is being changed'),
      intro: (f) =>
        `Someone signed in to your account asked to change its e-mail address to ${f.newEmail}. The change takes effect once the link sent to that address is followed.`,
      action: 'Sign in',
      outro:
        'If this was not you, sign in and change your password: the change cannot complete without the new address.',
    },
    emailChangeTaken: {
      subject: fixed('This address already has a Boardhouse account'),
      intro: fixed(
        'Someone asked to move a Boardhouse account to this e-mail address, but this address already has an account of its own, so nothing was changed.',
      ),
      action: 'Sign in',
      outro: 'If this was not you, ignore this e-mail: your account is unchanged.',
    },
    projectShared: {
      subject: (f) => `${f.sharedBy} shared a project with you`,
      intro: (f) => `${f.sharedBy} shared the project "${f.projectName}" with you.`,
      canEdit: 'You can view and change it.',
      canView: 'You can view it but not change it.',
      action: 'Open the project',
    },
  },
  de: {
    greeting: (name) => `Hallo ${name},`,
    signature: 'Ihr Boardhouse-Team',
    oneTimeLinkOutro:
      'Der Link funktioniert einmal und läuft nach 24 Stunden ab. Wenn Sie dies nicht angefordert haben, ignorieren Sie diese E-Mail.',
    confirmAccount: {
      subject: fixed('Bestätigen Sie Ihr Boardhouse-Konto'),
      intro: fixed(
        'Vielen Dank für Ihre Registrierung. Bitte bestätigen Sie Ihre E-Mail-Adresse, um Ihr Konto zu aktivieren.',
      ),
      action: 'Mein Konto bestätigen',
    },
    resetPassword: {
      subject: fixed('Setzen Sie Ihr Boardhouse-Passwort zurück'),
      intro: fixed('Wir haben eine Anfrage erhalten, das Passwort Ihres Kontos zurückzusetzen.'),
      action: 'Neues Passwort wählen',
    },
    setPassword: {
      subject: fixed('Ihr Boardhouse-Konto ist bereit'),
      intro: fixed('Für Sie wurde ein Konto angelegt. Wählen Sie ein Passwort, um es zu nutzen.'),
      action: 'Mein Passwort festlegen',
    },
    signupAttempt: {
      subject: fixed('Jemand hat versucht, sich mit Ihrer Adresse zu registrieren'),
      intro: fixed(
        'Jemand hat versucht, mit dieser E-Mail-Adresse ein neues Boardhouse-Konto anzulegen, obwohl es dafür bereits eines gibt. Waren Sie das, melden Sie sich stattdessen an; haben Sie Ihr Passwort vergessen, setzen Sie es auf der Anmeldeseite zurück.',
      ),
      action: 'Anmelden',
      outro: 'Waren Sie das nicht, ignorieren Sie diese E-Mail: An Ihrem Konto hat sich nichts geändert.',
    },
    confirmEmailChange: {
      subject: fixed('Bestätigen Sie Ihre neue E-Mail-Adresse bei Boardhouse'),
      intro: (f) =>
        `Sie möchten ${f.email} für Ihr Boardhouse-Konto verwenden. Ihr Konto behält seine bisherige Adresse, bis Sie diese bestätigen.`,
      action: 'Meine neue Adresse bestätigen',
    },
    emailChangeNotice: {
      subject: fixed('Ihre E-Mail-Adresse bei Boardhouse wird geändert'),
      intro: (f) =>
        `Jemand, der in Ihrem Konto angemeldet ist, möchte dessen E-Mail-Adresse in ${f.newEmail} ändern. Die Änderung wird wirksam, sobald der an diese Adresse gesendete Link geöffnet wird.`,
      action: 'Anmelden',
      outro:
        'Waren Sie das nicht, melden Sie sich an und ändern Sie Ihr Passwort: Ohne die neue Adresse kann die Änderung nicht abgeschlossen werden.',
    },
    emailChangeTaken: {
      subject: fixed('Für diese Adresse gibt es bereits ein Boardhouse-Konto'),
      intro: fixed(
        'Jemand wollte ein Boardhouse-Konto auf diese E-Mail-Adresse umstellen, doch zu dieser Adresse gibt es bereits ein eigenes Konto. Es wurde nichts geändert.',
      ),
      action: 'Anmelden',
      outro: 'Waren Sie das nicht, ignorieren Sie diese E-Mail: Ihr Konto ist unverändert.',
    },
    projectShared: {
      subject: (f) => `${f.sharedBy} hat ein Projekt mit Ihnen geteilt`,
      intro: (f) => `${f.sharedBy} hat das Projekt „${f.projectName}“ mit Ihnen geteilt.`,
      canEdit: 'Sie können es ansehen und ändern.',
      canView: 'Sie können es ansehen, aber nicht ändern.',
      action: 'Projekt öffnen',
    },
  },
  fr: {
    greeting: (name) => `Bonjour ${name},`,
    signature: 'L’équipe Boardhouse',
    oneTimeLinkOutro:
      'Ce lien ne fonctionne qu’une fois et expire dans 24\u00a0heures. Si vous n’êtes pas à l’origine de cette demande, ignorez cet e-mail.',
    confirmAccount: {
      subject: fixed('Confirmez votre compte Boardhouse'),
      intro: fixed(
        'Merci de votre inscription. Veuillez confirmer votre adresse e-mail pour activer votre compte.',
      ),
      action: 'Confirmer mon compte',
    },
    resetPassword: {
      subject: fixed('Réinitialisez votre mot de passe Boardhouse'),
      intro: fixed('Nous avons reçu une demande de réinitialisation du mot de passe de votre compte.'),
      action: 'Choisir un nouveau mot de passe',
    },
    setPassword: {
      subject: fixed('Votre compte Boardhouse est prêt'),
      intro: fixed('Un compte a été créé pour vous. Choisissez un mot de passe pour commencer à l’utiliser.'),
      action: 'Définir mon mot de passe',
    },
    signupAttempt: {
      subject: fixed('Quelqu’un a tenté de s’inscrire avec votre adresse'),
      intro: fixed(
        'Quelqu’un a tenté de créer un nouveau compte Boardhouse avec cette adresse e-mail, qui en a déjà un. Si c’était vous, connectez-vous plutôt\u00a0; si vous avez oublié votre mot de passe, réinitialisez-le depuis la page de connexion.',
      ),
      action: 'Se connecter',
      outro: 'Si ce n’était pas vous, ignorez cet e-mail\u00a0: rien n’a changé sur votre compte.',
    },
    confirmEmailChange: {
      subject: fixed('Confirmez votre nouvelle adresse e-mail Boardhouse'),
      intro: (f) =>
        `Vous avez demandé à utiliser ${f.email} pour votre compte Boardhouse. Votre compte garde son adresse actuelle jusqu’à ce que vous confirmiez celle-ci.`,
      action: 'Confirmer ma nouvelle adresse',
    },
    emailChangeNotice: {
      subject: fixed('Votre adresse e-mail Boardhouse est en cours de modification'),
      intro: (f) =>
        `Une personne connectée à votre compte a demandé à remplacer son adresse e-mail par ${f.newEmail}. Le changement prendra effet une fois le lien envoyé à cette adresse ouvert.`,
      action: 'Se connecter',
      outro:
        'Si ce n’était pas vous, connectez-vous et changez votre mot de passe\u00a0: le changement ne peut aboutir sans la nouvelle adresse.',
    },
    emailChangeTaken: {
      subject: fixed('Cette adresse a déjà un compte Boardhouse'),
      intro: fixed(
        'Quelqu’un a demandé à transférer un compte Boardhouse vers cette adresse e-mail, mais cette adresse a déjà son propre compte\u00a0: rien n’a été modifié.',
      ),
      action: 'Se connecter',
      outro: 'Si ce n’était pas vous, ignorez cet e-mail\u00a0: votre compte est inchangé.',
    },
    projectShared: {
      subject: (f) => `${f.sharedBy} a partagé un projet avec vous`,
      intro: (f) => `${f.sharedBy} a partagé le projet «\u00a0${f.projectName}\u00a0» avec vous.`,
      canEdit: 'Vous pouvez le consulter et le modifier.',
      canView: 'Vous pouvez le consulter mais pas le modifier.',
      action: 'Ouvrir le projet',
    },
  },
  es: {
    greeting: (name) => `Hola ${name}:`,
    signature: 'El equipo de Boardhouse',
    oneTimeLinkOutro:
      'El enlace funciona una sola vez y caduca en 24 horas. Si no lo ha solicitado usted, ignore este correo.',
    confirmAccount: {
      subject: fixed('Confirme su cuenta de Boardhouse'),
      intro: fixed(
        'Gracias por registrarse. Confirme su dirección de correo electrónico para activar su cuenta.',
      ),
      action: 'Confirmar mi cuenta',
    },
    resetPassword: {
      subject: fixed('Restablezca su contraseña de Boardhouse'),
      intro: fixed('Hemos recibido una solicitud para restablecer la contraseña de su cuenta.'),
      action: 'Elegir una nueva contraseña',
    },
    setPassword: {
      subject: fixed('Su cuenta de Boardhouse está lista'),
      intro: fixed('Se ha creado una cuenta para usted. Elija una contraseña para empezar a usarla.'),
      action: 'Establecer mi contraseña',
    },
    signupAttempt: {
      subject: fixed('Alguien intentó registrarse con su dirección'),
      intro: fixed(
        'Alguien intentó crear una nueva cuenta de Boardhouse con esta dirección de correo electrónico, que ya tiene una. Si fue usted, inicie sesión; si olvidó su contraseña, restablézcala desde la página de inicio de sesión.',
      ),
      action: 'Iniciar sesión',
      outro: 'Si no fue usted, ignore este correo: no ha cambiado nada en su cuenta.',
    },
    confirmEmailChange: {
      subject: fixed('Confirme su nueva dirección de correo en Boardhouse'),
      intro: (f) =>
        `Ha pedido usar ${f.email} para su cuenta de Boardhouse. Su cuenta conserva su dirección actual hasta que confirme esta.`,
      action: 'Confirmar mi nueva dirección',
    },
    emailChangeNotice: {
      subject: fixed('Se está cambiando su dirección de correo en Boardhouse'),
      intro: (f) =>
        `Alguien con sesión iniciada en su cuenta ha pedido cambiar su dirección de correo a ${f.newEmail}. El cambio se hará efectivo cuando se abra el enlace enviado a esa dirección.`,
      action: 'Iniciar sesión',
      outro:
        'Si no fue usted, inicie sesión y cambie su contraseña: el cambio no puede completarse sin la nueva dirección.',
    },
    emailChangeTaken: {
      subject: fixed('Esta dirección ya tiene una cuenta de Boardhouse'),
      intro: fixed(
        'Alguien pidió trasladar una cuenta de Boardhouse a esta dirección de correo, pero esta dirección ya tiene su propia cuenta, así que no se ha cambiado nada.',
      ),
      action: 'Iniciar sesión',
      outro: 'Si no fue usted, ignore este correo: su cuenta no ha cambiado.',
    },
    projectShared: {
      subject: (f) => `${f.sharedBy} ha compartido un proyecto con usted`,
      intro: (f) => `${f.sharedBy} ha compartido el proyecto «${f.projectName}» con usted.`,
      canEdit: 'Puede verlo y modificarlo.',
      canView: 'Puede verlo, pero no modificarlo.',
      action: 'Abrir el proyecto',
    },
  },
  jp: {
    greeting: (name) => `${name} 様`,
    signature: 'Boardhouse',
    oneTimeLinkOutro:
      'このリンクは一度だけ有効で、24時間で期限切れになります。お心当たりのない場合は、このメールを無視してください。',
    confirmAccount: {
      subject: fixed('Boardhouseアカウントの確認'),
      intro: fixed(
        'ご登録ありがとうございます。アカウントを有効にするため、メールアドレスを確認してください。',
      ),
      action: 'アカウントを確認する',
    },
    resetPassword: {
      subject: fixed('Boardhouseパスワードの再設定'),
      intro: fixed('お客様のアカウントのパスワード再設定のリクエストを受け付けました。'),
      action: '新しいパスワードを設定する',
    },
    setPassword: {
      subject: fixed('Boardhouseアカウントの準備ができました'),
      intro: fixed('お客様のアカウントが作成されました。パスワードを設定してご利用を開始してください。'),
      action: 'パスワードを設定する',
    },
    signupAttempt: {
      subject: fixed('お客様のアドレスで登録が試みられました'),
      intro: fixed(
        'すでにアカウントがあるこのメールアドレスで、新しいBoardhouseアカウントの作成が試みられました。ご本人の場合は、代わりにサインインしてください。パスワードをお忘れの場合は、サインインページから再設定できます。',
      ),
      action: 'サインイン',
      outro: 'お心当たりのない場合は、このメールを無視してください。アカウントには何も変更されていません。',
    },
    confirmEmailChange: {
      subject: fixed('Boardhouseの新しいメールアドレスの確認'),
      intro: (f) =>
        `Boardhouseアカウントで ${f.email} を使用するリクエストを受け付けました。このアドレスを確認するまで、アカウントは現在のアドレスのままです。`,
      action: '新しいアドレスを確認する',
    },
    emailChangeNotice: {
      subject: fixed('Boardhouseのメールアドレスが変更されようとしています'),
      intro: (f) =>
        `お客様のアカウントにサインインした人が、メールアドレスを ${f.newEmail} に変更するよう求めました。そのアドレスに送信されたリンクが開かれると変更が有効になります。`,
      action: 'サインイン',
      outro:
        'お心当たりのない場合は、サインインしてパスワードを変更してください。新しいアドレスがなければ変更は完了しません。',
    },
    emailChangeTaken: {
      subject: fixed('このアドレスにはすでにBoardhouseアカウントがあります'),
      intro: fixed(
        'Boardhouseアカウントをこのメールアドレスに移すリクエストがありましたが、このアドレスにはすでに別のアカウントがあるため、何も変更されていません。',
      ),
      action: 'サインイン',
      outro: 'お心当たりのない場合は、このメールを無視してください。アカウントは変更されていません。',
    },
    projectShared: {
      subject: (f) => `${f.sharedBy} さんがプロジェクトを共有しました`,
      intro: (f) => `${f.sharedBy} さんがプロジェクト「${f.projectName}」をお客様と共有しました。`,
      canEdit: '閲覧と変更ができます。',
      canView: '閲覧はできますが、変更はできません。',
      action: 'プロジェクトを開く',
    },
  },
  ch: {
    greeting: (name) => `${name}，您好：`,
    signature: 'Boardhouse',
    oneTimeLinkOutro: '该链接仅可使用一次，24 小时后失效。如果这不是您本人的操作，请忽略此邮件。',
    confirmAccount: {
      subject: fixed('请确认您的 Boardhouse 账户'),
      intro: fixed('感谢您的注册。请确认您的电子邮件地址以激活账户。'),
      action: '确认我的账户',
    },
    resetPassword: {
      subject: fixed('重置您的 Boardhouse 密码'),
      intro: fixed('我们收到了重置您账户密码的请求。'),
      action: '设置新密码',
    },
    setPassword: {
      subject: fixed('您的 Boardhouse 账户已就绪'),
      intro: fixed('我们已为您创建了一个账户。请设置密码后开始使用。'),
      action: '设置我的密码',
    },
    signupAttempt: {
      subject: fixed('有人尝试使用您的地址注册'),
      intro: fixed(
        '有人尝试使用此电子邮件地址创建新的 Boardhouse 账户，但该地址已有账户。如果是您本人，请直接登录；如果忘记了密码，请在登录页面重置。',
      ),
      action: '登录',
      outro: '如果不是您本人，请忽略此邮件：您的账户没有任何变化。',
    },
    confirmEmailChange: {
      subject: fixed('请确认您在 Boardhouse 的新电子邮件地址'),
      intro: (f) => `您申请将 ${f.email} 用于您的 Boardhouse 账户。在您确认此地址之前，账户将保留当前地址。`,
      action: '确认我的新地址',
    },
    emailChangeNotice: {
      subject: fixed('您在 Boardhouse 的电子邮件地址正在更改'),
      intro: (f) =>
        `已登录您账户的某人申请将其电子邮件地址更改为 ${f.newEmail}。打开发送到该地址的链接后，更改即生效。`,
      action: '登录',
      outro: '如果不是您本人，请登录并更改密码：没有新地址，更改无法完成。',
    },
    emailChangeTaken: {
      subject: fixed('此地址已有 Boardhouse 账户'),
      intro: fixed(
        '有人申请将一个 Boardhouse 账户转移到此电子邮件地址，但该地址已有自己的账户，因此未做任何更改。',
      ),
      action: '登录',
      outro: '如果不是您本人，请忽略此邮件：您的账户没有变化。',
    },
    projectShared: {
      subject: (f) => `${f.sharedBy} 与您共享了一个项目`,
      intro: (f) => `${f.sharedBy} 与您共享了项目“${f.projectName}”。`,
      canEdit: '您可以查看和修改该项目。',
      canView: '您可以查看该项目，但不能修改。',
      action: '打开项目',
    },
  },
};

/** The texts in a recipient's language; English when it is unknown (an address without an account). */
export function accountMailTexts(language: string | null | undefined): AccountMailTexts {
  return ACCOUNT_MAIL_TEXTS[
    (LANGUAGES as readonly string[]).includes(language ?? '') ? (language as Language) : 'en'
  ];
}

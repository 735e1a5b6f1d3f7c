import { LANGUAGES, type Language } from '@boardhouse/shared/product';

/**
 * The words of the sharing e-mails (sharing-mail.ts) in every interface language. "Invitations" and
 * "My Projects" are the web app's own labels in that language, so the reader finds what is named.
 */
type Offer = { invitedBy: string; projectName: string; access: 'read' | 'edit' };
type Takeover = { takenBy: string; projectName: string };

export interface SharingMailTexts {
  greeting: (firstname?: string) => string;
  signature: string;
  offer: (f: Offer) => string;
  toAccept: { subject: (f: Offer) => string; howTo: (days: number) => string; action: string };
  toSignUp: { subject: (f: Offer) => string; howTo: (email: string, days: number) => string; action: string };
  lockTakenOver: { subject: (f: Takeover) => string; body: (f: Takeover) => string; action: string };
}

export const SHARING_MAIL_TEXTS: Record<Language, SharingMailTexts> = {
  en: {
    greeting: (name) => (name ? `Hello ${name},` : 'Hello,'),
    signature: 'Boardhouse',
    offer: (f) =>
      `${f.invitedBy} invites you to ${f.access === 'edit' ? 'view and change' : 'view'} the project "${f.projectName}" on Boardhouse.`,
    toAccept: {
      subject: (f) => `${f.invitedBy} invites you to a project`,
      howTo: (days) =>
        `Sign in and accept or decline it under Invitations on the My Projects page. The invitation is open for ${days} days.`,
      action: 'See the invitation',
    },
    toSignUp: {
      subject: (f) => `${f.invitedBy} invites you to a project on Boardhouse`,
      howTo: (email, days) =>
        `To see it, create a Boardhouse account with this e-mail address (${email}); the invitation then waits for you under Invitations on the My Projects page. It is open for ${days} days. If you do not know the sender, ignore this e-mail.`,
      action: 'Create an account',
    },
    lockTakenOver: {
      subject: (f) => `${f.takenBy} took over editing "${f.projectName}"`,
      body: (f) =>
        `${f.takenBy} took over editing the project "${f.projectName}". Changes you had not saved yet were not kept; you can edit the project again once they are done.`,
      action: 'Open the project',
    },
  },
  de: {
    greeting: (name) => (name ? `Hallo ${name},` : 'Guten Tag,'),
    signature: 'Ihr Boardhouse-Team',
    offer: (f) =>
      `${f.invitedBy} lädt Sie ein, das Projekt „${f.projectName}“ auf Boardhouse ${f.access === 'edit' ? 'anzusehen und zu ändern' : 'anzusehen'}.`,
    toAccept: {
      subject: (f) => `${f.invitedBy} lädt Sie zu einem Projekt ein`,
      howTo: (days) =>
        `Melden Sie sich an und nehmen Sie die Einladung unter „Einladungen“ auf der Seite „Meine Projekte“ an oder lehnen Sie sie ab. Die Einladung gilt ${days} Tage.`,
      action: 'Einladung ansehen',
    },
    toSignUp: {
      subject: (f) => `${f.invitedBy} lädt Sie zu einem Projekt auf Boardhouse ein`,
      howTo: (email, days) =>
        `Um es zu sehen, legen Sie mit dieser E-Mail-Adresse (${email}) ein Boardhouse-Konto an; die Einladung wartet dann unter „Einladungen“ auf der Seite „Meine Projekte“ auf Sie. Sie gilt ${days} Tage. Wenn Sie den Absender nicht kennen, ignorieren Sie diese E-Mail.`,
      action: 'Konto anlegen',
    },
    lockTakenOver: {
      subject: (f) => `${f.takenBy} bearbeitet jetzt „${f.projectName}“`,
      body: (f) =>
        `${f.takenBy} hat die Bearbeitung des Projekts „${f.projectName}“ übernommen. Ihre noch nicht gespeicherten Änderungen wurden nicht übernommen; sobald die Bearbeitung beendet ist, können Sie das Projekt wieder bearbeiten.`,
      action: 'Projekt öffnen',
    },
  },
  fr: {
    greeting: (name) => (name ? `Bonjour ${name},` : 'Bonjour,'),
    signature: 'L’équipe Boardhouse',
    offer: (f) =>
      `${f.invitedBy} vous invite à ${f.access === 'edit' ? 'consulter et modifier' : 'consulter'} le projet «\u00a0${f.projectName}\u00a0» sur Boardhouse.`,
    toAccept: {
      subject: (f) => `${f.invitedBy} vous invite à un projet`,
      howTo: (days) =>
        `Connectez-vous pour l’accepter ou la refuser sous «\u00a0Invitations\u00a0» sur la page «\u00a0Mes projets\u00a0». L’invitation reste ouverte ${days}\u00a0jours.`,
      action: 'Voir l’invitation',
    },
    toSignUp: {
      subject: (f) => `${f.invitedBy} vous invite à un projet sur Boardhouse`,
      howTo: (email, days) =>
        `Pour le voir, créez un compte Boardhouse avec cette adresse e-mail (${email})\u00a0; l’invitation vous attendra alors sous «\u00a0Invitations\u00a0» sur la page «\u00a0Mes projets\u00a0». Elle reste ouverte ${days}\u00a0jours. Si vous ne connaissez pas l’expéditeur, ignorez cet e-mail.`,
      action: 'Créer un compte',
    },
    lockTakenOver: {
      subject: (f) => `${f.takenBy} a repris la modification de «\u00a0${f.projectName}\u00a0»`,
      body: (f) =>
        `${f.takenBy} a repris la modification du projet «\u00a0${f.projectName}\u00a0». Les changements que vous n’aviez pas encore enregistrés n’ont pas été conservés\u00a0; vous pourrez de nouveau modifier le projet une fois ses modifications terminées.`,
      action: 'Ouvrir le projet',
    },
  },
  es: {
    greeting: (name) => (name ? `Hola ${name}:` : 'Hola:'),
    signature: 'El equipo de Boardhouse',
    offer: (f) =>
      `${f.invitedBy} le invita a ${f.access === 'edit' ? 'ver y modificar' : 'ver'} el proyecto «${f.projectName}» en Boardhouse.`,
    toAccept: {
      subject: (f) => `${f.invitedBy} le invita a un proyecto`,
      howTo: (days) =>
        `Inicie sesión y acéptela o recházela en «Invitaciones» de la página «Mis proyectos». La invitación está abierta durante ${days} días.`,
      action: 'Ver la invitación',
    },
    toSignUp: {
      subject: (f) => `${f.invitedBy} le invita a un proyecto en Boardhouse`,
      howTo: (email, days) =>
        `Para verlo, cree una cuenta de Boardhouse con esta dirección de correo (${email}); la invitación le esperará en «Invitaciones» de la página «Mis proyectos». Está abierta durante ${days} días. Si no conoce al remitente, ignore este correo.`,
      action: 'Crear una cuenta',
    },
    lockTakenOver: {
      subject: (f) => `${f.takenBy} ha tomado la edición de «${f.projectName}»`,
      body: (f) =>
        `${f.takenBy} ha tomado la edición del proyecto «${f.projectName}». Los cambios que aún no había guardado no se han conservado; podrá volver a editar el proyecto cuando termine.`,
      action: 'Abrir el proyecto',
    },
  },
  jp: {
    greeting: (name) => (name ? `${name} 様` : 'こんにちは。'),
    signature: 'Boardhouse',
    offer: (f) =>
      `${f.invitedBy} さんから、Boardhouseのプロジェクト「${f.projectName}」の${f.access === 'edit' ? '閲覧と変更' : '閲覧'}に招待されました。`,
    toAccept: {
      subject: (f) => `${f.invitedBy} さんからプロジェクトへの招待が届きました`,
      howTo: (days) =>
        `サインインして、「マイプロジェクト」ページの「招待」から承認または辞退してください。招待の有効期間は${days}日間です。`,
      action: '招待を見る',
    },
    toSignUp: {
      subject: (f) => `${f.invitedBy} さんからBoardhouseのプロジェクトへの招待が届きました`,
      howTo: (email, days) =>
        `プロジェクトを見るには、このメールアドレス（${email}）でBoardhouseアカウントを作成してください。招待は「マイプロジェクト」ページの「招待」に表示されます。有効期間は${days}日間です。送信者にお心当たりのない場合は、このメールを無視してください。`,
      action: 'アカウントを作成する',
    },
    lockTakenOver: {
      subject: (f) => `${f.takenBy} さんが「${f.projectName}」の編集を引き継ぎました`,
      body: (f) =>
        `${f.takenBy} さんがプロジェクト「${f.projectName}」の編集を引き継ぎました。保存されていなかった変更は保持されていません。編集が終わり次第、再びプロジェクトを編集できます。`,
      action: 'プロジェクトを開く',
    },
  },
  ch: {
    greeting: (name) => (name ? `${name}，您好：` : '您好：'),
    signature: 'Boardhouse',
    offer: (f) =>
      `${f.invitedBy} 邀请您在 Boardhouse 上${f.access === 'edit' ? '查看和修改' : '查看'}项目“${f.projectName}”。`,
    toAccept: {
      subject: (f) => `${f.invitedBy} 邀请您加入一个项目`,
      howTo: (days) => `请登录后在“我的项目”页面的“邀请”中接受或拒绝。邀请有效期为 ${days} 天。`,
      action: '查看邀请',
    },
    toSignUp: {
      subject: (f) => `${f.invitedBy} 邀请您加入 Boardhouse 上的一个项目`,
      howTo: (email, days) =>
        `如需查看，请使用此电子邮件地址（${email}）创建 Boardhouse 账户；邀请随后将显示在“我的项目”页面的“邀请”中，有效期为 ${days} 天。如果您不认识发件人，请忽略此邮件。`,
      action: '创建账户',
    },
    lockTakenOver: {
      subject: (f) => `${f.takenBy} 接管了“${f.projectName}”的编辑`,
      body: (f) =>
        `${f.takenBy} 接管了项目“${f.projectName}”的编辑。您尚未保存的更改未被保留；对方完成编辑后，您可以再次编辑该项目。`,
      action: '打开项目',
    },
  },
};

/** The texts in a language; English when it is unknown (an address nobody has an account for yet). */
export function sharingMailTexts(language: string | null | undefined): SharingMailTexts {
  const known = (LANGUAGES as readonly string[]).includes(language ?? '');
  return SHARING_MAIL_TEXTS[known ? (language as Language) : 'en'];
}

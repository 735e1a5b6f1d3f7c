import type { TextCatalogues } from './server-text.ts';

/**
 * Why a sign-in, sign-up, password change, team invitation or project name is refused: the words a
 * customer reads on the sign-in, sign-up, invitation, My Profile and project pages. The sign-in page
 * reads this catalogue alone (apps/web/src/features/auth/error-text.ts), so it stays small.
 */
export const ACCOUNT_REFUSAL_TEXTS: TextCatalogues = {
  en: {
    'refused.account.disabled': 'This account has been disabled. Please contact support.',
    'refused.account.notConfirmed':
      'Please confirm your e-mail address first: follow the link in the e-mail we sent you.',
    'refused.account.usernameTaken': 'This username is already taken',
    'refused.account.wrongPassword': 'The current password is not correct',
    'refused.account.linkInvalid':
      'This link is not valid any more: it was already used or has expired. Ask for a new one.',
    'refused.project.nameTaken': 'You already have a project with this name',
    'refused.team.enterPassword': 'This address has an account: enter its password to join the team',
    'refused.team.ownerAccount': 'This is the team owner’s own account',
    'refused.team.otherTeam': 'This account is a member of another team, so it cannot join this one',
    'refused.team.staffAccount': 'A staff account cannot join a customer’s team',
    'refused.team.accountChanged': 'The account changed while you accepted; please try again.',
    'refused.team.leadsTeam': 'This account leads a team of its own, so it cannot join another one',
    'refused.team.alreadyMember': 'This person is already a member of the team',
    'refused.team.invitationInvalid':
      'This invitation is not valid any more: it was already accepted, replaced or has expired. Ask the team owner for a new one.',
  },
  de: {
    'refused.account.disabled': 'Dieses Konto wurde deaktiviert. Bitte wenden Sie sich an den Support.',
    'refused.account.notConfirmed':
      'Bitte bestätigen Sie zuerst Ihre E-Mail-Adresse: Folgen Sie dem Link in der E-Mail, die wir Ihnen gesendet haben.',
    'refused.account.usernameTaken': 'Dieser Benutzername ist bereits vergeben',
    'refused.account.wrongPassword': 'Das aktuelle Passwort ist nicht korrekt',
    'refused.account.linkInvalid':
      'Dieser Link ist nicht mehr gültig: Er wurde bereits verwendet oder ist abgelaufen. Fordern Sie einen neuen an.',
    'refused.project.nameTaken': 'Sie haben bereits ein Projekt mit diesem Namen',
    'refused.team.enterPassword':
      'Zu dieser Adresse gibt es ein Konto: Geben Sie sein Passwort ein, um dem Team beizutreten',
    'refused.team.ownerAccount': 'Dies ist das eigene Konto des Team-Eigentümers',
    'refused.team.otherTeam':
      'Dieses Konto ist Mitglied eines anderen Teams und kann diesem daher nicht beitreten',
    'refused.team.staffAccount': 'Ein Mitarbeiterkonto kann nicht dem Team eines Kunden beitreten',
    'refused.team.accountChanged':
      'Das Konto hat sich während der Annahme geändert; bitte versuchen Sie es erneut.',
    'refused.team.leadsTeam': 'Dieses Konto leitet ein eigenes Team und kann daher keinem anderen beitreten',
    'refused.team.alreadyMember': 'Diese Person ist bereits Mitglied des Teams',
    'refused.team.invitationInvalid':
      'Diese Einladung ist nicht mehr gültig: Sie wurde bereits angenommen, ersetzt oder ist abgelaufen. Bitten Sie den Team-Eigentümer um eine neue.',
  },
  fr: {
    'refused.account.disabled': 'Ce compte a été désactivé. Veuillez contacter le support.',
    'refused.account.notConfirmed':
      'Veuillez d’abord confirmer votre adresse e-mail : suivez le lien de l’e-mail que nous vous avons envoyé.',
    'refused.account.usernameTaken': 'Ce nom d’utilisateur est déjà pris',
    'refused.account.wrongPassword': 'Le mot de passe actuel n’est pas correct',
    'refused.account.linkInvalid':
      'Ce lien n’est plus valable : il a déjà été utilisé ou a expiré. Demandez-en un nouveau.',
    'refused.project.nameTaken': 'Vous avez déjà un projet portant ce nom',
    'refused.team.enterPassword':
      'Cette adresse a un compte : saisissez son mot de passe pour rejoindre l’équipe',
    'refused.team.ownerAccount': 'Il s’agit du compte du propriétaire de l’équipe',
    'refused.team.otherTeam':
      'Ce compte est membre d’une autre équipe ; il ne peut donc pas rejoindre celle-ci',
    'refused.team.staffAccount': 'Un compte du personnel ne peut pas rejoindre l’équipe d’un client',
    'refused.team.accountChanged': 'Le compte a changé pendant que vous acceptiez ; veuillez réessayer.',
    'refused.team.leadsTeam':
      'Ce compte dirige sa propre équipe ; il ne peut donc pas en rejoindre une autre',
    'refused.team.alreadyMember': 'Cette personne est déjà membre de l’équipe',
    'refused.team.invitationInvalid':
      'Cette invitation n’est plus valable : elle a déjà été acceptée, remplacée ou a expiré. Demandez-en une nouvelle au propriétaire de l’équipe.',
  },
  es: {
    'refused.account.disabled': 'Esta cuenta ha sido desactivada. Póngase en contacto con soporte.',
    'refused.account.notConfirmed':
      'Confirme primero su dirección de correo electrónico: siga el enlace del correo que le enviamos.',
    'refused.account.usernameTaken': 'Este nombre de usuario ya está en uso',
    'refused.account.wrongPassword': 'La contraseña actual no es correcta',
    'refused.account.linkInvalid':
      'Este enlace ya no es válido: ya se utilizó o ha caducado. Solicite uno nuevo.',
    'refused.project.nameTaken': 'Ya tiene un proyecto con este nombre',
    'refused.team.enterPassword':
      'Esta dirección tiene una cuenta: introduzca su contraseña para unirse al equipo',
    'refused.team.ownerAccount': 'Esta es la propia cuenta del propietario del equipo',
    'refused.team.otherTeam': 'Esta cuenta es miembro de otro equipo, por lo que no puede unirse a este',
    'refused.team.staffAccount': 'Una cuenta del personal no puede unirse al equipo de un cliente',
    'refused.team.accountChanged': 'La cuenta cambió mientras aceptaba; inténtelo de nuevo.',
    'refused.team.leadsTeam': 'Esta cuenta dirige su propio equipo, por lo que no puede unirse a otro',
    'refused.team.alreadyMember': 'Esta persona ya es miembro del equipo',
    'refused.team.invitationInvalid':
      'Esta invitación ya no es válida: ya se aceptó, se reemplazó o ha caducado. Pida una nueva al propietario del equipo.',
  },
  jp: {
    'refused.account.disabled': 'このアカウントは無効化されています。サポートにお問い合わせください。',
    'refused.account.notConfirmed':
      'まずメールアドレスを確認してください。お送りしたメールのリンクを開いてください。',
    'refused.account.usernameTaken': 'このユーザー名はすでに使われています',
    'refused.account.wrongPassword': '現在のパスワードが正しくありません',
    'refused.account.linkInvalid':
      'このリンクはもう有効ではありません。使用済みか期限切れです。新しいリンクを請求してください。',
    'refused.project.nameTaken': '同じ名前のプロジェクトがすでにあります',
    'refused.team.enterPassword':
      'このアドレスにはアカウントがあります。チームに参加するにはそのパスワードを入力してください',
    'refused.team.ownerAccount': 'これはチームオーナー自身のアカウントです',
    'refused.team.otherTeam': 'このアカウントは別のチームのメンバーのため、このチームには参加できません',
    'refused.team.staffAccount': 'スタッフのアカウントはお客様のチームに参加できません',
    'refused.team.accountChanged': '承認中にアカウントが変更されました。もう一度お試しください。',
    'refused.team.leadsTeam': 'このアカウントは自分のチームを率いているため、他のチームには参加できません',
    'refused.team.alreadyMember': 'この方はすでにチームのメンバーです',
    'refused.team.invitationInvalid':
      'この招待はもう有効ではありません。承認済み、置き換え済み、または期限切れです。チームオーナーに新しい招待を依頼してください。',
  },
  ch: {
    'refused.account.disabled': '此帐户已被停用。请联系客服。',
    'refused.account.notConfirmed': '请先确认您的电子邮件地址：点击我们发给您的邮件中的链接。',
    'refused.account.usernameTaken': '此用户名已被占用',
    'refused.account.wrongPassword': '当前密码不正确',
    'refused.account.linkInvalid': '此链接已失效：它已被使用或已过期。请重新申请。',
    'refused.project.nameTaken': '您已有同名项目',
    'refused.team.enterPassword': '此地址已有帐户：请输入其密码以加入团队',
    'refused.team.ownerAccount': '这是团队所有者本人的帐户',
    'refused.team.otherTeam': '此帐户是另一个团队的成员，因此不能加入本团队',
    'refused.team.staffAccount': '员工帐户不能加入客户的团队',
    'refused.team.accountChanged': '您接受邀请时帐户发生了变化；请重试。',
    'refused.team.leadsTeam': '此帐户领导着自己的团队，因此不能加入其他团队',
    'refused.team.alreadyMember': '此人已是团队成员',
    'refused.team.invitationInvalid': '此邀请已失效：它已被接受、替换或已过期。请向团队所有者索取新的邀请。',
  },
};

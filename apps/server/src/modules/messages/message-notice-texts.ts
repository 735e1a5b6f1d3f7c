import type { Language } from '@boardhouse/shared/product';

/**
 * The words of the unread-message e-mail in every interface language, in the mail module's way (see
 * orders/order-mail-texts.ts): functions of the facts, put together and escaped by message-notices.ts.
 */
export interface NoticeTexts {
  greeting: (firstname: string) => string;
  subject: (conversations: number) => string;
  intro: (conversations: number) => string;
  /** One line per conversation: the project and how many of its messages wait. */
  line: (project: string, unread: number) => string;
  action: string;
  outro: string;
  signature: string;
}

const QUOTE_FR = (text: string) => `«\u00a0${text}\u00a0»`;

export const NOTICE_TEXTS: Record<Language, NoticeTexts> = {
  en: {
    greeting: (name) => `Hello ${name},`,
    subject: (n) =>
      n === 1 ? 'You have an unread message' : `You have unread messages in ${n} conversations`,
    intro: (n) =>
      n === 1
        ? 'A message is waiting for you in the Boardhouse message centre:'
        : `Messages are waiting for you in ${n} conversations of the Boardhouse message centre:`,
    line: (project, unread) => `"${project}": ${unread} unread ${unread === 1 ? 'message' : 'messages'}`,
    action: 'Read the messages',
    outro: 'You get this e-mail because the message has not been read since it was sent.',
    signature: 'Boardhouse',
  },
  de: {
    greeting: (name) => `Hallo ${name},`,
    subject: (n) =>
      n === 1
        ? 'Sie haben eine ungelesene Nachricht'
        : `Sie haben ungelesene Nachrichten in ${n} Unterhaltungen`,
    intro: (n) =>
      n === 1
        ? 'Im Boardhouse-Nachrichtencenter wartet eine Nachricht auf Sie:'
        : `Im Boardhouse-Nachrichtencenter warten Nachrichten in ${n} Unterhaltungen auf Sie:`,
    line: (project, unread) =>
      `„${project}“: ${unread} ungelesene ${unread === 1 ? 'Nachricht' : 'Nachrichten'}`,
    action: 'Nachrichten lesen',
    outro: 'Sie erhalten diese E-Mail, weil die Nachricht seit dem Versand nicht gelesen wurde.',
    signature: 'Boardhouse',
  },
  fr: {
    greeting: (name) => `Bonjour ${name},`,
    subject: (n) =>
      n === 1 ? 'Vous avez un message non lu' : `Vous avez des messages non lus dans ${n} conversations`,
    intro: (n) =>
      n === 1
        ? 'Un message vous attend dans la messagerie Boardhouse :'
        : `Des messages vous attendent dans ${n} conversations de la messagerie Boardhouse :`,
    line: (project, unread) =>
      `${QUOTE_FR(project)} : ${unread} ${unread === 1 ? 'message non lu' : 'messages non lus'}`,
    action: 'Lire les messages',
    outro: 'Vous recevez cet e-mail car le message n’a pas été lu depuis son envoi.',
    signature: 'Boardhouse',
  },
  es: {
    greeting: (name) => `Hola ${name}:`,
    subject: (n) =>
      n === 1 ? 'Tiene un mensaje sin leer' : `Tiene mensajes sin leer en ${n} conversaciones`,
    intro: (n) =>
      n === 1
        ? 'Un mensaje le espera en el centro de mensajes de Boardhouse:'
        : `Hay mensajes esperándole en ${n} conversaciones del centro de mensajes de Boardhouse:`,
    line: (project, unread) =>
      `«${project}»: ${unread} ${unread === 1 ? 'mensaje sin leer' : 'mensajes sin leer'}`,
    action: 'Leer los mensajes',
    outro: 'Recibe este correo porque el mensaje no se ha leído desde que se envió.',
    signature: 'Boardhouse',
  },
  jp: {
    greeting: (name) => `${name} 様`,
    subject: (n) => (n === 1 ? '未読のメッセージがあります' : `${n} 件の会話に未読のメッセージがあります`),
    intro: (n) =>
      n === 1
        ? 'Boardhouse メッセージセンターにメッセージが届いています:'
        : `Boardhouse メッセージセンターの ${n} 件の会話にメッセージが届いています:`,
    line: (project, unread) => `「${project}」: 未読メッセージ ${unread} 件`,
    action: 'メッセージを読む',
    outro: '送信後にメッセージがまだ読まれていないため、このメールをお送りしています。',
    signature: 'Boardhouse',
  },
  ch: {
    greeting: (name) => `${name}，您好：`,
    subject: (n) => (n === 1 ? '您有一条未读消息' : `您在 ${n} 个会话中有未读消息`),
    intro: (n) =>
      n === 1
        ? 'Boardhouse 消息中心有一条消息等待您查看：'
        : `Boardhouse 消息中心的 ${n} 个会话中有消息等待您查看：`,
    line: (project, unread) => `“${project}”：${unread} 条未读消息`,
    action: '阅读消息',
    outro: '由于该消息发送后尚未被阅读，我们向您发送了此邮件。',
    signature: 'Boardhouse',
  },
};

export const noticeTextsOf = (language: string): NoticeTexts =>
  Object.hasOwn(NOTICE_TEXTS, language) ? NOTICE_TEXTS[language as Language] : NOTICE_TEXTS.en;

import type { TextCatalogues } from './server-text.ts';

/**
 * The in-app notices about projects shared with someone (sharing.service.ts, editing-lock.service.ts):
 * the sentence under the notice's title. A reminder's personal note is the sender's own words and no
 * key of these.
 */
export const SHARING_NOTICE_TEXTS: TextCatalogues = {
  en: {
    'sharing.notice.shared': '{name} shared the project "{project}" with you',
    'sharing.notice.lockTaken':
      '{name} took over editing the project "{project}"; changes you had not saved were not kept',
  },
  de: {
    'sharing.notice.shared': '{name} hat das Projekt „{project}“ mit Ihnen geteilt',
    'sharing.notice.lockTaken':
      '{name} hat die Bearbeitung des Projekts „{project}“ übernommen; Ihre nicht gespeicherten Änderungen wurden verworfen',
  },
  fr: {
    'sharing.notice.shared': '{name} a partagé le projet « {project} » avec vous',
    'sharing.notice.lockTaken':
      '{name} a repris la modification du projet « {project} » ; les changements que vous n’aviez pas enregistrés n’ont pas été conservés',
  },
  es: {
    'sharing.notice.shared': '{name} ha compartido el proyecto «{project}» con usted',
    'sharing.notice.lockTaken':
      '{name} ha pasado a editar el proyecto «{project}»; los cambios que no había guardado no se conservaron',
  },
  jp: {
    'sharing.notice.shared': '{name}さんがプロジェクト「{project}」をあなたと共有しました',
    'sharing.notice.lockTaken':
      '{name}さんがプロジェクト「{project}」の編集を引き継ぎました。保存していなかった変更は破棄されました',
  },
  ch: {
    'sharing.notice.shared': '{name} 与您共享了项目“{project}”',
    'sharing.notice.lockTaken': '{name} 接管了项目“{project}”的编辑；您未保存的更改未被保留',
  },
};

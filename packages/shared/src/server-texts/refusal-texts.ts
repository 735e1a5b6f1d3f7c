import type { TextCatalogues } from './server-text.ts';

/**
 * Why choosing or ordering an offer, or editing a project, is refused (the 4xx of the offers, basket,
 * checkout and project pages; apps/server/src/lib/text-errors.ts). `refused.basket.*` follow the basket's expired reasons.
 * `refused.gec.*`: the staff order page's order-system card (`{said}` is the system's own words);
 * `refused.identity.*`: My Profile's linked sign-ins.
 */
export const REFUSAL_TEXTS: TextCatalogues = {
  en: {
    'refused.project.locked': '{name} is editing this project; try again in a few minutes',
    'refused.project.takenOver':
      '{name} took over editing this project; your change was not saved. Reload the project to see the current version',
    'refused.project.orderBeingHandled':
      'This project’s order {orderKey} is paid and being handled, so the project cannot be deleted. Ask us in Messages if the order should be cancelled.',
    'refused.country.code': '{countryCode} is not a country code',
    'refused.order.notManager': 'Only the project’s owner and their team can order it',
    'refused.order.keyReused':
      'This idempotency key was used for order {orderKey} of another project: send a new key',
    'refused.offer.notPriced': 'This project has no offers yet: open its offers, then choose one',
    'refused.offer.expired': 'This offer has expired: reload the offers to see today’s prices',
    'refused.offer.changed': 'The project or the prices changed since this offer: reload the offers',
    'refused.offer.unavailable': 'This quantity and lead time cannot be ordered',
    'refused.offer.chooseFirst': 'Choose a quantity and lead time first: the offer has none selected yet',
    'refused.order.chooseOffer': 'Choose an offer for this project before ordering it',
    'refused.order.exists': 'This project was ordered already as {orderKey}',
    'refused.order.addressElsewhere':
      'This address is in {countryCode} but the offer ships to {pricedCountry}: choose an address there, or change the destination on the offer',
    'refused.order.billingAddressElsewhere':
      'Your billing address is in {countryCode} but the offer ships to {pricedCountry}: add a delivery address there, or change the destination on the offer',
    'refused.order.chosenChanged': 'The chosen offer changed while ordering: review it and order again',
    'refused.order.alreadyCancelled': 'Order {orderKey} is cancelled already',
    'refused.order.paidAlready': 'This order is paid already',
    'refused.order.notPayable': 'This order is {status}: it cannot be paid',
    'refused.order.projectDeleted': 'The project of this order was deleted, so the order cannot be paid',
    'refused.order.inProduction':
      'Parts for order {orderKey} are being bought or its boards made, so it can no longer be cancelled here. Write to us in the message centre and we will see what can be done',
    'refused.order.shipped':
      'Order {orderKey} has been shipped, so it can no longer be cancelled. Write to us in the message centre if something is wrong with it',
    'refused.basket.OFFER_EXPIRED':
      'This offer has expired: open the offers to see today’s prices and choose again',
    'refused.basket.PRICES_CHANGED':
      'The project or its prices changed since this offer was chosen: choose it again',
    'refused.basket.CELL_UNAVAILABLE':
      'This quantity and lead time can no longer be made: choose another offer',
    'refused.basket.PROMO_NO_LONGER_VALID':
      'The promo code no longer applies to this offer’s new price: choose it again',
    'refused.gec.refusedOrder': 'The order system refused the order: {said}',
    'refused.gec.refusedQuestion': 'The order system refused the question: {said}',
    'refused.gec.unreachable': 'The order system could not be reached: {said}',
    'refused.gec.notSent': 'The order has not been sent to the order system yet',
    'refused.gec.notPaid': 'Only paid orders go to the order system; order {orderKey} is {status}',
    'refused.gec.notConfigured':
      'The order system is not configured on this server (GEC_URL and GEC_TOKEN are not set)',
    'refused.identity.lastWayIn':
      'This is the only way to sign in to your account: set a password (Forgot password on the sign-in page) before unlinking it.',
  },
  de: {
    'refused.project.locked':
      '{name} bearbeitet dieses Projekt gerade; versuchen Sie es in einigen Minuten erneut',
    'refused.project.takenOver':
      '{name} hat die Bearbeitung dieses Projekts übernommen; Ihre Änderung wurde nicht gespeichert. Laden Sie das Projekt neu, um den aktuellen Stand zu sehen',
    'refused.project.orderBeingHandled':
      'Die Bestellung {orderKey} dieses Projekts ist bezahlt und in Bearbeitung, daher kann das Projekt nicht gelöscht werden. Schreiben Sie uns im Nachrichtencenter, wenn die Bestellung storniert werden soll.',
    'refused.country.code': '{countryCode} ist kein Ländercode',
    'refused.order.notManager': 'Nur der Eigentümer des Projekts und sein Team können es bestellen',
    'refused.order.keyReused':
      'Dieser Idempotenzschlüssel wurde für die Bestellung {orderKey} eines anderen Projekts verwendet: Senden Sie einen neuen Schlüssel',
    'refused.offer.notPriced':
      'Dieses Projekt hat noch keine Angebote: öffnen Sie seine Angebote und wählen Sie dann eines aus',
    'refused.offer.expired':
      'Dieses Angebot ist abgelaufen: Laden Sie die Angebote neu, um die heutigen Preise zu sehen',
    'refused.offer.changed':
      'Das Projekt oder die Preise haben sich seit diesem Angebot geändert: Laden Sie die Angebote neu',
    'refused.offer.unavailable': 'Diese Menge und Lieferzeit kann nicht bestellt werden',
    'refused.offer.chooseFirst':
      'Wählen Sie zuerst eine Menge und eine Lieferzeit: Im Angebot ist noch nichts ausgewählt',
    'refused.order.chooseOffer': 'Wählen Sie ein Angebot für dieses Projekt, bevor Sie es bestellen',
    'refused.order.exists': 'Dieses Projekt wurde bereits als {orderKey} bestellt',
    'refused.order.addressElsewhere':
      'Diese Adresse liegt in {countryCode}, das Angebot liefert aber nach {pricedCountry}: Wählen Sie dort eine Adresse oder ändern Sie das Lieferziel im Angebot',
    'refused.order.billingAddressElsewhere':
      'Ihre Rechnungsadresse liegt in {countryCode}, das Angebot liefert aber nach {pricedCountry}: Fügen Sie dort eine Lieferadresse hinzu oder ändern Sie das Lieferziel im Angebot',
    'refused.order.chosenChanged':
      'Das gewählte Angebot hat sich während der Bestellung geändert: Prüfen Sie es und bestellen Sie erneut',
    'refused.order.alreadyCancelled': 'Die Bestellung {orderKey} ist bereits storniert',
    'refused.order.paidAlready': 'Diese Bestellung ist bereits bezahlt',
    'refused.order.notPayable': 'Diese Bestellung ist {status}: sie kann nicht bezahlt werden',
    'refused.order.projectDeleted':
      'Das Projekt dieser Bestellung wurde gelöscht, daher kann die Bestellung nicht bezahlt werden',
    'refused.order.inProduction':
      'Für die Bestellung {orderKey} werden Bauteile gekauft oder die Leiterplatten gefertigt, daher kann sie hier nicht mehr storniert werden. Schreiben Sie uns im Nachrichtencenter, wir sehen, was sich tun lässt',
    'refused.order.shipped':
      'Die Bestellung {orderKey} wurde versandt und kann nicht mehr storniert werden. Schreiben Sie uns im Nachrichtencenter, wenn etwas damit nicht stimmt',
    'refused.basket.OFFER_EXPIRED':
      'Dieses Angebot ist abgelaufen: Öffnen Sie die Angebote, um die heutigen Preise zu sehen, und wählen Sie erneut',
    'refused.basket.PRICES_CHANGED':
      'Das Projekt oder seine Preise haben sich seit der Wahl dieses Angebots geändert: Wählen Sie es erneut',
    'refused.basket.CELL_UNAVAILABLE':
      'Diese Menge und Lieferzeit kann nicht mehr gefertigt werden: Wählen Sie ein anderes Angebot',
    'refused.basket.PROMO_NO_LONGER_VALID':
      'Der Aktionscode gilt nicht mehr für den neuen Preis dieses Angebots: Wählen Sie ihn erneut',
    'refused.gec.refusedOrder': 'Das Auftragssystem hat den Auftrag abgelehnt: {said}',
    'refused.gec.refusedQuestion': 'Das Auftragssystem hat die Anfrage abgelehnt: {said}',
    'refused.gec.unreachable': 'Das Auftragssystem ist nicht erreichbar: {said}',
    'refused.gec.notSent': 'Der Auftrag wurde noch nicht an das Auftragssystem gesendet',
    'refused.gec.notPaid':
      'Nur bezahlte Aufträge gehen an das Auftragssystem; Auftrag {orderKey} ist {status}',
    'refused.gec.notConfigured':
      'Das Auftragssystem ist auf diesem Server nicht eingerichtet (GEC_URL und GEC_TOKEN sind nicht gesetzt)',
    'refused.identity.lastWayIn':
      'Dies ist die einzige Möglichkeit, sich bei Ihrem Konto anzumelden: Legen Sie ein Passwort fest (Passwort vergessen auf der Anmeldeseite), bevor Sie die Verknüpfung aufheben.',
  },
  fr: {
    'refused.project.locked': '{name} modifie ce projet en ce moment ; réessayez dans quelques minutes',
    'refused.project.takenOver':
      '{name} a repris la modification de ce projet ; votre changement n’a pas été enregistré. Rechargez le projet pour voir la version actuelle',
    'refused.project.orderBeingHandled':
      'La commande {orderKey} de ce projet est payée et en cours de traitement : le projet ne peut donc pas être supprimé. Écrivez-nous dans le centre de messages si la commande doit être annulée.',
    'refused.country.code': '{countryCode} n’est pas un code de pays',
    'refused.order.notManager': 'Seuls le propriétaire du projet et son équipe peuvent le commander',
    'refused.order.keyReused':
      'Cette clé d’idempotence a servi pour la commande {orderKey} d’un autre projet : envoyez une nouvelle clé',
    'refused.offer.notPriced':
      'Ce projet n’a pas encore d’offres\u00a0: ouvrez ses offres, puis choisissez-en une',
    'refused.offer.expired': 'Cette offre a expiré : rechargez les offres pour voir les prix du jour',
    'refused.offer.changed': 'Le projet ou les prix ont changé depuis cette offre : rechargez les offres',
    'refused.offer.unavailable': 'Cette quantité et ce délai ne peuvent pas être commandés',
    'refused.offer.chooseFirst':
      'Choisissez d’abord une quantité et un délai : aucune offre n’est encore sélectionnée',
    'refused.order.chooseOffer': 'Choisissez une offre pour ce projet avant de le commander',
    'refused.order.exists': 'Ce projet a déjà été commandé sous le numéro {orderKey}',
    'refused.order.addressElsewhere':
      'Cette adresse se trouve en {countryCode} mais l’offre livre en {pricedCountry} : choisissez une adresse dans ce pays ou changez la destination de l’offre',
    'refused.order.billingAddressElsewhere':
      'Votre adresse de facturation se trouve en {countryCode} mais l’offre livre en {pricedCountry} : ajoutez une adresse de livraison dans ce pays ou changez la destination de l’offre',
    'refused.order.chosenChanged':
      'L’offre choisie a changé pendant la commande : vérifiez-la et commandez à nouveau',
    'refused.order.alreadyCancelled': 'La commande {orderKey} est déjà annulée',
    'refused.order.paidAlready': 'Cette commande est déjà payée',
    'refused.order.notPayable': 'Cette commande est {status}\u00a0: elle ne peut pas être payée',
    'refused.order.projectDeleted':
      'Le projet de cette commande a été supprimé, la commande ne peut donc pas être payée',
    'refused.order.inProduction':
      'Les composants de la commande {orderKey} sont en cours d’achat ou ses cartes en fabrication : elle ne peut plus être annulée ici. Écrivez-nous dans le centre de messages et nous verrons ce qui est possible',
    'refused.order.shipped':
      'La commande {orderKey} a été expédiée : elle ne peut plus être annulée. Écrivez-nous dans le centre de messages si quelque chose ne va pas',
    'refused.basket.OFFER_EXPIRED':
      'Cette offre a expiré : ouvrez les offres pour voir les prix du jour et choisissez à nouveau',
    'refused.basket.PRICES_CHANGED':
      'Le projet ou ses prix ont changé depuis le choix de cette offre : choisissez-la à nouveau',
    'refused.basket.CELL_UNAVAILABLE':
      'Cette quantité et ce délai ne peuvent plus être fabriqués : choisissez une autre offre',
    'refused.basket.PROMO_NO_LONGER_VALID':
      'Le code promo ne s’applique plus au nouveau prix de cette offre : choisissez-la à nouveau',
    'refused.gec.refusedOrder': 'Le système de commandes a refusé la commande : {said}',
    'refused.gec.refusedQuestion': 'Le système de commandes a refusé la demande : {said}',
    'refused.gec.unreachable': 'Le système de commandes est injoignable : {said}',
    'refused.gec.notSent': 'La commande n’a pas encore été envoyée au système de commandes',
    'refused.gec.notPaid':
      'Seules les commandes payées vont au système de commandes ; la commande {orderKey} est {status}',
    'refused.gec.notConfigured':
      'Le système de commandes n’est pas configuré sur ce serveur (GEC_URL et GEC_TOKEN ne sont pas définis)',
    'refused.identity.lastWayIn':
      'C’est le seul moyen de vous connecter à votre compte : définissez un mot de passe (Mot de passe oublié sur la page de connexion) avant de le dissocier.',
  },
  es: {
    'refused.project.locked': '{name} está editando este proyecto; vuelva a intentarlo en unos minutos',
    'refused.project.takenOver':
      '{name} ha tomado el control de la edición de este proyecto; su cambio no se ha guardado. Vuelva a cargar el proyecto para ver la versión actual',
    'refused.project.orderBeingHandled':
      'El pedido {orderKey} de este proyecto está pagado y en curso, así que el proyecto no se puede eliminar. Escríbanos en el centro de mensajes si el pedido debe cancelarse.',
    'refused.country.code': '{countryCode} no es un código de país',
    'refused.order.notManager': 'Solo el propietario del proyecto y su equipo pueden pedirlo',
    'refused.order.keyReused':
      'Esta clave de idempotencia se usó para el pedido {orderKey} de otro proyecto: envíe una clave nueva',
    'refused.offer.notPriced': 'Este proyecto aún no tiene ofertas: abra sus ofertas y elija una',
    'refused.offer.expired':
      'Esta oferta ha caducado: vuelva a cargar las ofertas para ver los precios de hoy',
    'refused.offer.changed':
      'El proyecto o los precios han cambiado desde esta oferta: vuelva a cargar las ofertas',
    'refused.offer.unavailable': 'Esta cantidad y este plazo no se pueden pedir',
    'refused.offer.chooseFirst':
      'Elija primero una cantidad y un plazo: la oferta aún no tiene ninguno seleccionado',
    'refused.order.chooseOffer': 'Elija una oferta para este proyecto antes de pedirlo',
    'refused.order.exists': 'Este proyecto ya se pidió como {orderKey}',
    'refused.order.addressElsewhere':
      'Esta dirección está en {countryCode} pero la oferta se envía a {pricedCountry}: elija una dirección allí o cambie el destino en la oferta',
    'refused.order.billingAddressElsewhere':
      'Su dirección de facturación está en {countryCode} pero la oferta se envía a {pricedCountry}: añada una dirección de entrega allí o cambie el destino en la oferta',
    'refused.order.chosenChanged': 'La oferta elegida cambió durante el pedido: revísela y vuelva a pedir',
    'refused.order.alreadyCancelled': 'El pedido {orderKey} ya está cancelado',
    'refused.order.paidAlready': 'Este pedido ya está pagado',
    'refused.order.notPayable': 'Este pedido está {status}: no se puede pagar',
    'refused.order.projectDeleted':
      'El proyecto de este pedido se eliminó, por lo que el pedido no se puede pagar',
    'refused.order.inProduction':
      'Se están comprando los componentes del pedido {orderKey} o fabricando sus placas, así que ya no se puede cancelar aquí. Escríbanos en el centro de mensajes y veremos qué se puede hacer',
    'refused.order.shipped':
      'El pedido {orderKey} ya se ha enviado y no se puede cancelar. Escríbanos en el centro de mensajes si algo no está bien',
    'refused.basket.OFFER_EXPIRED':
      'Esta oferta ha caducado: abra las ofertas para ver los precios de hoy y vuelva a elegir',
    'refused.basket.PRICES_CHANGED':
      'El proyecto o sus precios han cambiado desde que se eligió esta oferta: vuelva a elegirla',
    'refused.basket.CELL_UNAVAILABLE':
      'Esta cantidad y este plazo ya no se pueden fabricar: elija otra oferta',
    'refused.basket.PROMO_NO_LONGER_VALID':
      'El código promocional ya no se aplica al nuevo precio de esta oferta: vuelva a elegirla',
    'refused.gec.refusedOrder': 'El sistema de pedidos rechazó el pedido: {said}',
    'refused.gec.refusedQuestion': 'El sistema de pedidos rechazó la consulta: {said}',
    'refused.gec.unreachable': 'No se pudo contactar con el sistema de pedidos: {said}',
    'refused.gec.notSent': 'El pedido aún no se ha enviado al sistema de pedidos',
    'refused.gec.notPaid':
      'Solo los pedidos pagados van al sistema de pedidos; el pedido {orderKey} está en {status}',
    'refused.gec.notConfigured':
      'El sistema de pedidos no está configurado en este servidor (GEC_URL y GEC_TOKEN no están definidos)',
    'refused.identity.lastWayIn':
      'Es la única forma de iniciar sesión en su cuenta: establezca una contraseña (¿Olvidó su contraseña? en la página de inicio de sesión) antes de desvincularla.',
  },
  jp: {
    'refused.project.locked': '{name}さんがこのプロジェクトを編集中です。数分後にもう一度お試しください',
    'refused.project.takenOver':
      '{name}さんがこのプロジェクトの編集を引き継ぎました。変更は保存されていません。プロジェクトを再読み込みして最新の内容をご確認ください',
    'refused.project.orderBeingHandled':
      'このプロジェクトの注文{orderKey}は支払い済みで処理中のため、プロジェクトを削除できません。注文のキャンセルをご希望の場合は、メッセージセンターでご連絡ください。',
    'refused.country.code': '{countryCode}は国コードではありません',
    'refused.order.notManager': 'このプロジェクトを注文できるのは所有者とそのチームだけです',
    'refused.order.keyReused':
      'この冪等キーは別のプロジェクトの注文{orderKey}に使用されています。新しいキーを送信してください',
    'refused.offer.notPriced':
      'このプロジェクトにはまだお見積がありません。お見積を開いてから選択してください',
    'refused.offer.expired': 'このお見積は期限切れです。お見積を再読み込みして本日の価格をご確認ください',
    'refused.offer.changed':
      'このお見積の後にプロジェクトまたは価格が変更されました。お見積を再読み込みしてください',
    'refused.offer.unavailable': 'この数量と納期はご注文いただけません',
    'refused.offer.chooseFirst': '先に数量と納期を選択してください。お見積はまだ選択されていません',
    'refused.order.chooseOffer': 'ご注文の前にこのプロジェクトのお見積を選択してください',
    'refused.order.exists': 'このプロジェクトは{orderKey}としてすでに注文されています',
    'refused.order.addressElsewhere':
      'この住所は{countryCode}にありますが、お見積は{pricedCountry}への配送です。その国の住所を選ぶか、お見積の配送先を変更してください',
    'refused.order.billingAddressElsewhere':
      'ご請求先住所は{countryCode}にありますが、お見積は{pricedCountry}への配送です。その国の配送先住所を追加するか、お見積の配送先を変更してください',
    'refused.order.chosenChanged': '注文中に選択したお見積が変更されました。内容を確認して再度ご注文ください',
    'refused.order.alreadyCancelled': '注文{orderKey}はすでにキャンセルされています',
    'refused.order.paidAlready': 'この注文はすでに支払済みです',
    'refused.order.notPayable': 'この注文は{status}です。支払うことはできません',
    'refused.order.projectDeleted': 'この注文のプロジェクトは削除されたため、注文を支払うことはできません',
    'refused.order.inProduction':
      '注文{orderKey}は部品の購入または基板の製造が始まっているため、ここではキャンセルできません。メッセージセンターでご連絡いただければ対応を検討します',
    'refused.order.shipped':
      '注文{orderKey}は発送済みのため、キャンセルできません。問題がある場合はメッセージセンターでご連絡ください',
    'refused.basket.OFFER_EXPIRED':
      'このお見積は期限切れです。お見積を開いて本日の価格を確認し、もう一度選択してください',
    'refused.basket.PRICES_CHANGED':
      'このお見積を選択した後にプロジェクトまたは価格が変更されました。もう一度選択してください',
    'refused.basket.CELL_UNAVAILABLE':
      'この数量と納期では製造できなくなりました。別のお見積を選択してください',
    'refused.basket.PROMO_NO_LONGER_VALID':
      'プロモーションコードはこのお見積の新しい価格には適用されません。もう一度選択してください',
    'refused.gec.refusedOrder': '注文システムが注文を拒否しました: {said}',
    'refused.gec.refusedQuestion': '注文システムが問い合わせを拒否しました: {said}',
    'refused.gec.unreachable': '注文システムに接続できませんでした: {said}',
    'refused.gec.notSent': 'この注文はまだ注文システムに送信されていません',
    'refused.gec.notPaid':
      '注文システムに送れるのは支払い済みの注文だけです。注文 {orderKey} は {status} です',
    'refused.gec.notConfigured':
      'このサーバーでは注文システムが設定されていません (GEC_URL と GEC_TOKEN が未設定)',
    'refused.identity.lastWayIn':
      'これはアカウントにサインインする唯一の方法です。連携を解除する前にパスワードを設定してください (サインインページの「パスワードをお忘れですか」)。',
  },
  ch: {
    'refused.project.locked': '{name} 正在编辑此项目；请几分钟后重试',
    'refused.project.takenOver': '{name} 已接管此项目的编辑；您的更改未保存。请重新加载项目以查看当前版本',
    'refused.project.orderBeingHandled':
      '此项目的订单 {orderKey} 已付款并正在处理中，因此无法删除该项目。如需取消订单，请在消息中心给我们留言。',
    'refused.country.code': '{countryCode} 不是国家代码',
    'refused.order.notManager': '只有项目的所有者及其团队可以订购此项目',
    'refused.order.keyReused': '此幂等键已用于另一个项目的订单 {orderKey}：请发送新的键',
    'refused.offer.notPriced': '此项目还没有报价：请先打开其报价，然后选择一个',
    'refused.offer.expired': '此报价已过期：请重新加载报价以查看今日价格',
    'refused.offer.changed': '自此报价以来项目或价格已变更：请重新加载报价',
    'refused.offer.unavailable': '此数量和交期无法下单',
    'refused.offer.chooseFirst': '请先选择数量和交期：报价尚未选择任何一项',
    'refused.order.chooseOffer': '下单前请为此项目选择一个报价',
    'refused.order.exists': '此项目已作为 {orderKey} 下单',
    'refused.order.addressElsewhere':
      '此地址位于 {countryCode}，但报价的配送目的地是 {pricedCountry}：请选择该国的地址，或在报价中更改目的地',
    'refused.order.billingAddressElsewhere':
      '您的账单地址位于 {countryCode}，但报价的配送目的地是 {pricedCountry}：请添加该国的收货地址，或在报价中更改目的地',
    'refused.order.chosenChanged': '下单过程中所选报价已变更：请检查后重新下单',
    'refused.order.alreadyCancelled': '订单 {orderKey} 已取消',
    'refused.order.paidAlready': '此订单已支付',
    'refused.order.notPayable': '此订单状态为 {status}：无法支付',
    'refused.order.projectDeleted': '此订单的项目已被删除，因此无法支付该订单',
    'refused.order.inProduction':
      '订单 {orderKey} 的元器件正在采购或电路板正在生产，因此无法在此取消。请在消息中心给我们留言，我们会看看能做些什么',
    'refused.order.shipped': '订单 {orderKey} 已发货，无法取消。如有问题，请在消息中心给我们留言',
    'refused.basket.OFFER_EXPIRED': '此报价已过期：请打开报价查看今日价格并重新选择',
    'refused.basket.PRICES_CHANGED': '自选择此报价以来项目或其价格已变更：请重新选择',
    'refused.basket.CELL_UNAVAILABLE': '此数量和交期已无法生产：请选择其他报价',
    'refused.basket.PROMO_NO_LONGER_VALID': '促销码已不适用于此报价的新价格：请重新选择',
    'refused.gec.refusedOrder': '订单系统拒绝了该订单：{said}',
    'refused.gec.refusedQuestion': '订单系统拒绝了该查询：{said}',
    'refused.gec.unreachable': '无法连接订单系统：{said}',
    'refused.gec.notSent': '该订单尚未发送到订单系统',
    'refused.gec.notPaid': '只有已付款的订单才会发送到订单系统；订单 {orderKey} 的状态为 {status}',
    'refused.gec.notConfigured': '此服务器未配置订单系统（未设置 GEC_URL 和 GEC_TOKEN）',
    'refused.identity.lastWayIn':
      '这是登录您账户的唯一方式：请先设置密码（登录页上的“忘记密码”），再解除关联。',
  },
};

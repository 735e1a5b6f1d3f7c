import type { TextCatalogues } from './server-text.ts';

/**
 * The notes the server writes on an order: its history (what happened and why; the customer and staff
 * read it) and the flag staff must act on. What a person typed (a cancel reason, a price change's
 * reason) is a parameter, shown as typed. `order.note.card.*` and `order.flag.reversed.*` end in the
 * payment provider's status word, so each status reads as a whole sentence in every language.
 * `order.payment.*` are what the customer reads of their last card payment on the order page.
 * `order.by.*` name the history's actors that are no person; `order.note.withOverride` joins staff's
 * own note and the unpriced-BOM override note of the same step.
 */
export const ORDER_NOTE_TEXTS: TextCatalogues = {
  en: {
    'order.by.paymentProvider': 'Payment provider',
    'order.by.house': 'Boardhouse',
    'order.note.unpricedOverride.one': 'Went ahead with unpriced BOM line {lines}: {reason}',
    'order.note.unpricedOverride.other': 'Went ahead with unpriced BOM lines {lines}: {reason}',
    'order.note.withOverride': '{note}\n{override}',
    'order.note.placed': 'Order placed',
    'order.note.payingByCard': 'Paying by card',
    'order.note.payLater': 'Pays later by bank transfer',
    'order.note.bankTransferReceived': 'Bank transfer received',
    'order.note.blocked': 'Blocked by staff',
    'order.note.cancelledByCustomer': 'Cancelled by the customer: {reason}',
    'order.note.cancelledByHouse': 'Cancelled by Boardhouse: {reason}',
    'order.note.cardConfirmed': 'Card payment confirmed (transaction {transactionId})',
    'order.note.card.declined': 'Card payment declined',
    'order.note.card.cancelled': 'Card payment cancelled',
    'order.note.card.void': 'Card payment void',
    'order.note.card.expired': 'Card payment expired',
    'order.note.refunded': 'Refunded {amount} by {through} (credit note {creditNote}): {reason}',
    'order.note.refundedCancelled':
      'Refunded {amount} by {through} (credit note {creditNote}) for the cancelled order',
    'order.refundThrough.card': 'card',
    'order.refundThrough.bankTransfer': 'bank transfer',
    'order.note.priceChanged': 'Price changed from {before} to {after}: {reason}',
    'order.note.newFilesReason': 'new files (revision {revision})',
    'order.note.filesRevised': 'New files uploaded for review (revision {revision})',
    'order.flag.cancelledUnsettled': 'Cancelled without refund: {amount} to settle',
    'order.flag.refundByBank':
      'Refund {amount} by bank transfer: the order was cancelled after it was paid; book the refund here once it is sent',
    'order.flag.balanceToCollect':
      'Balance: {amount} to collect from the customer (the total rose after payment)',
    'order.flag.balanceToRefund':
      'Balance: {amount} to refund to the customer (the total fell after payment)',
    'order.flag.refundUncertain':
      'Refund {refundId} of {amount} waits for the provider’s answer: try it again',
    'order.flag.refundFailed': 'Refund {refundId} of {amount} was refused: {error}',
    'order.flag.amountMismatch':
      'The provider reports {paid} {paidCurrency} paid; the order is {total} {currency}',
    'order.flag.paidButClosed':
      'The provider reports the payment completed, but the order is {status}: refund or reopen it',
    'order.flag.secondPayment':
      'A second payment (transaction {transactionId}) completed after the order was paid: refund it',
    'order.flag.reversed.refunded': 'The provider reports the payment refunded',
    'order.flag.reversed.partial_refunded': 'The provider reports the payment partial_refunded',
    'order.flag.reversed.chargedback': 'The provider reports the payment chargedback',
    'order.payment.declined': 'Your card payment was declined. You can try again or pay by bank transfer.',
    'order.payment.cancelled': 'The payment was cancelled. You can pay whenever you are ready.',
    'order.payment.amountChanged':
      'The amount changed to {amount} after the payment page was opened, so that page was closed and nothing was charged. Pay the new amount whenever you are ready.',
    'order.payment.expired': 'The payment session expired before it was completed. Please try again.',
    'order.payment.unconfirmed':
      'We could not confirm this payment. Our staff will look into it and contact you; please do not pay again.',
    'order.payment.unreachable':
      'We could not confirm the payment with the payment provider yet. If you paid, it shows here as soon as they confirm it.',
  },
  de: {
    'order.by.paymentProvider': 'Zahlungsanbieter',
    'order.by.house': 'Boardhouse',
    'order.note.unpricedOverride.one': 'Trotz ungepreister Stücklistenzeile {lines} fortgefahren: {reason}',
    'order.note.unpricedOverride.other':
      'Trotz ungepreister Stücklistenzeilen {lines} fortgefahren: {reason}',
    'order.note.withOverride': '{note}\n{override}',
    'order.note.placed': 'Bestellung aufgegeben',
    'order.note.payingByCard': 'Zahlung per Karte',
    'order.note.payLater': 'Zahlt später per Banküberweisung',
    'order.note.bankTransferReceived': 'Banküberweisung eingegangen',
    'order.note.blocked': 'Vom Boardhouse-Team gesperrt',
    'order.note.cancelledByCustomer': 'Vom Kunden storniert: {reason}',
    'order.note.cancelledByHouse': 'Von Boardhouse storniert: {reason}',
    'order.note.cardConfirmed': 'Kartenzahlung bestätigt (Transaktion {transactionId})',
    'order.note.card.declined': 'Kartenzahlung abgelehnt',
    'order.note.card.cancelled': 'Kartenzahlung abgebrochen',
    'order.note.card.void': 'Kartenzahlung storniert',
    'order.note.card.expired': 'Kartenzahlung abgelaufen',
    'order.note.refunded': '{amount} per {through} erstattet (Gutschrift {creditNote}): {reason}',
    'order.note.refundedCancelled':
      '{amount} per {through} erstattet (Gutschrift {creditNote}) für die stornierte Bestellung',
    'order.refundThrough.card': 'Karte',
    'order.refundThrough.bankTransfer': 'Banküberweisung',
    'order.note.priceChanged': 'Preis geändert von {before} auf {after}: {reason}',
    'order.note.newFilesReason': 'neue Dateien (Revision {revision})',
    'order.note.filesRevised': 'Neue Dateien zur Prüfung hochgeladen (Revision {revision})',
    'order.flag.cancelledUnsettled': 'Ohne Erstattung storniert: {amount} offen',
    'order.flag.refundByBank':
      'Erstattung von {amount} per Überweisung: die Bestellung wurde nach der Zahlung storniert; die Erstattung hier buchen, sobald sie überwiesen ist',
    'order.flag.balanceToCollect':
      'Saldo: {amount} beim Kunden nachzufordern (Gesamtbetrag nach Zahlung gestiegen)',
    'order.flag.balanceToRefund':
      'Saldo: {amount} an den Kunden zu erstatten (Gesamtbetrag nach Zahlung gesunken)',
    'order.flag.refundUncertain':
      'Erstattung {refundId} über {amount} wartet auf die Antwort des Zahlungsanbieters: erneut versuchen',
    'order.flag.refundFailed': 'Erstattung {refundId} über {amount} abgelehnt: {error}',
    'order.flag.amountMismatch':
      'Der Zahlungsanbieter meldet {paid} {paidCurrency} bezahlt; die Bestellung beträgt {total} {currency}',
    'order.flag.paidButClosed':
      'Der Zahlungsanbieter meldet die Zahlung als abgeschlossen, aber die Bestellung ist {status}: erstatten oder wieder öffnen',
    'order.flag.secondPayment':
      'Eine zweite Zahlung (Transaktion {transactionId}) ging nach Bezahlung der Bestellung ein: erstatten',
    'order.flag.reversed.refunded': 'Der Zahlungsanbieter meldet die Zahlung als erstattet',
    'order.flag.reversed.partial_refunded': 'Der Zahlungsanbieter meldet die Zahlung als teilweise erstattet',
    'order.flag.reversed.chargedback':
      'Der Zahlungsanbieter meldet eine Rückbuchung (Chargeback) der Zahlung',
    'order.payment.declined':
      'Ihre Kartenzahlung wurde abgelehnt. Sie können es erneut versuchen oder per Banküberweisung bezahlen.',
    'order.payment.cancelled': 'Die Zahlung wurde abgebrochen. Sie können bezahlen, sobald Sie bereit sind.',
    'order.payment.amountChanged':
      'Der Betrag hat sich auf {amount} geändert, nachdem die Zahlungsseite geöffnet wurde. Diese Seite wurde daher geschlossen und nichts wurde abgebucht. Bezahlen Sie den neuen Betrag, sobald Sie bereit sind.',
    'order.payment.expired':
      'Die Zahlungssitzung ist abgelaufen, bevor die Zahlung abgeschlossen wurde. Bitte versuchen Sie es erneut.',
    'order.payment.unconfirmed':
      'Wir konnten diese Zahlung nicht bestätigen. Unser Team prüft den Vorgang und meldet sich bei Ihnen; bitte zahlen Sie nicht erneut.',
    'order.payment.unreachable':
      'Wir konnten die Zahlung beim Zahlungsanbieter noch nicht bestätigen. Falls Sie bezahlt haben, erscheint die Zahlung hier, sobald er sie bestätigt.',
  },
  fr: {
    'order.by.paymentProvider': 'Prestataire de paiement',
    'order.by.house': 'Boardhouse',
    'order.note.unpricedOverride.one':
      'Poursuivi malgré la ligne de nomenclature {lines} sans prix : {reason}',
    'order.note.unpricedOverride.other':
      'Poursuivi malgré les lignes de nomenclature {lines} sans prix : {reason}',
    'order.note.withOverride': '{note}\n{override}',
    'order.note.placed': 'Commande passée',
    'order.note.payingByCard': 'Paiement par carte',
    'order.note.payLater': 'Paiera plus tard par virement bancaire',
    'order.note.bankTransferReceived': 'Virement bancaire reçu',
    'order.note.blocked': 'Bloquée par l’équipe Boardhouse',
    'order.note.cancelledByCustomer': 'Annulée par le client\u00a0: {reason}',
    'order.note.cancelledByHouse': 'Annulée par Boardhouse\u00a0: {reason}',
    'order.note.cardConfirmed': 'Paiement par carte confirmé (transaction {transactionId})',
    'order.note.card.declined': 'Paiement par carte refusé',
    'order.note.card.cancelled': 'Paiement par carte annulé',
    'order.note.card.void': 'Paiement par carte invalidé',
    'order.note.card.expired': 'Paiement par carte expiré',
    'order.note.refunded': '{amount} remboursés par {through} (avoir {creditNote})\u00a0: {reason}',
    'order.note.refundedCancelled':
      '{amount} remboursés par {through} (avoir {creditNote}) pour la commande annulée',
    'order.refundThrough.card': 'carte',
    'order.refundThrough.bankTransfer': 'virement bancaire',
    'order.note.priceChanged': 'Prix modifié de {before} à {after}\u00a0: {reason}',
    'order.note.newFilesReason': 'nouveaux fichiers (révision {revision})',
    'order.note.filesRevised': 'Nouveaux fichiers envoyés pour vérification (révision {revision})',
    'order.flag.cancelledUnsettled': 'Annulée sans remboursement\u00a0: {amount} à régler',
    'order.flag.refundByBank':
      'Rembourser {amount} par virement\u00a0: la commande a été annulée après paiement\u00a0; enregistrez le remboursement ici une fois le virement fait',
    'order.flag.balanceToCollect':
      'Solde\u00a0: {amount} à encaisser auprès du client (le total a augmenté après le paiement)',
    'order.flag.balanceToRefund':
      'Solde\u00a0: {amount} à rembourser au client (le total a baissé après le paiement)',
    'order.flag.refundUncertain':
      'Remboursement {refundId} de {amount} en attente de la réponse du prestataire\u00a0: réessayez',
    'order.flag.refundFailed': 'Remboursement {refundId} de {amount} refusé\u00a0: {error}',
    'order.flag.amountMismatch':
      'Le prestataire indique {paid} {paidCurrency} payés\u00a0; la commande est de {total} {currency}',
    'order.flag.paidButClosed':
      'Le prestataire indique le paiement effectué, mais la commande est {status}\u00a0: remboursez-la ou rouvrez-la',
    'order.flag.secondPayment':
      'Un second paiement (transaction {transactionId}) a abouti après le paiement de la commande\u00a0: remboursez-le',
    'order.flag.reversed.refunded': 'Le prestataire indique que le paiement a été remboursé',
    'order.flag.reversed.partial_refunded':
      'Le prestataire indique que le paiement a été partiellement remboursé',
    'order.flag.reversed.chargedback': 'Le prestataire signale une rétrofacturation (chargeback) du paiement',
    'order.payment.declined':
      'Votre paiement par carte a été refusé. Vous pouvez réessayer ou payer par virement bancaire.',
    'order.payment.cancelled': 'Le paiement a été annulé. Vous pouvez payer dès que vous êtes prêt.',
    'order.payment.amountChanged':
      'Le montant est passé à {amount} après l’ouverture de la page de paiement : cette page a donc été fermée et rien n’a été débité. Payez le nouveau montant dès que vous êtes prêt.',
    'order.payment.expired': 'La session de paiement a expiré avant la fin du paiement. Veuillez réessayer.',
    'order.payment.unconfirmed':
      'Nous n’avons pas pu confirmer ce paiement. Notre équipe va l’examiner et vous contacter\u00a0; merci de ne pas payer une seconde fois.',
    'order.payment.unreachable':
      'Nous n’avons pas encore pu confirmer le paiement auprès du prestataire de paiement. Si vous avez payé, il apparaîtra ici dès sa confirmation.',
  },
  es: {
    'order.by.paymentProvider': 'Proveedor de pagos',
    'order.by.house': 'Boardhouse',
    'order.note.unpricedOverride.one':
      'Se continuó con la línea {lines} de la lista de materiales sin precio: {reason}',
    'order.note.unpricedOverride.other':
      'Se continuó con las líneas {lines} de la lista de materiales sin precio: {reason}',
    'order.note.withOverride': '{note}\n{override}',
    'order.note.placed': 'Pedido realizado',
    'order.note.payingByCard': 'Pago con tarjeta',
    'order.note.payLater': 'Pagará más tarde por transferencia bancaria',
    'order.note.bankTransferReceived': 'Transferencia bancaria recibida',
    'order.note.blocked': 'Bloqueado por el equipo de Boardhouse',
    'order.note.cancelledByCustomer': 'Cancelado por el cliente: {reason}',
    'order.note.cancelledByHouse': 'Cancelado por Boardhouse: {reason}',
    'order.note.cardConfirmed': 'Pago con tarjeta confirmado (transacción {transactionId})',
    'order.note.card.declined': 'Pago con tarjeta rechazado',
    'order.note.card.cancelled': 'Pago con tarjeta cancelado',
    'order.note.card.void': 'Pago con tarjeta anulado',
    'order.note.card.expired': 'Pago con tarjeta caducado',
    'order.note.refunded':
      'Reembolsados {amount} por {through} (factura rectificativa {creditNote}): {reason}',
    'order.note.refundedCancelled':
      'Reembolsados {amount} por {through} (factura rectificativa {creditNote}) por el pedido cancelado',
    'order.refundThrough.card': 'tarjeta',
    'order.refundThrough.bankTransfer': 'transferencia bancaria',
    'order.note.priceChanged': 'Precio cambiado de {before} a {after}: {reason}',
    'order.note.newFilesReason': 'archivos nuevos (revisión {revision})',
    'order.note.filesRevised': 'Archivos nuevos subidos para revisión (revisión {revision})',
    'order.flag.cancelledUnsettled': 'Cancelado sin reembolso: {amount} pendiente de liquidar',
    'order.flag.refundByBank':
      'Reembolsar {amount} por transferencia: el pedido se canceló después del pago; registre aquí el reembolso una vez enviado',
    'order.flag.balanceToCollect': 'Saldo: {amount} por cobrar al cliente (el total subió después del pago)',
    'order.flag.balanceToRefund':
      'Saldo: {amount} por reembolsar al cliente (el total bajó después del pago)',
    'order.flag.refundUncertain':
      'El reembolso {refundId} de {amount} espera la respuesta del proveedor: vuelva a intentarlo',
    'order.flag.refundFailed': 'El reembolso {refundId} de {amount} fue rechazado: {error}',
    'order.flag.amountMismatch':
      'El proveedor indica {paid} {paidCurrency} pagados; el pedido es de {total} {currency}',
    'order.flag.paidButClosed':
      'El proveedor indica el pago completado, pero el pedido está {status}: reembólselo o reábralo',
    'order.flag.secondPayment':
      'Un segundo pago (transacción {transactionId}) se completó con el pedido ya pagado: reembólselo',
    'order.flag.reversed.refunded': 'El proveedor indica que el pago fue reembolsado',
    'order.flag.reversed.partial_refunded': 'El proveedor indica que el pago fue reembolsado parcialmente',
    'order.flag.reversed.chargedback': 'El proveedor indica un contracargo del pago',
    'order.payment.declined':
      'Su pago con tarjeta fue rechazado. Puede intentarlo de nuevo o pagar por transferencia bancaria.',
    'order.payment.cancelled': 'El pago se canceló. Puede pagar cuando quiera.',
    'order.payment.amountChanged':
      'El importe cambió a {amount} después de abrir la página de pago, así que esa página se cerró y no se cobró nada. Pague el nuevo importe cuando quiera.',
    'order.payment.expired': 'La sesión de pago caducó antes de completarse. Inténtelo de nuevo.',
    'order.payment.unconfirmed':
      'No hemos podido confirmar este pago. Nuestro equipo lo revisará y se pondrá en contacto con usted; por favor, no vuelva a pagar.',
    'order.payment.unreachable':
      'Aún no hemos podido confirmar el pago con el proveedor de pagos. Si ha pagado, aparecerá aquí en cuanto lo confirme.',
  },
  jp: {
    'order.by.paymentProvider': '決済代行会社',
    'order.by.house': 'Boardhouse',
    'order.note.unpricedOverride.one': '価格未確定のBOM行 {lines} のまま進めました：{reason}',
    'order.note.unpricedOverride.other': '価格未確定のBOM行 {lines} のまま進めました：{reason}',
    'order.note.withOverride': '{note}\n{override}',
    'order.note.placed': 'ご注文を受け付けました',
    'order.note.payingByCard': 'カードで支払い中',
    'order.note.payLater': '後日銀行振込で支払い',
    'order.note.bankTransferReceived': '銀行振込を受領しました',
    'order.note.blocked': 'スタッフにより保留されました',
    'order.note.cancelledByCustomer': 'お客様によりキャンセル：{reason}',
    'order.note.cancelledByHouse': 'Boardhouseによりキャンセル：{reason}',
    'order.note.cardConfirmed': 'カード決済が確認されました（取引 {transactionId}）',
    'order.note.card.declined': 'カード決済が拒否されました',
    'order.note.card.cancelled': 'カード決済がキャンセルされました',
    'order.note.card.void': 'カード決済が無効になりました',
    'order.note.card.expired': 'カード決済の有効期限が切れました',
    'order.note.refunded': '{amount}を{through}で返金しました（クレジットノート {creditNote}）：{reason}',
    'order.note.refundedCancelled':
      'キャンセルされたご注文の{amount}を{through}で返金しました（クレジットノート {creditNote}）',
    'order.refundThrough.card': 'カード',
    'order.refundThrough.bankTransfer': '銀行振込',
    'order.note.priceChanged': '価格が{before}から{after}に変更されました：{reason}',
    'order.note.newFilesReason': '新しいファイル（リビジョン {revision}）',
    'order.note.filesRevised': '確認用の新しいファイルがアップロードされました（リビジョン {revision}）',
    'order.flag.cancelledUnsettled': '返金なしでキャンセル：{amount}の精算が必要',
    'order.flag.refundByBank':
      '{amount}を銀行振込で返金：支払後に注文がキャンセルされました。振込後にここで返金を記録してください',
    'order.flag.balanceToCollect': '差額：お客様から{amount}を回収（支払後に合計が増加）',
    'order.flag.balanceToRefund': '差額：お客様へ{amount}を返金（支払後に合計が減少）',
    'order.flag.refundUncertain': '返金 {refundId}（{amount}）は決済代行会社の回答待ち：再試行してください',
    'order.flag.refundFailed': '返金 {refundId}（{amount}）は拒否されました：{error}',
    'order.flag.amountMismatch':
      '決済代行会社の報告では支払額は{paid} {paidCurrency}、注文額は{total} {currency}です',
    'order.flag.paidButClosed':
      '決済代行会社は支払完了と報告していますが、注文は{status}です：返金するか再開してください',
    'order.flag.secondPayment':
      '注文の支払後に2件目の支払（取引 {transactionId}）が完了しました：返金してください',
    'order.flag.reversed.refunded': '決済代行会社が支払の返金を報告しました',
    'order.flag.reversed.partial_refunded': '決済代行会社が支払の一部返金を報告しました',
    'order.flag.reversed.chargedback': '決済代行会社が支払のチャージバックを報告しました',
    'order.payment.declined':
      'カード決済が拒否されました。もう一度お試しいただくか、銀行振込でお支払いください。',
    'order.payment.cancelled': 'お支払いはキャンセルされました。ご準備ができ次第お支払いください。',
    'order.payment.amountChanged':
      'お支払いページを開いた後に金額が{amount}に変更されたため、そのページは閉じられ、請求は行われていません。ご準備ができ次第、新しい金額をお支払いください。',
    'order.payment.expired':
      'お支払いが完了する前に決済セッションの有効期限が切れました。もう一度お試しください。',
    'order.payment.unconfirmed':
      'このお支払いを確認できませんでした。スタッフが確認のうえご連絡いたします。再度のお支払いはご遠慮ください。',
    'order.payment.unreachable':
      '決済代行会社でのお支払いをまだ確認できていません。お支払い済みの場合は、確認され次第ここに表示されます。',
  },
  ch: {
    'order.by.paymentProvider': '支付服务商',
    'order.by.house': 'Boardhouse',
    'order.note.unpricedOverride.one': 'BOM 第 {lines} 行尚未定价，仍继续处理：{reason}',
    'order.note.unpricedOverride.other': 'BOM 第 {lines} 行尚未定价，仍继续处理：{reason}',
    'order.note.withOverride': '{note}\n{override}',
    'order.note.placed': '已下单',
    'order.note.payingByCard': '正在使用银行卡付款',
    'order.note.payLater': '稍后通过银行转账付款',
    'order.note.bankTransferReceived': '已收到银行转账',
    'order.note.blocked': '已被工作人员暂停',
    'order.note.cancelledByCustomer': '客户已取消：{reason}',
    'order.note.cancelledByHouse': 'Boardhouse 已取消：{reason}',
    'order.note.cardConfirmed': '银行卡付款已确认（交易 {transactionId}）',
    'order.note.card.declined': '银行卡付款被拒绝',
    'order.note.card.cancelled': '银行卡付款已取消',
    'order.note.card.void': '银行卡付款已作废',
    'order.note.card.expired': '银行卡付款已过期',
    'order.note.refunded': '已通过{through}退款 {amount}（贷记单 {creditNote}）：{reason}',
    'order.note.refundedCancelled': '已为取消的订单通过{through}退款 {amount}（贷记单 {creditNote}）',
    'order.refundThrough.card': '银行卡',
    'order.refundThrough.bankTransfer': '银行转账',
    'order.note.priceChanged': '价格从 {before} 改为 {after}：{reason}',
    'order.note.newFilesReason': '新文件（版本 {revision}）',
    'order.note.filesRevised': '已上传新文件待审核（版本 {revision}）',
    'order.flag.cancelledUnsettled': '已取消但未退款：{amount} 待结算',
    'order.flag.refundByBank': '通过银行转账退款 {amount}：订单在付款后被取消；转账后请在此登记退款',
    'order.flag.balanceToCollect': '差额：需向客户收取 {amount}（付款后总额增加）',
    'order.flag.balanceToRefund': '差额：需向客户退还 {amount}（付款后总额减少）',
    'order.flag.refundUncertain': '退款 {refundId}（{amount}）正在等待支付服务商答复：请重试',
    'order.flag.refundFailed': '退款 {refundId}（{amount}）被拒绝：{error}',
    'order.flag.amountMismatch': '支付服务商报告已付 {paid} {paidCurrency}；订单金额为 {total} {currency}',
    'order.flag.paidButClosed': '支付服务商报告付款已完成，但订单状态为 {status}：请退款或重新开启订单',
    'order.flag.secondPayment': '订单付款后又完成了第二笔付款（交易 {transactionId}）：请退款',
    'order.flag.reversed.refunded': '支付服务商报告该付款已退款',
    'order.flag.reversed.partial_refunded': '支付服务商报告该付款已部分退款',
    'order.flag.reversed.chargedback': '支付服务商报告该付款被拒付（chargeback）',
    'order.payment.declined': '您的银行卡付款被拒绝。您可以重试，或通过银行转账付款。',
    'order.payment.cancelled': '付款已取消。您可以在准备好后随时付款。',
    'order.payment.amountChanged':
      '打开付款页面后金额已变更为 {amount}，因此该页面已关闭，未扣任何款项。请在准备好后支付新的金额。',
    'order.payment.expired': '付款会话在完成前已过期。请重试。',
    'order.payment.unconfirmed': '我们无法确认此笔付款。我们的工作人员将进行核查并与您联系；请勿重复付款。',
    'order.payment.unreachable': '我们尚未能与支付服务商确认此笔付款。如果您已付款，一经确认将在此显示。',
  },
};

import type { TextCatalogues } from './server-text.ts';

/** The offer PDF's terms: prices, validity, lead times, production and shipping, under their heading. */
export const OFFER_TERMS_TEXTS: TextCatalogues = {
  en: {
    'doc.offer.terms': 'Validity and terms',
    'doc.offer.term.prices':
      'All prices are in euros (EUR). Prices in the matrix exclude VAT; the breakdown shows the VAT, its rate and reason, and the total including VAT.',
    'doc.offer.term.validity':
      'This offer is valid until {date}. After that date prices and delivery dates are calculated again.',
    'doc.offer.term.leadTimes':
      'Lead times count working days (Monday to Friday, except Dutch public holidays and announced closing days) on the Europe/Amsterdam calendar. They start on the working day payment is received, before the daily cut-off; the ship and delivery dates shown assume payment on the offer date. A delivery date adds the parcel service’s transit working days at the destination to the ship date.',
    'doc.offer.term.production':
      'Production starts once the data (Gerber files, BOM and placement file) have been checked. Parts priced from estimates or on request are confirmed by our staff before production; you may cancel free of charge if a confirmed price is higher.',
    'doc.offer.term.shipping':
      'Shipping is included as listed. Orders are made under the {product} general terms and conditions.',
  },
  de: {
    'doc.offer.terms': 'Gültigkeit und Bedingungen',
    'doc.offer.term.prices':
      'Alle Preise in Euro (EUR). Die Preise der Tabelle verstehen sich ohne Umsatzsteuer; die Aufschlüsselung zeigt die Umsatzsteuer, ihren Satz und Grund sowie den Gesamtbetrag brutto.',
    'doc.offer.term.validity':
      'Dieses Angebot ist gültig bis {date}. Danach werden Preise und Liefertermine neu berechnet.',
    'doc.offer.term.leadTimes':
      'Lieferzeiten zählen Werktage (Montag bis Freitag, außer niederländischen Feiertagen und angekündigten Schließtagen) nach dem Kalender Europe/Amsterdam. Sie beginnen am Werktag des Zahlungseingangs vor dem täglichen Annahmeschluss; die angegebenen Versand- und Liefertermine setzen eine Zahlung am Angebotsdatum voraus. Ein Liefertermin ist der Versandtag zuzüglich der Laufzeit des Paketdienstes in Werktagen am Zielort.',
    'doc.offer.term.production':
      'Die Fertigung beginnt, sobald die Daten (Gerber-Dateien, Stückliste und Bestückungsdatei) geprüft sind. Bauteile mit geschätzten Preisen oder Preisen auf Anfrage bestätigt unser Team vor der Fertigung; ist ein bestätigter Preis höher, können Sie kostenlos stornieren.',
    'doc.offer.term.shipping':
      'Der Versand ist wie angegeben inbegriffen. Es gelten die Allgemeinen Geschäftsbedingungen von {product}.',
  },
  fr: {
    'doc.offer.terms': 'Validité et conditions',
    'doc.offer.term.prices':
      'Tous les prix sont en euros (EUR). Les prix du tableau sont hors TVA ; le détail indique la TVA, son taux et son motif, et le total TTC.',
    'doc.offer.term.validity':
      'Ce devis est valable jusqu’au {date}. Passé cette date, les prix et les dates de livraison sont recalculés.',
    'doc.offer.term.leadTimes':
      'Les délais se comptent en jours ouvrés (du lundi au vendredi, hors jours fériés néerlandais et jours de fermeture annoncés) selon le calendrier Europe/Amsterdam. Ils commencent le jour ouvré de réception du paiement, avant l’heure limite quotidienne ; les dates d’expédition et de livraison indiquées supposent un paiement à la date du devis. Une date de livraison ajoute à la date d’expédition les jours ouvrés de transport du transporteur à destination.',
    'doc.offer.term.production':
      'La production commence une fois les données (fichiers Gerber, nomenclature et fichier de placement) vérifiées. Les composants au prix estimé ou sur demande sont confirmés par notre équipe avant la production ; vous pouvez annuler sans frais si un prix confirmé est plus élevé.',
    'doc.offer.term.shipping':
      'La livraison est comprise comme indiqué. Les commandes sont régies par les conditions générales de vente de {product}.',
  },
  es: {
    'doc.offer.terms': 'Validez y condiciones',
    'doc.offer.term.prices':
      'Todos los precios están en euros (EUR). Los precios de la tabla no incluyen IVA; el desglose indica el IVA, su tipo y motivo, y el total con IVA.',
    'doc.offer.term.validity':
      'Este presupuesto es válido hasta el {date}. Después de esa fecha, los precios y las fechas de entrega se calculan de nuevo.',
    'doc.offer.term.leadTimes':
      'Los plazos se cuentan en días hábiles (de lunes a viernes, salvo festivos neerlandeses y días de cierre anunciados) según el calendario Europe/Amsterdam. Empiezan el día hábil en que se recibe el pago, antes de la hora límite diaria; las fechas de envío y entrega indicadas suponen el pago en la fecha del presupuesto. Una fecha de entrega suma a la fecha de envío los días hábiles de tránsito del servicio de paquetería en el destino.',
    'doc.offer.term.production':
      'La producción empieza una vez revisados los datos (archivos Gerber, lista de materiales y archivo de colocación). Nuestro equipo confirma antes de la producción los componentes con precio estimado o a consultar; puede cancelar sin coste si un precio confirmado es más alto.',
    'doc.offer.term.shipping':
      'El envío está incluido según lo indicado. Los pedidos se rigen por las condiciones generales de {product}.',
  },
  jp: {
    'doc.offer.terms': '有効期限と条件',
    'doc.offer.term.prices':
      'すべての価格はユーロ（EUR）建てです。表の価格は税抜です。内訳には付加価値税、その税率と理由、税込合計を示します。',
    'doc.offer.term.validity': 'このお見積は{date}まで有効です。それ以降は価格と納期を再計算します。',
    'doc.offer.term.leadTimes':
      '納期は Europe/Amsterdam のカレンダーに基づく営業日（月曜日から金曜日。オランダの祝日と事前に告知した休業日を除く）で数えます。毎日の締め切り時刻までにご入金を確認した営業日から起算します。表示の出荷日とお届け日は見積日にご入金いただいた場合のものです。お届け日は、出荷日に宅配便の配送先での輸送営業日を加えた日です。',
    'doc.offer.term.production':
      '製造は、データ（ガーバーファイル、部品表、実装データ）の確認後に開始します。見積価格または要問合せの部品は製造前に当社スタッフが確認します。確認後の価格が高くなった場合は無償でキャンセルできます。',
    'doc.offer.term.shipping':
      '送料は記載のとおり含まれます。ご注文には {product} の一般取引条件が適用されます。',
  },
  ch: {
    'doc.offer.terms': '有效期和条款',
    'doc.offer.term.prices':
      '所有价格均以欧元（EUR）计。表中价格不含增值税；明细列出增值税、税率及原因，以及含税总计。',
    'doc.offer.term.validity': '本报价有效期至 {date}。此后价格和交货日期将重新计算。',
    'doc.offer.term.leadTimes':
      '交期按 Europe/Amsterdam 日历的工作日计算（周一至周五，荷兰公共假日和提前公布的停工日除外），自每日截止时间前收到付款的工作日起算；所示发货和送达日期以报价日付款为前提。送达日期为发货日期加上快递在目的地的运输工作日。',
    'doc.offer.term.production':
      '数据（Gerber 文件、物料清单和贴装文件）审核通过后开始生产。估价或待询价的元件在生产前由我们的员工确认；如确认价格更高，您可以免费取消。',
    'doc.offer.term.shipping': '运费按所列包含在内。订单适用 {product} 的一般条款和条件。',
  },
};

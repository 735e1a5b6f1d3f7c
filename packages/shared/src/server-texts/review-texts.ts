import type { TextCatalogues } from './server-text.ts';

/**
 * Review notes on an offer set: what the customer should know (a bare board, panel quantities, a
 * missing billing country) and what staff must look at (estimated, unrecognised or unstocked parts).
 * `{lines}` is "Line 4" or "Lines 1–3, 5" (review.line / review.lines around the ranges).
 */
export const REVIEW_TEXTS: TextCatalogues = {
  en: {
    'review.bareBoard': 'Bare boards only: upload a BOM to have the boards assembled',
    'review.billingCountryMissing':
      'No billing country yet: VAT is charged at the Dutch rate and shipping goes to the Netherlands until it is set in My Profile',
    'review.panelQuantities': 'Quantities count customer panels of {boards} boards',
    'review.line': 'Line {lines}',
    'review.lines': 'Lines {lines}',
    'review.rangesMore': '{ranges} and {count} more',
    'review.estimated': '{lines}: no price known yet; estimated as {name} until staff confirm it',
    'review.estimatedEach': '{lines}: no price known yet; each estimated as {name} until staff confirm it',
    'review.onRequest': '{lines}: the part could not be recognised; staff will price it',
    'review.onRequestMany': '{lines}: the parts could not be recognised; staff will price them',
    'review.outOfStock':
      'Line {line}: {part} is not in stock at any distributor; {wait}, staff will confirm the delivery date',
    'review.outOfStockFrom':
      'Line {line}: {part} is not in stock at any distributor for {boards} boards or more; {wait}, staff will confirm the delivery date',
    'review.thePart': 'the part',
    'review.distributorLeadTime': "the distributor's lead time is {days} days",
    'review.noDistributorLeadTime': 'the distributor gives no lead time',
  },
  de: {
    'review.bareBoard':
      'Nur unbestückte Leiterplatten: Laden Sie eine Stückliste hoch, um die Platinen bestücken zu lassen',
    'review.billingCountryMissing':
      'Noch kein Rechnungsland: Bis es unter „Mein Profil“ angegeben ist, berechnen wir die MwSt. zum niederländischen Satz und versenden in die Niederlande',
    'review.panelQuantities': 'Die Mengen zählen Kundennutzen mit je {boards} Platinen',
    'review.line': 'Zeile {lines}',
    'review.lines': 'Zeilen {lines}',
    'review.rangesMore': '{ranges} und {count} weitere',
    'review.estimated':
      '{lines}: noch kein Preis bekannt; geschätzt als {name}, bis unser Team ihn bestätigt',
    'review.estimatedEach':
      '{lines}: noch kein Preis bekannt; jeweils geschätzt als {name}, bis unser Team die Preise bestätigt',
    'review.onRequest': '{lines}: Das Bauteil wurde nicht erkannt; unser Team ermittelt seinen Preis',
    'review.onRequestMany': '{lines}: Die Bauteile wurden nicht erkannt; unser Team ermittelt ihre Preise',
    'review.outOfStock':
      'Zeile {line}: {part} ist bei keinem Distributor vorrätig; {wait}, unser Team bestätigt den Liefertermin',
    'review.outOfStockFrom':
      'Zeile {line}: {part} ist ab {boards} Platinen bei keinem Distributor vorrätig; {wait}, unser Team bestätigt den Liefertermin',
    'review.thePart': 'das Bauteil',
    'review.distributorLeadTime': 'die Lieferzeit des Distributors beträgt {days} Tage',
    'review.noDistributorLeadTime': 'der Distributor nennt keine Lieferzeit',
  },
  fr: {
    'review.bareBoard':
      'Circuits nus uniquement : téléversez une nomenclature (BOM) pour faire assembler les circuits',
    'review.billingCountryMissing':
      'Pas encore de pays de facturation : jusqu’à ce qu’il soit renseigné dans Mon profil, la TVA est facturée au taux néerlandais et la livraison se fait aux Pays-Bas',
    'review.panelQuantities': 'Les quantités comptent des panneaux client de {boards} circuits',
    'review.line': 'Ligne {lines}',
    'review.lines': 'Lignes {lines}',
    'review.rangesMore': '{ranges} et {count} de plus',
    'review.estimated':
      '{lines} : pas encore de prix connu ; estimation en tant que {name} jusqu’à confirmation par notre équipe',
    'review.estimatedEach':
      '{lines} : pas encore de prix connu ; chaque ligne est estimée en tant que {name} jusqu’à confirmation par notre équipe',
    'review.onRequest': '{lines} : le composant n’a pas pu être reconnu ; notre équipe en fixera le prix',
    'review.onRequestMany':
      '{lines} : les composants n’ont pas pu être reconnus ; notre équipe en fixera les prix',
    'review.outOfStock':
      'Ligne {line} : {part} n’est en stock chez aucun distributeur ; {wait}, notre équipe confirmera la date de livraison',
    'review.outOfStockFrom':
      'Ligne {line} : {part} n’est en stock chez aucun distributeur à partir de {boards} circuits ; {wait}, notre équipe confirmera la date de livraison',
    'review.thePart': 'le composant',
    'review.distributorLeadTime': 'le délai du distributeur est de {days} jours',
    'review.noDistributorLeadTime': 'le distributeur n’indique aucun délai',
  },
  es: {
    'review.bareBoard':
      'Solo placas sin montar: suba una lista de materiales (BOM) para que montemos las placas',
    'review.billingCountryMissing':
      'Aún no hay país de facturación: hasta que se indique en Mi perfil, el IVA se cobra al tipo neerlandés y el envío se hace a los Países Bajos',
    'review.panelQuantities': 'Las cantidades cuentan paneles de cliente de {boards} placas',
    'review.line': 'Línea {lines}',
    'review.lines': 'Líneas {lines}',
    'review.rangesMore': '{ranges} y {count} más',
    'review.estimated':
      '{lines}: aún no se conoce el precio; estimado como {name} hasta que nuestro equipo lo confirme',
    'review.estimatedEach':
      '{lines}: aún no se conoce el precio; cada una estimada como {name} hasta que nuestro equipo lo confirme',
    'review.onRequest': '{lines}: no se ha podido reconocer el componente; nuestro equipo le pondrá precio',
    'review.onRequestMany':
      '{lines}: no se han podido reconocer los componentes; nuestro equipo les pondrá precio',
    'review.outOfStock':
      'Línea {line}: {part} no está en stock en ningún distribuidor; {wait}, nuestro equipo confirmará la fecha de entrega',
    'review.outOfStockFrom':
      'Línea {line}: {part} no está en stock en ningún distribuidor para {boards} placas o más; {wait}, nuestro equipo confirmará la fecha de entrega',
    'review.thePart': 'el componente',
    'review.distributorLeadTime': 'el plazo del distribuidor es de {days} días',
    'review.noDistributorLeadTime': 'el distribuidor no indica ningún plazo',
  },
  jp: {
    'review.bareBoard': 'ベア基板のみ: 実装をご希望の場合は部品表（BOM）をアップロードしてください',
    'review.billingCountryMissing':
      '請求先の国が未設定です: マイプロフィールで設定されるまで、VAT はオランダの税率で課税され、送付先はオランダとなります',
    'review.panelQuantities': '数量は {boards} 枚付けのお客様パネル単位です',
    'review.line': '行 {lines}',
    'review.lines': '行 {lines}',
    'review.rangesMore': '{ranges} ほか {count} 行',
    'review.estimated': '{lines}: 価格未確定のため、担当者が確認するまで{name}として見積もっています',
    'review.estimatedEach':
      '{lines}: 価格未確定のため、担当者が確認するまで各行を{name}として見積もっています',
    'review.onRequest': '{lines}: 部品を識別できませんでした。担当者が価格を設定します',
    'review.onRequestMany': '{lines}: 複数の部品を識別できませんでした。担当者が価格を設定します',
    'review.outOfStock':
      '行 {line}: {part} はどの代理店にも在庫がありません。{wait}。担当者が納期を確認します',
    'review.outOfStockFrom':
      '行 {line}: {boards} 枚以上では {part} はどの代理店にも在庫がありません。{wait}。担当者が納期を確認します',
    'review.thePart': 'この部品',
    'review.distributorLeadTime': '代理店の納期は {days} 日です',
    'review.noDistributorLeadTime': '代理店から納期の回答がありません',
  },
  ch: {
    'review.bareBoard': '仅光板：如需贴片组装，请上传 BOM 物料清单',
    'review.billingCountryMissing':
      '尚未设置账单国家：在“我的资料”中设置之前，增值税按荷兰税率收取，运费按寄往荷兰计算',
    'review.panelQuantities': '数量按客户拼板计，每块拼板 {boards} 片',
    'review.line': '第 {lines} 行',
    'review.lines': '第 {lines} 行',
    'review.rangesMore': '{ranges} 及另外 {count} 行中',
    'review.estimated': '{lines}：暂无已知价格；在工作人员确认前按{name}估价',
    'review.estimatedEach': '{lines}：暂无已知价格；在工作人员确认前各行均按{name}估价',
    'review.onRequest': '{lines}：无法识别该元件；工作人员将为其报价',
    'review.onRequestMany': '{lines}：无法识别这些元件；工作人员将为其报价',
    'review.outOfStock': '第 {line} 行：{part} 在所有分销商处均无库存；{wait}，工作人员将确认交货日期',
    'review.outOfStockFrom':
      '第 {line} 行：{boards} 片及以上时，{part} 在所有分销商处均无库存；{wait}，工作人员将确认交货日期',
    'review.thePart': '该元件',
    'review.distributorLeadTime': '分销商交期为 {days} 天',
    'review.noDistributorLeadTime': '分销商未提供交期',
  },
};

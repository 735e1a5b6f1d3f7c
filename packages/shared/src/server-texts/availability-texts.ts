import type { TextCatalogues } from './server-text.ts';

/**
 * Why an offer cell (a quantity at a lead time) cannot be ordered, as the offers page's popover and
 * the offer PDF's notes say it: the facts (sizes, areas, dates, capacity) are parameters, so a German
 * reader gets the same specific sentence in German. Dates are calendar days (YYYY-MM-DD) as stored.
 */
export const AVAILABILITY_TEXTS: TextCatalogues = {
  en: {
    'unavailable.noPanelFit':
      'A {width} × {height} mm board does not fit the usable area of our production panel ({panelWidth} × {panelHeight} mm), either way round',
    'unavailable.layersLeadTime': '{layers}-layer boards need at least {days} working days',
    'unavailable.expressArea': 'More than {area} m² of boards cannot be made in {days} working days',
    'unavailable.capacity':
      '{quantity} boards ({area} m²) do not fit the production capacity left before {date}: {left} m² (we make {perDay} m² a working day)',
    'unavailable.capacityDelays':
      '{quantity} boards ({area} m²) by {shipDate} would delay orders already booked for {date}: the production makes {perDay} m² a working day',
    'unavailable.noWorkingDay': 'The production calendar has no working day within a year',
  },
  de: {
    'unavailable.noPanelFit':
      'Eine Leiterplatte von {width} × {height} mm passt in keiner Ausrichtung auf die nutzbare Fläche unseres Fertigungsnutzens ({panelWidth} × {panelHeight} mm)',
    'unavailable.layersLeadTime': 'Leiterplatten mit {layers} Lagen brauchen mindestens {days} Arbeitstage',
    'unavailable.expressArea':
      'Mehr als {area} m² Leiterplatten können nicht in {days} Arbeitstagen gefertigt werden',
    'unavailable.capacity':
      '{quantity} Leiterplatten ({area} m²) passen nicht in die bis {date} verbleibende Fertigungskapazität: {left} m² (wir fertigen {perDay} m² pro Arbeitstag)',
    'unavailable.capacityDelays':
      '{quantity} Leiterplatten ({area} m²) bis {shipDate} würden bereits für {date} gebuchte Aufträge verzögern: Die Fertigung schafft {perDay} m² pro Arbeitstag',
    'unavailable.noWorkingDay': 'Der Fertigungskalender hat innerhalb eines Jahres keinen Arbeitstag',
  },
  fr: {
    'unavailable.noPanelFit':
      'Un circuit de {width} × {height} mm ne tient pas sur la surface utile de notre panneau de production ({panelWidth} × {panelHeight} mm), dans aucun sens',
    'unavailable.layersLeadTime': 'Les circuits à {layers} couches demandent au moins {days} jours ouvrés',
    'unavailable.expressArea':
      'Plus de {area} m² de circuits ne peuvent pas être fabriqués en {days} jours ouvrés',
    'unavailable.capacity':
      '{quantity} circuits ({area} m²) ne tiennent pas dans la capacité de production restante avant le {date} : {left} m² (nous fabriquons {perDay} m² par jour ouvré)',
    'unavailable.capacityDelays':
      '{quantity} circuits ({area} m²) pour le {shipDate} retarderaient des commandes déjà prévues pour le {date} : la production fabrique {perDay} m² par jour ouvré',
    'unavailable.noWorkingDay': 'Le calendrier de production n’a aucun jour ouvré dans l’année',
  },
  es: {
    'unavailable.noPanelFit':
      'Una placa de {width} × {height} mm no cabe en el área útil de nuestro panel de producción ({panelWidth} × {panelHeight} mm) en ninguna orientación',
    'unavailable.layersLeadTime': 'Las placas de {layers} capas necesitan al menos {days} días laborables',
    'unavailable.expressArea': 'No se pueden fabricar más de {area} m² de placas en {days} días laborables',
    'unavailable.capacity':
      '{quantity} placas ({area} m²) no caben en la capacidad de producción que queda antes del {date}: {left} m² (fabricamos {perDay} m² por día laborable)',
    'unavailable.capacityDelays':
      '{quantity} placas ({area} m²) para el {shipDate} retrasarían pedidos ya reservados para el {date}: la producción fabrica {perDay} m² por día laborable',
    'unavailable.noWorkingDay': 'El calendario de producción no tiene ningún día laborable en un año',
  },
  jp: {
    'unavailable.noPanelFit':
      '{width} × {height} mm の基板は、どの向きでも当社の製造パネルの有効エリア（{panelWidth} × {panelHeight} mm）に収まりません',
    'unavailable.layersLeadTime': '{layers}層基板には少なくとも{days}営業日が必要です',
    'unavailable.expressArea': '{area} m²を超える基板は{days}営業日では製造できません',
    'unavailable.capacity':
      '{quantity}枚の基板（{area} m²）は{date}までに残る製造能力（{left} m²）に収まりません（1営業日あたり{perDay} m²を製造します）',
    'unavailable.capacityDelays':
      '{quantity}枚の基板（{area} m²）を{shipDate}までに製造すると、{date}に予約済みの注文が遅れます（1営業日あたり{perDay} m²を製造します）',
    'unavailable.noWorkingDay': '製造カレンダーには1年以内に営業日がありません',
  },
  ch: {
    'unavailable.noPanelFit':
      '{width} × {height} mm 的电路板无论如何摆放都无法放入我们生产拼板的可用区域（{panelWidth} × {panelHeight} mm）',
    'unavailable.layersLeadTime': '{layers} 层电路板至少需要 {days} 个工作日',
    'unavailable.expressArea': '超过 {area} m² 的电路板无法在 {days} 个工作日内生产',
    'unavailable.capacity':
      '{quantity} 块电路板（{area} m²）超出 {date} 之前剩余的生产产能：{left} m²（我们每个工作日生产 {perDay} m²）',
    'unavailable.capacityDelays':
      '在 {shipDate} 之前生产 {quantity} 块电路板（{area} m²）会延误已预订在 {date} 的订单：我们每个工作日生产 {perDay} m²',
    'unavailable.noWorkingDay': '生产日历在一年内没有工作日',
  },
};

import type { SeedEntry } from '../faq-seed.ts';

export const FAQ_ES: SeedEntry[] = [
  [
    'ordering',
    '¿Cómo pido placas de circuito impreso o placas montadas?',
    '<p>Cree un proyecto, suba sus archivos Gerber (y, para el montaje, su lista de materiales y su archivo de colocación), elija cantidad y opciones: el portal calcula una oferta al instante. Revísela, añádala a la cesta y haga el pedido. Puede seguir cada paso en <b>Mis pedidos</b>.</p>',
  ],
  [
    'ordering',
    '¿Puedo cambiar un pedido ya realizado?',
    '<p>Mientras no haya empezado la fabricación, escríbanos en el centro de mensajes del proyecto y cambiaremos la cantidad, las opciones o las direcciones. Una vez en fabricación, normalmente ya no es posible hacer cambios.</p>',
  ],
  [
    'ordering',
    '¿Pueden mis compañeros trabajar en los mismos proyectos?',
    '<p>Sí. Invítelos en <b>Mi equipo</b>. Usted decide para cada miembro si puede crear proyectos, ver los proyectos del equipo y pedir y pagar.</p>',
  ],
  [
    'files',
    '¿Qué formatos de archivo aceptan?',
    '<ul><li><b>PCB:</b> Gerber RS-274X o X2 con archivo de taladrado Excellon, en un único archivo ZIP.</li><li><b>Lista de materiales (BOM):</b> Excel (XLSX/XLS) o CSV con referencias, cantidad y número de pieza del fabricante.</li><li><b>Colocación (pick and place):</b> CSV, TXT o XLSX con referencia, X, Y, rotación y cara.</li></ul>',
  ],
  [
    'files',
    '¿Qué ocurre si hay algún problema con mis archivos?',
    '<p>El portal comprueba sus Gerber, su lista de materiales y su archivo de colocación al subirlos y muestra lo que no pudo leer. Nuestros ingenieros revisan cada pedido antes de fabricarlo; si encuentran un problema, le escriben en el centro de mensajes antes de producir nada.</p>',
  ],
  [
    'lead-times',
    '¿Cómo se calcula el plazo de entrega?',
    '<p>El plazo se cuenta en días laborables desde el día en que recibimos su pago (o confirmamos su pedido a crédito) hasta que las placas salen de nuestra fábrica. No cuentan fines de semana ni festivos. A ello se suma el tiempo de envío.</p>',
  ],
  [
    'lead-times',
    '¿Puedo recibir mis placas más rápido?',
    '<p>Sí. Cada oferta muestra varios plazos con sus precios; un plazo más corto cuesta más. Elija el que se ajuste a su calendario antes de pedir.</p>',
  ],
  [
    'payment',
    '¿Cómo puedo pagar?',
    '<ul><li><b>Tarjeta y pago en línea</b> a través de MultiSafepay: tarjeta de crédito y los métodos locales habituales; su pedido comienza en cuanto se confirma el pago.</li><li><b>Transferencia bancaria:</b> recibirá nuestros datos bancarios con la confirmación del pedido; indique el número de pedido como referencia del pago.</li></ul>',
  ],
  [
    'payment',
    '¿Cuándo recibo mi factura?',
    '<p>En cuanto se registra su pago. La factura se puede descargar en PDF en la página del pedido y también se le envía por correo electrónico.</p>',
  ],
  [
    'shipping',
    '¿A dónde envían y cuánto cuesta el envío?',
    '<p>Enviamos a todo el mundo con mensajeros urgentes con seguimiento. El coste depende del destino y del peso de sus placas y aparece en la oferta antes de pedir.</p>',
  ],
  [
    'shipping',
    '¿Cómo puedo seguir mi envío?',
    '<p>Cuando su pedido sale de la fábrica le enviamos el número de seguimiento; también lo encontrará en la página del pedido.</p>',
  ],
  [
    'vat',
    '¿Tengo que pagar IVA?',
    '<p>Los clientes de los Países Bajos pagan el IVA neerlandés. Las empresas de otro país de la UE con un número de IVA válido reciben la factura sin IVA por inversión del sujeto pasivo. Los envíos fuera de la UE se facturan sin IVA; los aranceles e impuestos de importación del país de destino corren a cargo del destinatario.</p>',
  ],
  [
    'vat',
    '¿Cómo se comprueba mi número de IVA?',
    '<p>Introduzca su número de IVA en su perfil o al hacer el pedido. Lo comprobamos automáticamente en el sistema VIES de la Comisión Europea; solo un número que VIES confirma como válido permite la inversión del sujeto pasivo. Si VIES no está disponible, inténtelo de nuevo más tarde o contáctenos.</p>',
  ],
];

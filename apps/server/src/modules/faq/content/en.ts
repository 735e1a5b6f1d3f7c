import type { SeedEntry } from '../faq-seed.ts';

export const FAQ_EN: SeedEntry[] = [
  [
    'ordering',
    'How do I order printed circuit boards or assembled boards?',
    '<p>Create a project, upload your Gerber files (and for assembly your BOM and placement file), choose quantity and options, and the portal calculates an offer straight away. Check the offer, add it to your basket and place the order. You can follow every step under <b>My Orders</b>.</p>',
  ],
  [
    'ordering',
    'Can I change an order after it has been placed?',
    '<p>As long as production has not started, write to us in the project’s message centre and we will change quantity, options or addresses for you. Once the boards are in production, changes are usually no longer possible.</p>',
  ],
  [
    'ordering',
    'Can my colleagues work on the same projects?',
    '<p>Yes. Invite them under <b>My Team</b>. You decide per member whether they may create projects, see the team’s projects and order and pay.</p>',
  ],
  [
    'files',
    'Which file formats do you accept?',
    '<ul><li><b>PCB:</b> Gerber RS-274X or X2 with an Excellon drill file, as one ZIP archive.</li><li><b>BOM:</b> Excel (XLSX/XLS) or CSV with designators, quantity and manufacturer part number.</li><li><b>Placement (pick and place):</b> CSV, TXT or XLSX with designator, X, Y, rotation and side.</li></ul>',
  ],
  [
    'files',
    'What happens if something is wrong with my files?',
    '<p>The portal checks your Gerbers, BOM and placement file when you upload them and shows what it could not read. Our engineers review every order before production; if they find a problem they contact you in the message centre before anything is made.</p>',
  ],
  [
    'lead-times',
    'How are lead times calculated?',
    '<p>The lead time is counted in working days from the day your payment is received (or your order is confirmed on account) until the boards leave our factory. Weekends and public holidays are not counted. Shipping time comes on top.</p>',
  ],
  [
    'lead-times',
    'Can I get my boards faster?',
    '<p>Yes. Each offer shows several lead times with their prices; a shorter lead time costs more. Choose the one that fits your schedule before you order.</p>',
  ],
  [
    'payment',
    'How can I pay?',
    '<ul><li><b>Card and online payment</b> through MultiSafepay: credit card and the usual local methods; your order starts as soon as the payment is confirmed.</li><li><b>Bank transfer:</b> you receive our bank details with the order confirmation; please quote the order number as the payment reference.</li></ul>',
  ],
  [
    'payment',
    'When do I receive my invoice?',
    '<p>As soon as your payment is booked. The invoice can be downloaded as a PDF on the order page and is also e-mailed to you.</p>',
  ],
  [
    'shipping',
    'Where do you ship and how much does it cost?',
    '<p>We ship worldwide with tracked express carriers. The shipping cost depends on the destination and the weight of your boards and is shown in the offer before you order.</p>',
  ],
  [
    'shipping',
    'How can I follow my shipment?',
    '<p>When your order leaves the factory we send you the tracking number, and you can also find it on the order page.</p>',
  ],
  [
    'vat',
    'Do I have to pay VAT?',
    '<p>Customers in the Netherlands pay Dutch VAT. Companies in another EU country with a valid VAT number are invoiced without VAT under the reverse charge rule. Deliveries outside the EU are invoiced without VAT; import duties and taxes of the destination country are paid by the recipient.</p>',
  ],
  [
    'vat',
    'How is my VAT number checked?',
    '<p>Enter your VAT number in your profile or at checkout. We check it automatically in the European Commission’s VIES system; only a number that VIES confirms as valid gives you the reverse charge. If VIES is unavailable, try again a little later or contact us.</p>',
  ],
];

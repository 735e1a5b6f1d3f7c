import type { SeedEntry } from '../faq-seed.ts';

export const FAQ_DE: SeedEntry[] = [
  [
    'ordering',
    'Wie bestelle ich Leiterplatten oder bestückte Baugruppen?',
    '<p>Legen Sie ein Projekt an, laden Sie Ihre Gerber-Dateien hoch (für die Bestückung zusätzlich Stückliste und Bestückungsdatei), wählen Sie Menge und Optionen – das Portal berechnet sofort ein Angebot. Prüfen Sie das Angebot, legen Sie es in den Warenkorb und bestellen Sie. Jeden Schritt verfolgen Sie unter <b>Meine Bestellungen</b>.</p>',
  ],
  [
    'ordering',
    'Kann ich eine Bestellung nachträglich ändern?',
    '<p>Solange die Fertigung nicht begonnen hat, schreiben Sie uns im Nachrichtencenter des Projekts; wir ändern Menge, Optionen oder Adressen für Sie. Ist die Fertigung gestartet, sind Änderungen meist nicht mehr möglich.</p>',
  ],
  [
    'ordering',
    'Können meine Kollegen an denselben Projekten arbeiten?',
    '<p>Ja. Laden Sie sie unter <b>Mein Team</b> ein. Sie legen pro Mitglied fest, ob es Projekte anlegen, die Projekte des Teams sehen sowie bestellen und bezahlen darf.</p>',
  ],
  [
    'files',
    'Welche Dateiformate akzeptieren Sie?',
    '<ul><li><b>Leiterplatte:</b> Gerber RS-274X oder X2 mit Excellon-Bohrdatei, als ein ZIP-Archiv.</li><li><b>Stückliste (BOM):</b> Excel (XLSX/XLS) oder CSV mit Bestückungsbezeichnern, Menge und Hersteller-Teilenummer.</li><li><b>Bestückungsdatei (Pick and Place):</b> CSV, TXT oder XLSX mit Bezeichner, X, Y, Drehung und Seite.</li></ul>',
  ],
  [
    'files',
    'Was passiert, wenn mit meinen Dateien etwas nicht stimmt?',
    '<p>Das Portal prüft Gerber-Dateien, Stückliste und Bestückungsdatei beim Hochladen und zeigt, was es nicht lesen konnte. Unsere Ingenieure prüfen jede Bestellung vor der Fertigung; finden sie ein Problem, melden sie sich im Nachrichtencenter, bevor etwas gefertigt wird.</p>',
  ],
  [
    'lead-times',
    'Wie wird die Lieferzeit berechnet?',
    '<p>Die Lieferzeit zählt in Arbeitstagen ab dem Tag, an dem Ihre Zahlung eingeht (oder Ihre Bestellung auf Rechnung bestätigt wird), bis die Platinen unser Werk verlassen. Wochenenden und Feiertage zählen nicht. Hinzu kommt die Versandzeit.</p>',
  ],
  [
    'lead-times',
    'Kann ich meine Platinen schneller bekommen?',
    '<p>Ja. Jedes Angebot zeigt mehrere Lieferzeiten mit ihren Preisen; eine kürzere Lieferzeit kostet mehr. Wählen Sie vor der Bestellung die passende.</p>',
  ],
  [
    'payment',
    'Wie kann ich bezahlen?',
    '<ul><li><b>Karte und Online-Zahlung</b> über MultiSafepay: Kreditkarte und die üblichen lokalen Zahlungsarten; Ihre Bestellung startet, sobald die Zahlung bestätigt ist.</li><li><b>Banküberweisung:</b> Sie erhalten unsere Bankverbindung mit der Bestellbestätigung; bitte geben Sie die Bestellnummer als Verwendungszweck an.</li></ul>',
  ],
  [
    'payment',
    'Wann erhalte ich meine Rechnung?',
    '<p>Sobald Ihre Zahlung verbucht ist. Die Rechnung steht auf der Bestellseite als PDF zum Download bereit und wird Ihnen auch per E-Mail gesendet.</p>',
  ],
  [
    'shipping',
    'Wohin liefern Sie und was kostet der Versand?',
    '<p>Wir liefern weltweit mit Express-Versanddiensten mit Sendungsverfolgung. Die Versandkosten hängen vom Zielland und vom Gewicht Ihrer Platinen ab und stehen vor der Bestellung im Angebot.</p>',
  ],
  [
    'shipping',
    'Wie kann ich meine Sendung verfolgen?',
    '<p>Sobald Ihre Bestellung unser Werk verlässt, senden wir Ihnen die Sendungsnummer; Sie finden sie auch auf der Bestellseite.</p>',
  ],
  [
    'vat',
    'Muss ich Mehrwertsteuer zahlen?',
    '<p>Kunden in den Niederlanden zahlen niederländische Mehrwertsteuer. Unternehmen in einem anderen EU-Land mit gültiger USt-IdNr. erhalten eine Rechnung ohne Mehrwertsteuer nach dem Reverse-Charge-Verfahren. Lieferungen außerhalb der EU werden ohne Mehrwertsteuer berechnet; Einfuhrabgaben und Steuern des Ziellandes trägt der Empfänger.</p>',
  ],
  [
    'vat',
    'Wie wird meine USt-IdNr. geprüft?',
    '<p>Geben Sie Ihre USt-IdNr. im Profil oder bei der Bestellung ein. Wir prüfen sie automatisch im VIES-System der Europäischen Kommission; nur eine von VIES als gültig bestätigte Nummer führt zum Reverse-Charge-Verfahren. Ist VIES nicht erreichbar, versuchen Sie es etwas später erneut oder kontaktieren Sie uns.</p>',
  ],
];

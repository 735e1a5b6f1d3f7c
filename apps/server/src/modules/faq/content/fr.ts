import type { SeedEntry } from '../faq-seed.ts';

export const FAQ_FR: SeedEntry[] = [
  [
    'ordering',
    'Comment commander des circuits imprimés nus ou assemblés ?',
    '<p>Créez un projet, téléversez vos fichiers Gerber (et, pour l’assemblage, votre nomenclature et votre fichier de placement), choisissez la quantité et les options : le portail calcule aussitôt une offre. Vérifiez-la, ajoutez-la au panier et passez commande. Vous suivez chaque étape dans <b>Mes commandes</b>.</p>',
  ],
  [
    'ordering',
    'Puis-je modifier une commande après l’avoir passée ?',
    '<p>Tant que la fabrication n’a pas commencé, écrivez-nous dans la messagerie du projet : nous modifions pour vous la quantité, les options ou les adresses. Une fois la fabrication lancée, les modifications ne sont généralement plus possibles.</p>',
  ],
  [
    'ordering',
    'Mes collègues peuvent-ils travailler sur les mêmes projets ?',
    '<p>Oui. Invitez-les dans <b>Mon équipe</b>. Vous décidez pour chaque membre s’il peut créer des projets, voir les projets de l’équipe et commander et payer.</p>',
  ],
  [
    'files',
    'Quels formats de fichiers acceptez-vous ?',
    '<ul><li><b>Circuit imprimé :</b> Gerber RS-274X ou X2 avec un fichier de perçage Excellon, dans une seule archive ZIP.</li><li><b>Nomenclature (BOM) :</b> Excel (XLSX/XLS) ou CSV avec repères, quantité et référence fabricant.</li><li><b>Placement (pick and place) :</b> CSV, TXT ou XLSX avec repère, X, Y, rotation et face.</li></ul>',
  ],
  [
    'files',
    'Que se passe-t-il si mes fichiers posent problème ?',
    '<p>Le portail vérifie vos Gerber, votre nomenclature et votre fichier de placement dès le téléversement et indique ce qu’il n’a pas pu lire. Nos ingénieurs examinent chaque commande avant fabrication ; s’ils trouvent un problème, ils vous contactent dans la messagerie avant toute production.</p>',
  ],
  [
    'lead-times',
    'Comment le délai de fabrication est-il calculé ?',
    '<p>Le délai se compte en jours ouvrés, du jour où votre paiement est reçu (ou votre commande confirmée sur facture) jusqu’au départ des cartes de notre usine. Les week-ends et jours fériés ne comptent pas. Le temps de transport s’y ajoute.</p>',
  ],
  [
    'lead-times',
    'Puis-je recevoir mes cartes plus vite ?',
    '<p>Oui. Chaque offre propose plusieurs délais avec leurs prix ; un délai plus court coûte plus cher. Choisissez celui qui convient à votre planning avant de commander.</p>',
  ],
  [
    'payment',
    'Comment puis-je payer ?',
    '<ul><li><b>Carte et paiement en ligne</b> via MultiSafepay : carte bancaire et les moyens de paiement locaux habituels ; votre commande démarre dès que le paiement est confirmé.</li><li><b>Virement bancaire :</b> nos coordonnées bancaires figurent dans la confirmation de commande ; indiquez le numéro de commande comme référence du paiement.</li></ul>',
  ],
  [
    'payment',
    'Quand vais-je recevoir ma facture ?',
    '<p>Dès que votre paiement est enregistré. La facture est téléchargeable en PDF sur la page de la commande et vous est aussi envoyée par e-mail.</p>',
  ],
  [
    'shipping',
    'Où livrez-vous et combien coûte l’expédition ?',
    '<p>Nous livrons dans le monde entier par transporteurs express avec suivi. Les frais de port dépendent de la destination et du poids de vos cartes et sont indiqués dans l’offre avant la commande.</p>',
  ],
  [
    'shipping',
    'Comment suivre mon colis ?',
    '<p>Dès que votre commande quitte l’usine, nous vous envoyons le numéro de suivi ; vous le trouvez aussi sur la page de la commande.</p>',
  ],
  [
    'vat',
    'Dois-je payer la TVA ?',
    '<p>Les clients aux Pays-Bas paient la TVA néerlandaise. Les entreprises d’un autre pays de l’UE disposant d’un numéro de TVA valide sont facturées hors TVA selon le régime d’autoliquidation. Les livraisons hors UE sont facturées hors TVA ; les droits et taxes d’importation du pays de destination sont à la charge du destinataire.</p>',
  ],
  [
    'vat',
    'Comment mon numéro de TVA est-il vérifié ?',
    '<p>Saisissez votre numéro de TVA dans votre profil ou lors de la commande. Nous le vérifions automatiquement dans le système VIES de la Commission européenne ; seul un numéro confirmé valide par VIES donne droit à l’autoliquidation. Si VIES est indisponible, réessayez un peu plus tard ou contactez-nous.</p>',
  ],
];

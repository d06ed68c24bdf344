import path from 'node:path';
import PDFDocument from 'pdfkit';
import { formatCents, formatLongDate } from '@cep/domain';
import type { InvoiceContent, Party, Seller } from './invoice-content';

/**
 * The PDF of an invoice or a credit note, from its frozen content alone (so it renders the same tomorrow).
 * DejaVu Sans is embedded: pdfkit's built-in Helvetica cannot print the narrow no-break space that French
 * amounts use (« 1 234,56 € » would come out « 1 /234,56 € »).
 */
const FONT_DIR = path.join(path.dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf');
const REGULAR = path.join(FONT_DIR, 'DejaVuSans.ttf');
const BOLD = path.join(FONT_DIR, 'DejaVuSans-Bold.ttf');

const MARGIN = 50;
const WINE = '#7c1f3a';
const GREY = '#57534e';

const COUNTRIES: Record<string, string> = {
  FR: 'France',
  BE: 'Belgique',
  LU: 'Luxembourg',
  DE: 'Allemagne',
  ES: 'Espagne',
  IT: 'Italie',
  PT: 'Portugal',
  NL: 'Pays-Bas',
  AT: 'Autriche',
  IE: 'Irlande',
  CH: 'Suisse',
  GB: 'Royaume-Uni',
  US: 'États-Unis',
};

function address(party: Party): string[] {
  return [
    party.adresse,
    party.adresseComplementaire,
    [party.codePostal, party.ville].filter(Boolean).join(' '),
    party.pays === 'FR' ? undefined : (COUNTRIES[party.pays] ?? party.pays),
  ].filter((line): line is string => Boolean(line));
}

function sellerLines(seller: Seller): string[] {
  return [
    seller.formeJuridique,
    ...address(seller),
    `SIREN ${seller.siren} · ${seller.rcs}`,
    `TVA intracommunautaire ${seller.tva}`,
    seller.email,
  ];
}

function buyerLines(buyer: Party): string[] {
  return [
    ...address(buyer),
    ...(buyer.tva ? [`TVA intracommunautaire ${buyer.tva}`] : []),
    ...(buyer.siret ? [`SIRET ${buyer.siret}`] : []),
  ];
}

/** Legal mentions of a French business invoice (Code de commerce L441-9, L441-10, D441-5). */
function mentions(content: InvoiceContent): string[] {
  return [
    content.type === 'facture'
      ? `Facture acquittée : payée le ${formatLongDate(content.payeeLe)} par ${content.modePaiement.toLowerCase()}.`
      : `Remboursement de la facture N° ${content.factureOrigine ?? ''}.`,
    ...(content.autoliquidation ? ['Autoliquidation — TVA due par le preneur (article 196 de la directive 2006/112/CE).'] : []),
    'Pas d’escompte pour paiement anticipé.',
    'En cas de retard de paiement, pénalités au taux de trois fois le taux d’intérêt légal et indemnité forfaitaire pour frais de recouvrement de 40 € (articles L441-10 et D441-5 du Code de commerce).',
  ];
}

export function renderInvoicePdf(content: InvoiceContent): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: {
      Title: `${content.type === 'facture' ? 'Facture' : 'Avoir'} ${content.numero}`,
      Author: content.vendeur.raisonSociale,
      CreationDate: new Date(content.emiseLe),
    },
  });
  doc.registerFont('regular', REGULAR);
  doc.registerFont('bold', BOLD);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const width = doc.page.width - 2 * MARGIN;
  const title = content.type === 'facture' ? 'Facture' : 'Avoir';

  // Header: seller on the left, document title and number on the right.
  doc.font('bold').fontSize(16).fillColor(WINE).text(content.vendeur.raisonSociale, MARGIN, MARGIN);
  doc.font('regular').fontSize(9).fillColor(GREY);
  for (const line of sellerLines(content.vendeur)) doc.text(line, { width: width / 2 });
  const afterSeller = doc.y;
  doc
    .font('bold')
    .fontSize(18)
    .fillColor('black')
    .text(`${title} N° ${content.numero}`, MARGIN + width / 2, MARGIN, { width: width / 2, align: 'right' });
  doc.font('regular').fontSize(9).fillColor(GREY);
  const facts = [
    `Date d’émission : ${formatLongDate(content.emiseLe)}`,
    `Date de la prestation : ${formatLongDate(content.dateLivraison)}`,
    `Commande : ${content.commande}`,
    ...(content.factureOrigine ? [`Avoir sur la facture N° ${content.factureOrigine}`] : []),
  ];
  for (const line of facts) doc.text(line, MARGIN + width / 2, doc.y, { width: width / 2, align: 'right' });

  // Buyer.
  let y = Math.max(afterSeller, doc.y) + 24;
  doc
    .font('bold')
    .fontSize(10)
    .fillColor('black')
    .text('Facturé à', MARGIN + width / 2, y, { width: width / 2 });
  doc
    .font('bold')
    .fontSize(10)
    .text(content.acheteur.raisonSociale, { width: width / 2 });
  doc.font('regular').fontSize(9).fillColor(GREY);
  for (const line of buyerLines(content.acheteur)) doc.text(line, { width: width / 2 });

  // Lines.
  y = doc.y + 24;
  const columns = [
    { label: 'Désignation', x: MARGIN, w: width * 0.5, align: 'left' as const },
    { label: 'Quantité', x: MARGIN + width * 0.5, w: width * 0.12, align: 'right' as const },
    { label: 'Prix unitaire HT', x: MARGIN + width * 0.62, w: width * 0.19, align: 'right' as const },
    { label: 'Total HT', x: MARGIN + width * 0.81, w: width * 0.19, align: 'right' as const },
  ];
  const header = (top: number) => {
    doc.font('bold').fontSize(9).fillColor('black');
    for (const column of columns) doc.text(column.label, column.x, top, { width: column.w, align: column.align });
    doc
      .moveTo(MARGIN, top + 14)
      .lineTo(MARGIN + width, top + 14)
      .strokeColor('#d6d3d1')
      .stroke();
    return top + 20;
  };
  y = header(y);
  doc.font('regular').fontSize(9);
  for (const line of content.lignes) {
    const cells = [line.libelle, String(line.quantite), formatCents(line.prixUnitaireHtCents), formatCents(line.totalHtCents)];
    const height = Math.max(...cells.map((cell, i) => doc.heightOfString(cell, { width: columns[i]!.w })));
    if (y + height > doc.page.height - MARGIN - 40) {
      doc.addPage();
      y = header(MARGIN);
      doc.font('regular').fontSize(9);
    }
    doc.fillColor('black');
    cells.forEach((cell, i) => doc.text(cell, columns[i]!.x, y, { width: columns[i]!.w, align: columns[i]!.align }));
    y += height + 6;
  }

  // Totals, kept together on one page.
  const discount: Array<[string, string, boolean]> =
    content.remiseHtCents > 0
      ? [[`Remise${content.codePromo ? ` (code ${content.codePromo})` : ''}`, `−${formatCents(content.remiseHtCents)}`, false]]
      : [];
  const totals: Array<[string, string, boolean]> = [
    ['Sous-total HT', formatCents(content.sousTotalHtCents), false],
    ...discount,
    ['Total HT', formatCents(content.totalHtCents), true],
    [`TVA ${content.tauxTva} %`, formatCents(content.tvaCents), false],
    ['Total TTC', formatCents(content.totalTtcCents), true],
  ];
  if (y + totals.length * 16 + 140 > doc.page.height - MARGIN) {
    doc.addPage();
    y = MARGIN;
  }
  y += 8;
  for (const [label, value, strong] of totals) {
    doc
      .font(strong ? 'bold' : 'regular')
      .fontSize(strong ? 10 : 9)
      .fillColor('black');
    doc.text(label, MARGIN + width * 0.5, y, { width: width * 0.31, align: 'right' });
    doc.text(value, MARGIN + width * 0.81, y, { width: width * 0.19, align: 'right' });
    y += 16;
  }

  // Payment and legal mentions.
  doc.font('regular').fontSize(8).fillColor(GREY);
  doc.y = y + 16;
  for (const line of mentions(content)) doc.text(line, MARGIN, doc.y, { width, paragraphGap: 4 });

  doc.end();
  return done;
}

import {
  ALLERGEN_WORDING,
  ALLERGENS,
  formatPrice,
  formattingLocale,
  PRINT_TEXTS,
  type Allergen,
  type Cents,
  type Currency,
  type RestaurantLanguage,
} from '@carta/contracts';
import { renderPdf, type Pdf } from './pdf';

export interface PrintedItem {
  name: string;
  description: string;
  /** null: the menu hides item prices (a fixed-price menu). */
  price: Cents | null;
  allergens: Allergen[];
}

export interface MenuPrintInput {
  restaurantName: string;
  brandColor: string;
  currency: Currency;
  language: RestaurantLanguage;
  menuName: string;
  /** A fixed-price menu's price, else null. */
  fixedPrice: Cents | null;
  sections: Array<{ name: string; items: PrintedItem[] }>;
}

// A4 in points, and the margins.
const WIDTH = 595.28;
const HEIGHT = 841.89;
const MARGIN = 56;
const BODY = WIDTH - 2 * MARGIN;
const PRICE_WIDTH = 90;

/** An allergen's mark: its number in the list of the 14 (the legend's order). */
const markOf = (allergen: Allergen) => ALLERGENS.indexOf(allergen) + 1;

/** A new page when less than `needed` points remain. */
function keepRoom(doc: Pdf, needed: number): void {
  if (doc.y + needed > HEIGHT - MARGIN) {
    doc.addPage();
    doc.y = MARGIN;
  }
}

function drawItem(doc: Pdf, item: PrintedItem, price: (cents: Cents) => string): void {
  const marks = item.allergens.map(markOf).sort((a, b) => a - b);
  const nameWidth = BODY - PRICE_WIDTH - 8;
  doc.font('bold').fontSize(11);
  const nameHeight = doc.heightOfString(item.name, { width: nameWidth });
  doc.font('regular').fontSize(9);
  const descriptionHeight = item.description ? doc.heightOfString(item.description, { width: nameWidth }) : 0;
  keepRoom(doc, nameHeight + descriptionHeight + 20);
  const top = doc.y;
  if (item.price !== null) {
    doc
      .font('regular')
      .fontSize(11)
      .fillColor('#000000')
      .text(price(item.price), MARGIN + BODY - PRICE_WIDTH, top, { width: PRICE_WIDTH, align: 'right' });
  }
  doc.font('bold').fontSize(11).fillColor('#000000').text(item.name, MARGIN, top, { width: nameWidth });
  if (item.description) {
    doc
      .font('regular')
      .fontSize(9)
      .fillColor('#444444')
      .text(item.description, MARGIN, doc.y + 1, { width: nameWidth });
  }
  if (marks.length) {
    doc
      .font('regular')
      .fontSize(8)
      .fillColor('#444444')
      .text(`(${marks.join(', ')})`, MARGIN, doc.y + 1);
  }
  doc.y += 8;
}

/**
 * An A4 menu to print, in one language: the restaurant and the menu's name, its fixed price if any, each section
 * with its dishes and prices, each dish's allergens as numbers, and the legend of the numbers used.
 */
export function renderMenu(input: MenuPrintInput): Promise<Buffer> {
  const texts = PRINT_TEXTS[input.language];
  const locale = formattingLocale(input.language);
  const price = (cents: Cents) => formatPrice(cents, input.currency, locale);
  return renderPdf({ size: 'A4', title: `${input.restaurantName} · ${input.menuName}`, margin: MARGIN }, (doc) => {
    doc.addPage();
    doc.y = MARGIN;
    doc
      .font('bold')
      .fontSize(12)
      .fillColor(input.brandColor)
      .text(input.restaurantName, MARGIN, doc.y, { width: BODY });
    doc
      .font('bold')
      .fontSize(24)
      .fillColor('#000000')
      .text(input.menuName, MARGIN, doc.y + 4, { width: BODY });
    if (input.fixedPrice !== null) {
      doc
        .font('regular')
        .fontSize(14)
        .text(`${texts.fixedPrice}: ${price(input.fixedPrice)}`, MARGIN, doc.y + 4, { width: BODY });
    }
    doc.y += 12;
    for (const section of input.sections) {
      keepRoom(doc, 60);
      doc
        .font('bold')
        .fontSize(15)
        .fillColor(input.brandColor)
        .text(section.name, MARGIN, doc.y + 6, { width: BODY });
      doc
        .moveTo(MARGIN, doc.y + 2)
        .lineTo(MARGIN + BODY, doc.y + 2)
        .lineWidth(1)
        .stroke(input.brandColor);
      doc.y += 10;
      for (const item of section.items) drawItem(doc, item, price);
    }
    const used = ALLERGENS.filter((allergen) =>
      input.sections.some((section) => section.items.some((item) => item.allergens.includes(allergen))),
    );
    if (used.length) {
      const legend = used
        .map((allergen) => `${markOf(allergen)} ${ALLERGEN_WORDING[input.language].names[allergen]}`)
        .join(' · ');
      doc.font('regular').fontSize(9);
      keepRoom(doc, doc.heightOfString(legend, { width: BODY }) + 30);
      doc
        .font('bold')
        .fontSize(10)
        .fillColor('#000000')
        .text(texts.allergens, MARGIN, doc.y + 12, { width: BODY });
      doc
        .font('regular')
        .fontSize(9)
        .fillColor('#333333')
        .text(legend, MARGIN, doc.y + 2, { width: BODY });
    }
  });
}

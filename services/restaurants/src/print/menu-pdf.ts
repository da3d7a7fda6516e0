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
import { renderPdf, type FontFor, type Pdf } from './pdf';

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
  /** The language of the texts missing in `language` (they are printed in it): the restaurant's first. */
  fallbackLanguage: RestaurantLanguage;
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

function drawItem(doc: Pdf, font: FontFor, item: PrintedItem, price: (cents: Cents) => string): void {
  const marks = item.allergens.map(markOf).sort((a, b) => a - b);
  const nameWidth = BODY - PRICE_WIDTH - 8;
  doc.font(font('bold', item.name)).fontSize(11);
  const nameHeight = doc.heightOfString(item.name, { width: nameWidth });
  doc.font(font('regular', item.description)).fontSize(9);
  const descriptionHeight = item.description ? doc.heightOfString(item.description, { width: nameWidth }) : 0;
  keepRoom(doc, nameHeight + descriptionHeight + 20);
  const top = doc.y;
  if (item.price !== null) {
    const text = price(item.price);
    doc
      .font(font('regular', text))
      .fontSize(11)
      .fillColor('#000000')
      .text(text, MARGIN + BODY - PRICE_WIDTH, top, { width: PRICE_WIDTH, align: 'right' });
  }
  doc
    .font(font('bold', item.name))
    .fontSize(11)
    .fillColor('#000000')
    .text(item.name, MARGIN, top, { width: nameWidth });
  if (item.description) {
    doc
      .font(font('regular', item.description))
      .fontSize(9)
      .fillColor('#444444')
      .text(item.description, MARGIN, doc.y + 1, { width: nameWidth });
  }
  if (marks.length) {
    const text = `(${marks.join(', ')})`;
    doc
      .font(font('regular', text))
      .fontSize(8)
      .fillColor('#444444')
      .text(text, MARGIN, doc.y + 1);
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
  return renderPdf(
    {
      size: 'A4',
      title: `${input.restaurantName} · ${input.menuName}`,
      margin: MARGIN,
      languages: [input.language, input.fallbackLanguage],
    },
    (doc, font) => {
      doc.addPage();
      doc.y = MARGIN;
      doc
        .font(font('bold', input.restaurantName))
        .fontSize(12)
        .fillColor(input.brandColor)
        .text(input.restaurantName, MARGIN, doc.y, { width: BODY });
      doc
        .font(font('bold', input.menuName))
        .fontSize(24)
        .fillColor('#000000')
        .text(input.menuName, MARGIN, doc.y + 4, { width: BODY });
      if (input.fixedPrice !== null) {
        const line = `${texts.fixedPrice}: ${price(input.fixedPrice)}`;
        doc
          .font(font('regular', line))
          .fontSize(14)
          .text(line, MARGIN, doc.y + 4, { width: BODY });
      }
      doc.y += 12;
      for (const section of input.sections) {
        keepRoom(doc, 60);
        doc
          .font(font('bold', section.name))
          .fontSize(15)
          .fillColor(input.brandColor)
          .text(section.name, MARGIN, doc.y + 6, { width: BODY });
        doc
          .moveTo(MARGIN, doc.y + 2)
          .lineTo(MARGIN + BODY, doc.y + 2)
          .lineWidth(1)
          .stroke(input.brandColor);
        doc.y += 10;
        for (const item of section.items) drawItem(doc, font, item, price);
      }
      const used = ALLERGENS.filter((allergen) =>
        input.sections.some((section) => section.items.some((item) => item.allergens.includes(allergen))),
      );
      if (used.length) {
        const legend = used
          .map((allergen) => `${markOf(allergen)} ${ALLERGEN_WORDING[input.language].names[allergen]}`)
          .join(' · ');
        doc.font(font('regular', legend)).fontSize(9);
        keepRoom(doc, doc.heightOfString(legend, { width: BODY }) + 30);
        doc
          .font(font('bold', texts.allergens))
          .fontSize(10)
          .fillColor('#000000')
          .text(texts.allergens, MARGIN, doc.y + 12, { width: BODY });
        doc
          .font(font('regular', legend))
          .fontSize(9)
          .fillColor('#333333')
          .text(legend, MARGIN, doc.y + 2, { width: BODY });
      }
    },
  );
}

import {
  ALLERGEN_WORDING,
  ALLERGENS,
  formatPrice,
  formattingLocale,
  PRINT_TEXTS,
  WIDE,
  type Allergen,
  type AllergenWording,
  type Cents,
  type CourseRule,
  type Currency,
  type PrintTexts,
  type RestaurantLanguage,
} from '@carta/contracts';
import { renderPdf, type FontFor, type Pdf, type Weight } from './pdf';

export interface PrintedSize {
  name: string;
  /** null: the menu hides item prices. */
  price: Cents | null;
}

export interface PrintedItem {
  name: string;
  description: string;
  /** null: the menu hides item prices (a fixed-price menu). Unused when the dish has sizes. */
  price: Cents | null;
  /** In the owner's order; none: the dish has one size, at `price`. */
  sizes: PrintedSize[];
  /** In a course: what choosing it adds to the fixed price, else null. */
  supplement: Cents | null;
  allergens: Allergen[];
  traces: Allergen[];
  allergensConfirmed: boolean;
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
  sections: Array<{ name: string; course: CourseRule | null; items: PrintedItem[] }>;
}

// A4 in points, and the margins.
const WIDTH = 595.28;
const HEIGHT = 841.89;
const MARGIN = 56;
const BODY = WIDTH - 2 * MARGIN;
/** The prices' column: at least this wide, at most MAX_PRICE_WIDTH (a long size name wraps in it). */
const PRICE_WIDTH = 90;
const MAX_PRICE_WIDTH = 190;
const GUTTER = 12;
/** Beside a dish whose allergens the restaurant has not confirmed, and before its line in the legend. */
const UNCONFIRMED_MARK = '*';

/** An allergen's mark: its number in the list of the 14 (the legend's order). */
const markOf = (allergen: Allergen) => ALLERGENS.indexOf(allergen) + 1;

/** A guest page text with its `{{name}}` placeholders filled. */
const filled = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_all, name: string) => String(values[name]));

/** A new page when less than `needed` points remain. */
function keepRoom(doc: Pdf, needed: number): void {
  if (doc.y + needed > HEIGHT - MARGIN) {
    doc.addPage();
    doc.y = MARGIN;
  }
}

/** How the menu's language writes things on paper. */
interface Writing {
  font: FontFor;
  price: (cents: Cents) => string;
  texts: PrintTexts;
  wording: AllergenWording;
  /** Japanese and Chinese: full-width colon and enumeration comma, as the guest page writes them. */
  wide: boolean;
}

/** "Contiene: 3, 4, 6 · Puede contener trazas de: 8", in the guest page's words, with the legend's numbers. */
function allergenLine(item: PrintedItem, writing: Writing): string {
  const { wording, wide } = writing;
  const phrase = (words: string, allergens: Allergen[]) =>
    `${words}${wide ? '：' : ': '}${allergens
      .map(markOf)
      .sort((a, b) => a - b)
      .join(wide ? '、' : ', ')}`;
  return [
    item.allergens.length ? phrase(wording.contains, item.allergens) : '',
    item.traces.length ? phrase(wording.traces, item.traces) : '',
  ]
    .filter(Boolean)
    .join(' · ');
}

/** The right column's lines: each size with its price (or the dish's price), then the supplement. */
function priceLines(item: PrintedItem, writing: Writing): Array<{ text: string; strong: boolean }> {
  const lines = item.sizes.length
    ? item.sizes.map((size) => ({
        text: size.price === null ? size.name : `${size.name} ${writing.price(size.price)}`,
        strong: false,
      }))
    : item.price === null
      ? []
      : [{ text: writing.price(item.price), strong: true }];
  if (item.supplement !== null) {
    lines.push({ text: filled(writing.texts.supplement, { price: writing.price(item.supplement) }), strong: false });
  }
  return lines;
}

function drawItem(doc: Pdf, item: PrintedItem, writing: Writing): void {
  const { font } = writing;
  const name = item.allergensConfirmed ? item.name : `${item.name} ${UNCONFIRMED_MARK}`;
  const prices = priceLines(item, writing);
  const allergens = allergenLine(item, writing);
  doc.fontSize(10);
  const priceWidth = Math.min(
    MAX_PRICE_WIDTH,
    Math.max(PRICE_WIDTH, ...prices.map((line) => doc.font(font('bold', line.text)).widthOfString(line.text) + 2)),
  );
  const nameWidth = BODY - priceWidth - GUTTER;
  const heightOf = (weight: Weight, size: number, text: string, width: number) =>
    text ? doc.font(font(weight, text)).fontSize(size).heightOfString(text, { width }) + 1 : 0;
  const left =
    heightOf('bold', 11, name, nameWidth) +
    heightOf('regular', 9, item.description, nameWidth) +
    heightOf('regular', 8, allergens, nameWidth);
  const right = prices.reduce((sum, line) => sum + heightOf('regular', 10, line.text, priceWidth), 0);
  keepRoom(doc, Math.max(left, right) + 10);
  const top = doc.y;
  let y = top;
  for (const line of prices) {
    doc
      .font(font(line.strong ? 'bold' : 'regular', line.text))
      .fontSize(line.strong ? 11 : 10)
      .fillColor(line.strong ? '#000000' : '#222222')
      .text(line.text, MARGIN + BODY - priceWidth, y, { width: priceWidth, align: 'right' });
    y = doc.y + 1;
  }
  const bottomRight = y;
  doc.font(font('bold', name)).fontSize(11).fillColor('#000000').text(name, MARGIN, top, { width: nameWidth });
  if (item.description) {
    doc
      .font(font('regular', item.description))
      .fontSize(9)
      .fillColor('#444444')
      .text(item.description, MARGIN, doc.y + 1, { width: nameWidth });
  }
  if (allergens) {
    doc
      .font(font('regular', allergens))
      .fontSize(8)
      .fillColor('#444444')
      .text(allergens, MARGIN, doc.y + 1, { width: nameWidth });
  }
  doc.y = Math.max(doc.y, bottomRight) + 8;
}

/**
 * An A4 menu to print, in one language, with the guest page's facts in its words: the restaurant and the menu's name,
 * its fixed price if any, each section (a course with its rule) with its dishes, each size with its price, a course's
 * supplements, each dish's allergens and traces as numbers, a mark on dishes whose allergens are not confirmed, and the
 * legend of the numbers and the mark used.
 */
export function renderMenu(input: MenuPrintInput): Promise<Buffer> {
  const texts = PRINT_TEXTS[input.language];
  const wording = ALLERGEN_WORDING[input.language];
  const locale = formattingLocale(input.language);
  const price = (cents: Cents) => formatPrice(cents, input.currency, locale);
  const items = input.sections.flatMap((section) => section.items);
  return renderPdf(
    {
      size: 'A4',
      title: `${input.restaurantName} · ${input.menuName}`,
      margin: MARGIN,
      languages: [input.language, input.fallbackLanguage],
    },
    (doc, font) => {
      const writing: Writing = { font, price, texts, wording, wide: WIDE(input.language) };
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
        const line = `${texts.fixedPrice}${writing.wide ? '：' : ': '}${price(input.fixedPrice)}`;
        doc
          .font(font('regular', line))
          .fontSize(14)
          .text(line, MARGIN, doc.y + 4, { width: BODY });
      }
      doc.y += 12;
      for (const section of input.sections) {
        keepRoom(doc, 70);
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
        doc.y += 8;
        if (section.course) {
          const rule = filled(texts.course[section.course.kind], { count: section.course.count });
          doc.font(font('bold', rule)).fontSize(10).fillColor('#333333').text(rule, MARGIN, doc.y, { width: BODY });
          doc.y += 6;
        }
        for (const item of section.items) drawItem(doc, item, writing);
      }
      const used = ALLERGENS.filter((allergen) =>
        items.some((item) => item.allergens.includes(allergen) || item.traces.includes(allergen)),
      );
      const unconfirmed = items.some((item) => !item.allergensConfirmed);
      if (!used.length && !unconfirmed) return;
      const legend = used.map((allergen) => `${markOf(allergen)} ${wording.names[allergen]}`).join(' · ');
      const mark = unconfirmed ? `${UNCONFIRMED_MARK} ${texts.unconfirmed}` : '';
      doc.fontSize(9);
      const height = [legend, mark].reduce(
        (sum, text) => sum + (text ? doc.font(font('regular', text)).heightOfString(text, { width: BODY }) + 4 : 0),
        0,
      );
      keepRoom(doc, height + 30);
      doc
        .moveTo(MARGIN, doc.y + 6)
        .lineTo(MARGIN + BODY, doc.y + 6)
        .lineWidth(0.5)
        .stroke('#999999');
      doc
        .font(font('bold', texts.allergens))
        .fontSize(10)
        .fillColor('#000000')
        .text(texts.allergens, MARGIN, doc.y + 12, { width: BODY });
      for (const text of [legend, mark].filter(Boolean)) {
        doc
          .font(font('regular', text))
          .fontSize(9)
          .fillColor('#333333')
          .text(text, MARGIN, doc.y + 3, { width: BODY });
      }
    },
  );
}

import QRCode from 'qrcode';
import { PRINT_TEXTS, type RestaurantLanguage } from '@carta/contracts';
import { renderPdf, textColorOn, type FontFor, type Pdf } from './pdf';

export interface TentInput {
  restaurantName: string;
  brandColor: string;
  /** The logo as PNG, or null. */
  logo: Buffer | null;
  languages: RestaurantLanguage[];
  placements: Array<{ name: string; url: string }>;
}

// A6 portrait, in points.
const WIDTH = 297.64;
const HEIGHT = 419.53;
const BAND = 92;
const QR_Y = BAND + 18;
/** Where the text under the QR code must end: above the short link. */
const TEXT_END = HEIGHT - 28;
/**
 * The largest QR code, then the largest text, that leave room for every language's "Scan for the menu" (a restaurant
 * writes in up to nine): at 130 pt a code of the short link still has modules over 1 mm wide.
 */
const LAYOUTS = [
  ...[170, 160, 150, 140, 130].map((qr) => ({ qr, size: 10 })),
  ...[9, 8, 7].map((size) => ({ qr: 130, size })),
];
/** The quiet zone a scanner needs around the code, in modules. */
const QUIET = 4;

/** The QR code as vector rectangles (one per run of dark modules in a row): sharp at any print size. */
function drawQr(doc: Pdf, url: string, x: number, y: number, size: number): void {
  const { modules } = QRCode.create(url, { errorCorrectionLevel: 'M' });
  const cell = size / (modules.size + 2 * QUIET);
  doc.rect(x, y, size, size).fill('#ffffff');
  for (let row = 0; row < modules.size; row++) {
    let col = 0;
    while (col < modules.size) {
      if (!modules.get(row, col)) {
        col++;
        continue;
      }
      const start = col;
      while (col < modules.size && modules.get(row, col)) col++;
      doc.rect(x + (QUIET + start) * cell, y + (QUIET + row) * cell, (col - start) * cell, cell);
    }
  }
  doc.fill('#000000');
}

function drawTent(doc: Pdf, font: FontFor, input: TentInput, placement: TentInput['placements'][number]): void {
  doc.addPage();
  const ink = textColorOn(input.brandColor);
  doc.rect(0, 0, WIDTH, BAND).fill(input.brandColor);
  let nameX = 20;
  if (input.logo) {
    doc.image(input.logo, 16, 16, { fit: [60, 60], align: 'center', valign: 'center' });
    nameX = 86;
  }
  // Centred in the band: pdfkit has no vertical alignment, so the name is placed at its measured height.
  const width = WIDTH - nameX - 16;
  doc.font(font('bold', input.restaurantName)).fontSize(17);
  const nameHeight = Math.min(doc.heightOfString(input.restaurantName, { width }), BAND - 16);
  doc.fillColor(ink).text(input.restaurantName, nameX, (BAND - nameHeight) / 2, {
    width,
    height: BAND - 16,
    ellipsis: true,
  });

  // One line per language saying it differently, the first language's larger; each in its own script's font.
  const lines = [...new Map(input.languages.map((language) => [PRINT_TEXTS[language].scanForMenu, language]))];
  const textWidth = WIDTH - 32;
  // The same line pitch in every script (the CJK fonts' own line gap is half their size): an even stack of lines.
  const lineOptions = (size: number) => ({
    width: textWidth,
    align: 'center' as const,
    lineGap: size * 1.25 - doc.currentLineHeight(true),
  });
  const heightOf = (size: number) => {
    doc.font(font('bold', placement.name)).fontSize(16);
    let height = doc.heightOfString(placement.name, { width: textWidth }) + 8;
    for (const [index, [line, language]] of lines.entries()) {
      const lineSize = index === 0 ? size + 2 : size;
      doc.font(font('regular', line, language)).fontSize(lineSize);
      height += doc.heightOfString(line, lineOptions(lineSize)) + 2;
    }
    return height;
  };
  const layout =
    LAYOUTS.find(({ qr, size }) => QR_Y + qr + 6 + heightOf(size) <= TEXT_END) ?? LAYOUTS[LAYOUTS.length - 1];
  drawQr(doc, placement.url, (WIDTH - layout.qr) / 2, QR_Y, layout.qr);

  doc
    .font(font('bold', placement.name))
    .fontSize(16)
    .fillColor('#000000')
    .text(placement.name, 16, QR_Y + layout.qr + 6, { width: textWidth, align: 'center' });
  let y = doc.y + 8;
  doc.fillColor('#222222');
  for (const [index, [line, language]] of lines.entries()) {
    const lineSize = index === 0 ? layout.size + 2 : layout.size;
    doc
      .font(font('regular', line, language))
      .fontSize(lineSize)
      .text(line, 16, y, lineOptions(lineSize));
    y = doc.y + 2;
  }
  doc
    .font(font('regular', placement.url))
    .fontSize(7)
    .fillColor('#555555')
    .text(placement.url, 16, HEIGHT - 22, { width: WIDTH - 32, align: 'center' });
}

/** A6 table tents, one page per placement: brand band with logo and name, the QR code, "Scan for the menu". */
export function renderTents(input: TentInput): Promise<Buffer> {
  return renderPdf({ size: 'A6', title: input.restaurantName, languages: input.languages }, (doc, font) => {
    for (const placement of input.placements) drawTent(doc, font, input, placement);
  });
}

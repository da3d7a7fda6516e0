import QRCode from 'qrcode';
import { PRINT_TEXTS, type RestaurantLanguage } from '@carta/contracts';
import { printable, renderPdf, textColorOn, type Pdf } from './pdf';

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
const QR_SIZE = 170;
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

function drawTent(doc: Pdf, input: TentInput, placement: TentInput['placements'][number]): void {
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
  doc.font('bold').fontSize(17);
  const nameHeight = Math.min(doc.heightOfString(input.restaurantName, { width }), BAND - 16);
  doc.fillColor(ink).text(input.restaurantName, nameX, (BAND - nameHeight) / 2, {
    width,
    height: BAND - 16,
    ellipsis: true,
  });

  const qrY = BAND + 18;
  drawQr(doc, placement.url, (WIDTH - QR_SIZE) / 2, qrY, QR_SIZE);

  let y = qrY + QR_SIZE + 6;
  doc
    .font('bold')
    .fontSize(16)
    .fillColor('#000000')
    .text(placement.name, 16, y, { width: WIDTH - 32, align: 'center' });
  y = doc.y + 8;
  const lines = input.languages.map((language) => PRINT_TEXTS[language].scanForMenu).filter(printable);
  doc.font('regular').fillColor('#222222');
  for (const [index, line] of [...new Set(lines)].entries()) {
    doc.fontSize(index === 0 ? 12 : 10).text(line, 16, y, { width: WIDTH - 32, align: 'center' });
    y = doc.y + 2;
  }
  doc
    .fontSize(7)
    .fillColor('#555555')
    .text(placement.url, 16, HEIGHT - 22, { width: WIDTH - 32, align: 'center' });
}

/** A6 table tents, one page per placement: brand band with logo and name, the QR code, "Scan for the menu". */
export function renderTents(input: TentInput): Promise<Buffer> {
  return renderPdf({ size: 'A6', title: input.restaurantName }, (doc) => {
    for (const placement of input.placements) drawTent(doc, input, placement);
  });
}

import PDFDocument from 'pdfkit';

/** DejaVu Sans from its npm package, embedded in every PDF (subset): no system font is needed at run time. */
const FONTS = {
  regular: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'),
  bold: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'),
} as const;

/** CJK scripts: the embedded font has no glyphs for them. */
const CJK = /[\u3040-\u30ff\u3400-\u9fff\uf900-\ufaff\uff00-\uffef\uac00-\ud7af]/;

/** Whether the embedded font can draw every character of the text. */
export function printable(text: string): boolean {
  return !CJK.test(text);
}

export type Pdf = PDFKit.PDFDocument;

/** A document with the embedded fonts registered as 'regular' and 'bold'; `draw` fills it, the bytes come back. */
export function renderPdf(
  options: { size: 'A4' | 'A6'; title: string; margin?: number },
  draw: (doc: Pdf) => void,
): Promise<Buffer> {
  const doc = new PDFDocument({
    size: options.size,
    margin: options.margin ?? 0,
    autoFirstPage: false,
    // pdfkit takes a font's bytes as well as its path (its types say path only); no built-in font is ever loaded.
    font: FONTS.regular as unknown as string,
    info: { Title: options.title, Creator: 'Carta' },
  });
  doc.registerFont('regular', FONTS.regular);
  doc.registerFont('bold', FONTS.bold);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  draw(doc);
  doc.end();
  return done;
}

/** Black or white, whichever reads better on the colour (#rrggbb). */
export function textColorOn(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b > 0.179 ? '#000000' : '#ffffff';
}

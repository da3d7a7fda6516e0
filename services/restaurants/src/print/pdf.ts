import { dirname, join } from 'node:path';
import * as fontkit from 'fontkit';
import PDFDocument from 'pdfkit';
import type { RestaurantLanguage } from '@carta/contracts';

export type Weight = 'regular' | 'bold';

/** The fonts of a script family, in their npm packages: no system font is needed at run time. */
interface Face {
  /** The name a document registers each weight under. */
  names: Record<Weight, string>;
  files: Record<Weight, string>;
}

const face = (suffix: string, files: Record<Weight, string>): Face => ({
  names: { regular: `regular${suffix}`, bold: `bold${suffix}` },
  files,
});

/** The Noto Sans CJK packages export only their font list, so their files are found beside their entry. */
const NOTO_JP = join(dirname(require.resolve('@embedpdf/fonts-jp')), '../fonts');
const NOTO_SC = join(dirname(require.resolve('@embedpdf/fonts-sc')), '../fonts');

/** DejaVu Sans for most text; Noto Sans CJK (JP and SC, OFL) only for text DejaVu cannot draw. */
const DEJAVU = face('', {
  regular: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'),
  bold: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'),
});
const CJK = {
  jp: face('-jp', {
    regular: join(NOTO_JP, 'NotoSansJP-Regular.otf'),
    bold: join(NOTO_JP, 'NotoSansJP-Bold.otf'),
  }),
  // Simplified Chinese; it also has every kana and the Japanese kanji, drawn the Chinese way.
  cn: face('-cn', {
    regular: join(NOTO_SC, 'NotoSansHans-Regular.otf'),
    bold: join(NOTO_SC, 'NotoSansHans-Bold.otf'),
  }),
} as const;
type CjkFace = keyof typeof CJK;

/**
 * Each face's regular weight parsed, to ask which characters it has (both weights cover the same); read at its
 * first question, so the CJK fonts (~26 MB) stay on disk until a text needs them.
 */
const coverage = new Map<Face, fontkit.Font>();

function draws(face: Face, text: string): boolean {
  let font = coverage.get(face);
  if (!font) {
    font = fontkit.openSync(face.files.regular) as fontkit.Font;
    coverage.set(face, font);
  }
  const parsed = font;
  return [...text].every((char) => /\s/.test(char) || parsed.hasGlyphForCodePoint(char.codePointAt(0)!));
}

/**
 * The registered font for a run of text: DejaVu when it draws every character; else the CJK face of the text's
 * language (Japanese or Chinese glyph shapes), or the other one when that lacks a character (simplified hanzi in a
 * Japanese menu's fallback text).
 */
export type FontFor = (weight: Weight, text: string, language?: RestaurantLanguage) => string;

function fontFor(languages: readonly RestaurantLanguage[]): FontFor {
  const preferred = (languages.find((language) => language in CJK) ?? 'jp') as CjkFace;
  return (weight, text, language) => {
    if (draws(DEJAVU, text)) return DEJAVU.names[weight];
    const first: CjkFace = language && language in CJK ? (language as CjkFace) : preferred;
    const other: CjkFace = first === 'jp' ? 'cn' : 'jp';
    const chosen = draws(CJK[first], text) || !draws(CJK[other], text) ? first : other;
    return CJK[chosen].names[weight];
  };
}

export type Pdf = PDFKit.PDFDocument;

/**
 * A document with the embedded fonts registered; `draw` fills it, choosing each text's font with `font`, and the
 * bytes come back. `languages`: the document's languages, first the one whose CJK glyph shapes text without a
 * language of its own takes. pdfkit embeds only the glyphs used (subset), so a CJK font adds kilobytes, not megabytes.
 */
export function renderPdf(
  options: { size: 'A4' | 'A6'; title: string; margin?: number; languages: readonly RestaurantLanguage[] },
  draw: (doc: Pdf, font: FontFor) => void,
): Promise<Buffer> {
  const doc = new PDFDocument({
    size: options.size,
    margin: options.margin ?? 0,
    autoFirstPage: false,
    // No font at all until `draw` names one of the registered (not even a built-in one). A file here would be opened
    // again at every `font('regular')`: pdfkit keeps a registered name only when no font of the same face is loaded.
    font: '',
    info: { Title: options.title, Creator: 'Carta' },
  });
  // pdfkit reads a registered file only when the document first uses that font.
  for (const { names, files } of [DEJAVU, CJK.jp, CJK.cn]) {
    doc.registerFont(names.regular, files.regular);
    doc.registerFont(names.bold, files.bold);
  }
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  draw(doc, fontFor(options.languages));
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

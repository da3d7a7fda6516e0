import fs from 'node:fs';
import type { RestaurantLanguage } from '@carta/contracts';
import { renderPdf, type FontFor } from './pdf';

/** The font chooser a document of these languages draws with. */
async function chooserFor(languages: RestaurantLanguage[]): Promise<FontFor> {
  let chooser: FontFor | undefined;
  await renderPdf({ size: 'A6', title: 'fonts', languages }, (doc, font) => {
    doc.addPage();
    chooser = font;
  });
  return chooser!;
}

describe('print fonts: each text run in the font that draws it', () => {
  it('keeps DejaVu for every script it draws, whatever the language', async () => {
    const font = await chooserFor(['jp']);
    for (const text of ['Croquetas de jamón', 'Zeskanuj, aby zobaczyć menu', '9,50\u00a0€', 'Menüpreis']) {
      expect(font('regular', text)).toBe('regular');
    }
    expect(font('bold', 'Allergènes', 'fr')).toBe('bold');
  });

  it("draws CJK text in the font of the text's language, else the document's", async () => {
    const font = await chooserFor(['es', 'cn', 'jp']);
    expect(font('regular', 'お品書き', 'jp')).toBe('regular-jp');
    expect(font('bold', '菜单', 'cn')).toBe('bold-cn');
    // No language of its own: the document's first CJK language (Chinese here), even for kana it also has.
    expect(font('regular', '寿司 さくら')).toBe('regular-cn');
    expect((await chooserFor(['gb', 'jp', 'cn']))('regular', '寿司 さくら')).toBe('regular-jp');
    // A document in no CJK language (a fallback text, a name): Japanese.
    expect((await chooserFor(['es']))('regular', '寿司 さくら')).toBe('regular-jp');
  });

  it('takes the other CJK font when the first lacks a character: simplified hanzi in a Japanese text', async () => {
    const font = await chooserFor(['jp']);
    expect(font('regular', '餃子')).toBe('regular-jp');
    expect(font('regular', '饺子')).toBe('regular-cn');
  });
});

describe('print fonts: each file read once per document', () => {
  it('reads DejaVu Sans once, however many text runs use it', async () => {
    const reads = jest.spyOn(fs, 'readFileSync');
    try {
      await renderPdf({ size: 'A6', title: 'fonts', languages: ['es'] }, (doc, font) => {
        doc.addPage();
        for (let i = 0; i < 50; i++) doc.font(font('regular', `${i},50 €`)).text(`${i},50 €`);
      });
      const dejavu = reads.mock.calls.filter(([path]) => String(path).endsWith('DejaVuSans.ttf'));
      // Once by pdfkit, and once more when the font chooser first asks what the face draws.
      expect(dejavu.length).toBeLessThanOrEqual(2);
    } finally {
      reads.mockRestore();
    }
  });
});

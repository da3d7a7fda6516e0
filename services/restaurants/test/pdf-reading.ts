import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import jsQR from 'jsqr';
import sharp from 'sharp';

const run = promisify(execFile);

/** Runs a poppler tool on the PDF in a scratch directory; `read` gets the directory back. */
async function withPdf<T>(pdf: Buffer, read: (dir: string, file: string) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(join(tmpdir(), 'carta-pdf-'));
  try {
    const file = join(dir, 'in.pdf');
    await writeFile(file, pdf);
    return await read(dir, file);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Each page rendered to PNG by poppler's pdftoppm (150 dpi), in page order. */
export function pagesAsPng(pdf: Buffer): Promise<Buffer[]> {
  return withPdf(pdf, async (dir, file) => {
    await run('pdftoppm', ['-r', '150', '-png', file, join(dir, 'page')]);
    const pages = (await readdir(dir)).filter((name) => name.endsWith('.png')).sort();
    return Promise.all(pages.map((name) => readFile(join(dir, name))));
  });
}

/** The QR code in the image, decoded (jsQR), or null. */
export async function qrIn(png: Buffer): Promise<string | null> {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data ?? null;
}

/** The text poppler's pdftotext reads, in reading order. */
export function textOf(pdf: Buffer): Promise<string> {
  return withPdf(pdf, async (_dir, file) => (await run('pdftotext', ['-layout', file, '-'])).stdout);
}

/** What poppler's pdfinfo says of the file (page size, pages, title…). */
export function infoOf(pdf: Buffer): Promise<string> {
  return withPdf(pdf, async (_dir, file) => (await run('pdfinfo', [file])).stdout);
}

/** The fonts poppler's pdffonts lists: each name, and whether it is embedded. */
export function fontsOf(pdf: Buffer): Promise<string> {
  return withPdf(pdf, async (_dir, file) => (await run('pdffonts', [file])).stdout);
}

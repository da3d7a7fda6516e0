import { renderMenu, type MenuPrintInput } from './menu-pdf';
import { renderTents, type TentInput } from './tent-pdf';

/** What a renderer thread is given: plain data, read on the request's thread. */
export type PrintJob = { kind: 'menu'; input: MenuPrintInput } | { kind: 'tents'; input: TentInput };

/** A print kit thread's task (print-renderers.ts): the PDF's bytes. */
export default function render(job: PrintJob): Promise<Buffer> {
  if (job.kind === 'menu') return renderMenu(job.input);
  // A Buffer arrives as a plain Uint8Array, which pdfkit does not take as an image.
  const { logo } = job.input;
  return renderTents({ ...job.input, logo: logo && Buffer.from(logo.buffer, logo.byteOffset, logo.byteLength) });
}

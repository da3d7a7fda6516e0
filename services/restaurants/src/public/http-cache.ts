import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { etagMatches } from '@carta/contracts';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export type Encoding = 'br' | 'gzip' | 'identity';

/** One response body, serialised and compressed once, served to every guest until the data changes. */
export interface Rendered {
  /** Hash of the JSON bytes (hex): the same data always gives the same tag, on every replica. */
  hash: string;
  bodies: Partial<Record<Encoding, Buffer>> & { identity: Buffer };
}

const SUFFIX: Record<Encoding, string> = { identity: '', gzip: '-gz', br: '-br' };

/**
 * A strong ETag per representation (RFC 9110 §8.8.3: a compressed body is another representation), all derived
 * from one hash so `If-None-Match` matches whichever the client holds.
 */
export function etagOf(rendered: Rendered, encoding: Encoding): string {
  return `"${rendered.hash}${SUFFIX[encoding]}"`;
}

/** Serialises `value` and compresses it (off the event loop); a compressed body is kept only when smaller. */
export async function render(value: unknown): Promise<Rendered> {
  const identity = Buffer.from(JSON.stringify(value));
  const hash = createHash('sha256').update(identity).digest('hex').slice(0, 32);
  const [br, gz] = await Promise.all([
    // Quality 9 of 11: within a few per cent of the best size at a fraction of its time; done once per change.
    brotli(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }),
    gzipAsync(identity, { level: 9 }),
  ]);
  const bodies: Rendered['bodies'] = { identity };
  if (br.length < identity.length) bodies.br = br;
  if (gz.length < identity.length) bodies.gzip = gz;
  return { hash, bodies };
}

/** Whether the client accepts `coding` (`q=0` refuses it). */
function accepts(header: string, coding: string): boolean {
  return header.split(',').some((part) => {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (name.trim() !== coding) return false;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return !q || Number(q.slice(2)) > 0;
  });
}

/** The smallest body the client accepts: brotli, then gzip, else identity. */
export function chooseEncoding(rendered: Rendered, acceptEncoding: string | undefined): Encoding {
  if (!acceptEncoding) return 'identity';
  if (rendered.bodies.br && accepts(acceptEncoding, 'br')) return 'br';
  if (rendered.bodies.gzip && accepts(acceptEncoding, 'gzip')) return 'gzip';
  return 'identity';
}

/** By the rule the gateway's edge cache shares (libs/contracts): any encoding's tag of the same data matches. */
export function isNotModified(rendered: Rendered, ifNoneMatch: string | undefined): boolean {
  return etagMatches(ifNoneMatch, `"${rendered.hash}"`);
}

import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { etagMatches } from '@carta/contracts';
import { chooseEncoding, Representation } from './representation';

describe('representation of a kept answer', () => {
  const json = (value: unknown) => new Representation(Buffer.from(JSON.stringify(value)));
  const body = { docs: Array.from({ length: 20 }, (_, i) => ({ name: `Plato ${i}`, price: '9.50' })) };

  it('gives the same data the same tag, other data another', () => {
    const [a, b, c] = [json(body), json(structuredClone(body)), json({ docs: [] })];
    expect(a.hash).toMatch(/^[0-9a-f]{32}$/);
    expect(b.hash).toBe(a.hash);
    expect(c.hash).not.toBe(a.hash);
  });

  it('compresses to brotli and gzip bodies that decode to the bytes, once, only when smaller', async () => {
    const rendered = json(body);
    const br = await rendered.body('br');
    expect(br.encoding).toBe('br');
    expect(brotliDecompressSync(br.body)).toEqual(rendered.identity);
    expect((await rendered.body('br')).body).toBe(br.body);
    const gzip = await rendered.body('gzip');
    expect(gunzipSync(gzip.body)).toEqual(rendered.identity);
    const tiny = json({});
    expect(await tiny.body('gzip')).toEqual({ encoding: 'identity', body: Buffer.from('{}') });
  });

  it('chooses brotli, then gzip, honouring q=0', () => {
    expect(chooseEncoding('gzip, deflate, br')).toBe('br');
    expect(chooseEncoding('gzip, br;q=0')).toBe('gzip');
    expect(chooseEncoding('deflate')).toBe('identity');
    expect(chooseEncoding(undefined)).toBe('identity');
  });

  it('matches If-None-Match weakly, against any representation of the same data', () => {
    const rendered = json(body);
    const other = json({ docs: [] });
    expect(rendered.etag('br')).toBe(`"${rendered.hash}-br"`);
    for (const header of [
      rendered.etag('identity'),
      `W/${rendered.etag('gzip')}`,
      `"x", ${rendered.etag('br')}`,
      '*',
    ]) {
      expect(etagMatches(header, rendered.etag('br'))).toBe(true);
    }
    for (const header of [undefined, '', other.etag('identity'), rendered.hash, `"${rendered.hash}-zz"`]) {
      expect(etagMatches(header, rendered.etag('identity'))).toBe(false);
    }
  });
});

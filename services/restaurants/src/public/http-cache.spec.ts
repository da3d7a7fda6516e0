import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { chooseEncoding, etagOf, isNotModified, render } from './http-cache';

describe('http cache', () => {
  const body = { docs: Array.from({ length: 20 }, (_, i) => ({ name: `Plato ${i}`, price: '9.50' })) };

  it('renders the same data to the same tag, other data to another', async () => {
    const [a, b, c] = await Promise.all([render(body), render(structuredClone(body)), render({ docs: [] })]);
    expect(a.hash).toMatch(/^[0-9a-f]{32}$/);
    expect(b.hash).toBe(a.hash);
    expect(c.hash).not.toBe(a.hash);
  });

  it('keeps brotli and gzip bodies that decode to the JSON, only when smaller', async () => {
    const rendered = await render(body);
    expect(brotliDecompressSync(rendered.bodies.br!)).toEqual(rendered.bodies.identity);
    expect(gunzipSync(rendered.bodies.gzip!)).toEqual(rendered.bodies.identity);
    const tiny = await render({});
    expect(tiny.bodies).toEqual({ identity: Buffer.from('{}') });
    expect(chooseEncoding(tiny, 'gzip, br')).toBe('identity');
  });

  it('chooses brotli, then gzip, honouring q=0', async () => {
    const rendered = await render(body);
    expect(chooseEncoding(rendered, 'gzip, deflate, br')).toBe('br');
    expect(chooseEncoding(rendered, 'gzip, br;q=0')).toBe('gzip');
    expect(chooseEncoding(rendered, 'deflate')).toBe('identity');
    expect(chooseEncoding(rendered, undefined)).toBe('identity');
  });

  it('matches If-None-Match weakly, against any representation of the same data', async () => {
    const rendered = await render(body);
    const other = await render({ docs: [] });
    expect(etagOf(rendered, 'br')).toBe(`"${rendered.hash}-br"`);
    for (const header of [
      etagOf(rendered, 'identity'),
      `W/${etagOf(rendered, 'gzip')}`,
      `"x", ${etagOf(rendered, 'br')}`,
      '*',
    ]) {
      expect(isNotModified(rendered, header)).toBe(true);
    }
    for (const header of [undefined, '', etagOf(other, 'identity'), rendered.hash, `"${rendered.hash}-zz"`]) {
      expect(isNotModified(rendered, header)).toBe(false);
    }
  });
});

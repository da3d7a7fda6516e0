import sharp from 'sharp';
import { MAX_IMAGE_BYTES } from '@carta/contracts';
import { crc32, deflateSync } from 'node:zlib';
import { ImageCodec, imageId, MAX_INPUT_PIXELS } from './image-codec';

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 4, background: '#2d85cc' } })
    .png()
    .toBuffer();

/** A valid black PNG of width×height (1-bit grey) whose rows of zeros deflate to a few KB: a decompression bomb. */
function pngBomb(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const head = Buffer.alloc(4);
    head.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([head, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([1, 0, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc((1 + Math.ceil(width / 8)) * height), { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('ImageCodec', () => {
  const codec = new ImageCodec();

  it('makes a 160 px thumbnail and a full image at most 1000 px wide, both WebP, content-addressed', async () => {
    const { thumb, full } = await codec.productImage(await png(2000, 800));
    expect(thumb).toMatchObject({ width: 160, height: 64, contentType: 'image/webp' });
    expect(full).toMatchObject({ width: 1000, height: 400, contentType: 'image/webp' });
    expect(full.id).toBe(imageId(full.content));
    expect((await sharp(full.content).metadata()).format).toBe('webp');
  });

  it('crops banners to 1000×250', async () => {
    const banner = await codec.banner(await png(800, 800));
    expect(banner).toMatchObject({ width: 1000, height: 250 });
  });

  it('judges by content: text, SVG and GIF are IMAGE_NOT_SUPPORTED; too many bytes IMAGE_TOO_LARGE', async () => {
    await expect(codec.productImage(Buffer.from('hello'))).rejects.toMatchObject({ code: 'IMAGE_NOT_SUPPORTED' });
    await expect(
      codec.productImage(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"/>')),
    ).rejects.toMatchObject({ code: 'IMAGE_NOT_SUPPORTED' });
    const gif = await sharp(await png(4, 4))
      .gif()
      .toBuffer();
    await expect(codec.productImage(gif)).rejects.toMatchObject({ code: 'IMAGE_NOT_SUPPORTED' });
    await expect(codec.productImage(Buffer.alloc(MAX_IMAGE_BYTES + 1))).rejects.toMatchObject({
      code: 'IMAGE_TOO_LARGE',
    });
  });

  it('refuses what decodes past the pixel limit before decoding it: IMAGE_TOO_MANY_PIXELS with the limit', async () => {
    const bomb = pngBomb(10_000, 5_000);
    expect(bomb.length).toBeLessThan(20_000);
    await expect(codec.productImage(bomb)).rejects.toMatchObject({
      code: 'IMAGE_TOO_MANY_PIXELS',
      details: { max: MAX_INPUT_PIXELS },
    });
    await expect(codec.banner(bomb)).rejects.toMatchObject({ code: 'IMAGE_TOO_MANY_PIXELS' });
    // the same kind of file under the limit decodes
    await expect(codec.banner(pngBomb(2_000, 2_000))).resolves.toMatchObject({ width: 1000, height: 250 });
  });
});

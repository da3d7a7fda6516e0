import sharp from 'sharp';
import { MAX_IMAGE_BYTES } from '@carta/contracts';
import { ImageCodec, imageId } from './image-codec';

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 4, background: '#2d85cc' } })
    .png()
    .toBuffer();

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
});

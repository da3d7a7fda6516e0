import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import sharp, { type Sharp } from 'sharp';
import { MAX_IMAGE_BYTES, type RestaurantImage } from '@carta/contracts';
import { AppException } from '@carta/nest-core';
import { DecodeSlots } from './decode-slots';
import type { StoredImage } from './images.repository';

/** What an upload may be, judged by its content (never by its name or declared type). */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp']);
/**
 * Decoded size limit (about 7700×5200): a small file can decode to gigabytes (a decompression bomb), so the size its
 * header declares is checked before any pixel is decoded.
 */
export const MAX_INPUT_PIXELS = 40_000_000;
/** Images decoded at once by this process; the others wait (each takes a core and up to ~160 MB). */
export const MAX_CONCURRENT_DECODES = 2;
export const THUMB_WIDTH = 160;
export const FULL_WIDTH = 1000;
export const BANNER = { width: 1000, height: 250 } as const;
/** A restaurant's logo fits this square whole (never cropped, never enlarged). */
export const LOGO_SIZE = 256;
/** A restaurant's cover photo: the guest page's top, 3:1. */
export const COVER = { width: 1200, height: 400 } as const;

export interface EncodedVariants {
  thumb: StoredImage;
  full: StoredImage;
}

/** Content address: the first 128 bits of the sha256 of the bytes, in hex. */
export function imageId(content: Buffer): string {
  return createHash('sha256').update(content).digest('hex').slice(0, 32);
}

async function stored(pipeline: Sharp): Promise<StoredImage> {
  const { data, info } = await pipeline.webp({ quality: 80 }).toBuffer({ resolveWithObject: true });
  return { id: imageId(data), contentType: 'image/webp', content: data, width: info.width, height: info.height };
}

/** Checks and re-encodes uploads with sharp: every stored image is a WebP we produced. */
@Injectable()
export class ImageCodec {
  private readonly slots = new DecodeSlots(MAX_CONCURRENT_DECODES);

  private async decodable(input: Buffer): Promise<Sharp> {
    if (input.length > MAX_IMAGE_BYTES) throw new AppException('IMAGE_TOO_LARGE');
    if (!input.length) throw new AppException('IS_EMPTY');
    try {
      // Reads the header only (no pixel is decoded), so the declared size can be judged before the decode.
      const { format, width, height, pages } = await sharp(input, { limitInputPixels: false }).metadata();
      if (!format || !ACCEPTED_FORMATS.has(format)) throw new AppException('IMAGE_NOT_SUPPORTED');
      if ((width ?? 0) * (height ?? 0) * (pages ?? 1) > MAX_INPUT_PIXELS) {
        throw new AppException('IMAGE_TOO_MANY_PIXELS', { max: MAX_INPUT_PIXELS });
      }
    } catch (error) {
      if (error instanceof AppException) throw error;
      throw new AppException('IMAGE_NOT_SUPPORTED');
    }
    // The limit again for the decoder itself, whatever the header said.
    const image = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
    // Orientation from EXIF is applied, then every metadata block is dropped (sharp's default).
    return image.rotate();
  }

  private async encode<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch {
      // The header looked right but the pixels do not decode (truncated or corrupt file).
      throw new AppException('IMAGE_NOT_SUPPORTED');
    }
  }

  /** A product photo: a thumbnail for lists and a full image for the guest page, never enlarged. */
  productImage(input: Buffer): Promise<EncodedVariants> {
    return this.slots.run(async () => {
      const image = await this.decodable(input);
      return this.encode(async () => ({
        thumb: await stored(image.clone().resize({ width: THUMB_WIDTH, withoutEnlargement: true })),
        full: await stored(image.clone().resize({ width: FULL_WIDTH, withoutEnlargement: true })),
      }));
    });
  }

  /** A restaurant's logo, whole within 256×256; or its cover photo, cropped to 1200×400. */
  restaurantImage(kind: RestaurantImage, input: Buffer): Promise<StoredImage> {
    return this.slots.run(async () => {
      const image = await this.decodable(input);
      const size =
        kind === 'logo'
          ? { width: LOGO_SIZE, height: LOGO_SIZE, fit: 'inside' as const, withoutEnlargement: true }
          : { ...COVER, fit: 'cover' as const };
      return this.encode(() => stored(image.resize(size)));
    });
  }

  /** A banner (menus, sections): cropped to 1000×250, as the spec recommends. */
  banner(input: Buffer): Promise<StoredImage> {
    return this.slots.run(async () => {
      const image = await this.decodable(input);
      return this.encode(() => stored(image.resize({ ...BANNER, fit: 'cover' })));
    });
  }
}

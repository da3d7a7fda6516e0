import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import sharp, { type Sharp } from 'sharp';
import { MAX_IMAGE_BYTES } from '@carta/contracts';
import type { StoredImage } from './images.repository';
import { AppException } from '@carta/nest-core';

/** What an upload may be, judged by its content (never by its name or declared type). */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp']);
/** Refuses decompression bombs before decoding: about 8000×6000. */
const MAX_INPUT_PIXELS = 50_000_000;
export const THUMB_WIDTH = 160;
export const FULL_WIDTH = 1000;
export const BANNER = { width: 1000, height: 250 } as const;

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
  private async decodable(input: Buffer): Promise<Sharp> {
    if (input.length > MAX_IMAGE_BYTES) throw new AppException('IMAGE_TOO_LARGE');
    if (!input.length) throw new AppException('IS_EMPTY');
    const image = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
    try {
      const { format } = await image.metadata();
      if (!format || !ACCEPTED_FORMATS.has(format)) throw new AppException('IMAGE_NOT_SUPPORTED');
    } catch (error) {
      if (error instanceof AppException) throw error;
      throw new AppException('IMAGE_NOT_SUPPORTED');
    }
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
  async productImage(input: Buffer): Promise<EncodedVariants> {
    const image = await this.decodable(input);
    return this.encode(async () => ({
      thumb: await stored(image.clone().resize({ width: THUMB_WIDTH, withoutEnlargement: true })),
      full: await stored(image.clone().resize({ width: FULL_WIDTH, withoutEnlargement: true })),
    }));
  }

  /** A banner (menus, sections): cropped to 1000×250, as the spec recommends. */
  async banner(input: Buffer): Promise<StoredImage> {
    const image = await this.decodable(input);
    return this.encode(() => stored(image.resize({ ...BANNER, fit: 'cover' })));
  }
}

import { request as httpRequest } from 'node:http';
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import type { Product, Restaurant, RestaurantInput } from '@carta/contracts';
import type { ServiceUnderTest, TestResponse } from '../../../tools/jest/service-app';

export const RESTAURANT: RestaurantInput = {
  name: 'Casa Pepe',
  address: 'Calle Mayor 1',
  postalCode: '28013',
  city: 'Madrid',
  uuid: 'B12345678',
  phone: '+34 910 000 000',
  web: 'https://casapepe.example.com',
  email: 'hola@casapepe.example.com',
  languages: ['es', 'gb'],
  currency: 'EUR',
  brandColor: '#ffb632',
  timeZone: 'Europe/Madrid',
};

export async function createRestaurant(
  svc: ServiceUnderTest,
  token: string,
  overrides: Partial<RestaurantInput> = {},
): Promise<Restaurant> {
  const res = await svc.request('/restaurants', { token, body: { ...RESTAURANT, ...overrides } });
  if (res.status !== 201) throw new Error(`create restaurant: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as Restaurant;
}

export async function createProduct(
  svc: ServiceUnderTest,
  token: string,
  restaurantId: string,
  body: Record<string, unknown>,
): Promise<Product> {
  const res = await svc.request(`/restaurants/${restaurantId}/products`, { token, body });
  if (res.status !== 201) throw new Error(`create product: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as Product;
}

/** A real PNG of the given size, made by sharp. */
export function png(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 40 } } })
    .png()
    .toBuffer();
}

/**
 * A decompression bomb: a real, valid black PNG (1-bit grey) of width×height whose file is a few KB, because its
 * rows of zeros deflate to almost nothing; decoded as RGBA it takes width×height×4 bytes.
 */
export function pngBomb(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([1, 0, 0, 0, 0], 8); // bit depth 1, greyscale, deflate, adaptive filter, no interlace
  const rows = Buffer.alloc((1 + Math.ceil(width / 8)) * height); // each row: filter byte 0, then zeros
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * PUTs a multipart upload whose body never ends (the first bytes of an image, then nothing), and resolves with the
 * answer's status and body: only a server that answers without reading the body answers at all.
 */
export function uploadThatNeverEnds(svc: ServiceUnderTest, path: string, token: string): Promise<TestResponse> {
  const boundary = 'carta-boundary';
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${svc.url}${path}`, {
      method: 'PUT',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': String(4 * 1024 * 1024),
      },
    });
    req.on('response', (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (data: Buffer) => chunks.push(data));
      response.on('end', () => {
        req.destroy();
        const text = Buffer.concat(chunks).toString();
        resolve({ status: response.statusCode ?? 0, body: JSON.parse(text) as unknown, headers: new Headers() });
      });
    });
    req.on('error', reject);
    req.write(
      `--${boundary}\r\ncontent-disposition: form-data; name="image"; filename="a.png"\r\ncontent-type: image/png\r\n\r\n`,
    );
    req.write(Buffer.alloc(64 * 1024));
  });
}

/** PUT a multipart upload (field `image` unless told otherwise). */
export async function upload(
  svc: ServiceUnderTest,
  path: string,
  token: string | undefined,
  file: { bytes: Buffer; name: string; type: string; field?: string },
): Promise<TestResponse> {
  const form = new FormData();
  form.append(file.field ?? 'image', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  const response = await fetch(`${svc.url}${path}`, {
    method: 'PUT',
    body: form,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON
  }
  return { status: response.status, headers: response.headers, body };
}

export const error = (status: number, msg: string) => ({ status, body: { errors: { msg } } });

export const OTHER_ID = '00000000-0000-4000-8000-000000000000';

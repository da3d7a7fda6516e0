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

import {
  RESTAURANT_ROUTES,
  type ListQuery,
  type Product,
  type ProductInput,
  type ProductList,
  type SoldOutInput,
} from '@carta/contracts';
import { http } from '@carta/web-core';

/**
 * GET /restaurants/{id}/products: sort by name|price|enabled|updatedAt; search (filter) in name|description;
 * `allergensConfirmed: false` lists only the products whose allergens are still to confirm.
 */
export async function listProducts(
  restaurantId: string,
  query: ListQuery & { allergensConfirmed?: boolean } = {},
): Promise<ProductList> {
  const { data } = await http.get<ProductList>(RESTAURANT_ROUTES.products(restaurantId), { params: query });
  return data;
}

/** Silent: a link to a product that is gone opens nothing. */
export async function getProduct(restaurantId: string, productId: string): Promise<Product> {
  const { data } = await http.get<Product>(RESTAURANT_ROUTES.product(restaurantId, productId), { silent: true });
  return data;
}

/** POST: name required, and the price unless sizes replace it; the rest defaults. */
export async function createProduct(
  restaurantId: string,
  input: Pick<ProductInput, 'name'> & Partial<ProductInput>,
): Promise<Product> {
  const { data } = await http.post<Product>(RESTAURANT_ROUTES.products(restaurantId), input, { showLoading: true });
  return data;
}

export async function updateProduct(
  restaurantId: string,
  productId: string,
  patch: Partial<ProductInput>,
): Promise<Product> {
  const { data } = await http.patch<Product>(RESTAURANT_ROUTES.product(restaurantId, productId), patch, {
    showLoading: true,
  });
  return data;
}

export async function deleteProduct(restaurantId: string, productId: string): Promise<void> {
  await http.delete(RESTAURANT_ROUTES.product(restaurantId, productId), { showLoading: true });
}

/**
 * PUT multipart, field `image`: the server checks the content and re-encodes it to WebP. Silent: the form shows a
 * refusal under its photo field.
 */
export async function uploadProductImage(restaurantId: string, productId: string, file: Blob): Promise<Product> {
  const body = new FormData();
  body.append('image', file);
  const { data } = await http.put<Product>(RESTAURANT_ROUTES.productImage(restaurantId, productId), body, {
    showLoading: true,
    silent: true,
  });
  return data;
}

export async function removeProductImage(restaurantId: string, productId: string): Promise<Product> {
  const { data } = await http.delete<Product>(RESTAURANT_ROUTES.productImage(restaurantId, productId), {
    showLoading: true,
  });
  return data;
}

/** Sold out until the end of the restaurant's day or until further notice; null puts it back on sale. */
export async function setSoldOut(
  restaurantId: string,
  productId: string,
  until: SoldOutInput['until'] | null,
): Promise<Product> {
  const path = RESTAURANT_ROUTES.productSoldOut(restaurantId, productId);
  const { data } = until
    ? await http.put<Product>(path, { until } satisfies SoldOutInput)
    : await http.delete<Product>(path);
  return data;
}

import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import {
  endOfLocalDay,
  type Allergen,
  type ListQuery,
  type Product,
  type ProductList,
  type ProductSize,
  type RestaurantLanguage,
  type SoldOutInput,
  type Translated,
} from '@carta/contracts';
import { planList, AppException, ClockRepository, type ListPlan } from '@carta/nest-core';
import type { ImageUpload } from '../images/upload';
import { ImageCodec } from '../images/image-codec';
import type { Access } from '../restaurants/access';
import { RestaurantsService, type Caller } from '../restaurants/restaurants.service';
import type { CreateProductDto } from './dto/create-product.dto';
import type { UpdateProductDto } from './dto/update-product.dto';
import { toProduct } from './product.mapper';
import { cleanTranslated, translationProblem } from '../common/translations';
import type { ProductChanges, ProductRow, SizeRow } from './product.row';
import { PRODUCT_SEARCH, PRODUCT_SORT_COLUMNS, ProductsRepository } from './products.repository';

/** Sort by name|price|enabled|updatedAt, search in name|description. */
export function planProducts(query: ListQuery): ListPlan {
  return planList(query, PRODUCT_SORT_COLUMNS, 'name', PRODUCT_SEARCH);
}

/**
 * The sizes to store: each name in the restaurant's languages (else 422, param `sizes.N.name`); a size keeps its id
 * when the product has it (so menus' prices for it stay), any other gets a new one.
 */
export function sizeRows(
  sizes: readonly ProductSize[],
  current: readonly SizeRow[],
  languages: readonly RestaurantLanguage[],
  newId: () => string,
): SizeRow[] {
  const kept = new Set(current.map((size) => size.id));
  const used = new Set<string>();
  return sizes.map((size, index) => {
    const name = cleanTranslated(size.name);
    const problem = translationProblem(name, languages, true);
    if (problem) throw new AppException(problem, { param: `sizes.${index}.name` });
    const known = size._id?.toLowerCase();
    const id = known && kept.has(known) && !used.has(known) ? known : newId();
    used.add(id);
    return { id, name, priceCents: size.price };
  });
}

/** A product with sizes costs from its lowest size (`priceRange`: theirs replace its own); one without keeps its price. */
function ownPrice(price: number | undefined, sizes: readonly SizeRow[]): number | undefined {
  return sizes.length ? Math.min(...sizes.map((size) => size.priceCents)) : price;
}

function checkTexts(name: Translated, description: Translated, languages: readonly RestaurantLanguage[]): void {
  const problem = translationProblem(name, languages, true) ?? translationProblem(description, languages, false);
  if (problem) throw new AppException(problem);
}

/** An allergen is either contained or a possible trace, never both. */
function checkTraces(allergens: readonly Allergen[], traces: readonly Allergen[]): void {
  if (traces.some((allergen) => allergens.includes(allergen))) {
    throw new AppException('ALLERGEN_TRACES_OVERLAP', { param: 'traces' });
  }
}

const sameSet = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((value) => b.includes(value));

@Injectable()
export class ProductsService {
  constructor(
    private readonly restaurants: RestaurantsService,
    private readonly products: ProductsRepository,
    private readonly codec: ImageCodec,
    private readonly clock: ClockRepository,
  ) {}

  private view(row: ProductRow): Product {
    return toProduct(row, this.clock.now());
  }

  /** The product if the caller may read or change its restaurant; anything else is NOT_FOUND. */
  private async find(restaurantId: string, productId: string, caller: Caller, access: Access): Promise<ProductRow> {
    await this.restaurants.find(restaurantId, caller, access);
    const row = await this.products.find(restaurantId, productId);
    if (!row) throw new AppException('NOT_FOUND');
    return row;
  }

  /** A page of products (only those whose allergens are, or are not, confirmed when asked), with the unconfirmed count. */
  async list(
    restaurantId: string,
    caller: Caller,
    query: ListQuery & { allergensConfirmed?: boolean },
  ): Promise<ProductList> {
    const plan = planProducts(query);
    await this.restaurants.find(restaurantId, caller, 'read');
    const [{ rows, total }, unconfirmedAllergens] = await Promise.all([
      this.products.page(restaurantId, plan, query.allergensConfirmed ?? null),
      this.products.countUnconfirmed(restaurantId),
    ]);
    return { docs: rows.map((row) => this.view(row)), totalDocs: total, unconfirmedAllergens };
  }

  async get(restaurantId: string, productId: string, caller: Caller): Promise<Product> {
    return this.view(await this.find(restaurantId, productId, caller, 'read'));
  }

  async create(restaurantId: string, caller: Caller, input: CreateProductDto): Promise<Product> {
    const restaurant = await this.restaurants.find(restaurantId, caller, 'write');
    const name = cleanTranslated(input.name);
    const description = cleanTranslated(input.description ?? {});
    checkTexts(name, description, restaurant.languages);
    const allergens = input.allergens ?? [];
    const traces = input.traces ?? [];
    checkTraces(allergens, traces);
    const sizes = sizeRows(input.sizes ?? [], [], restaurant.languages, randomUUID);
    const row = await this.products.insert(restaurantId, {
      name,
      description,
      // Checked by the DTO: a price, or sizes that stand for it.
      priceCents: ownPrice(input.price, sizes) as number,
      allergens,
      traces,
      allergensConfirmed: input.allergensConfirmed ?? false,
      diets: input.diets ?? [],
      spiciness: input.spiciness ?? 0,
      enabled: input.enabled ?? true,
      sizes,
    });
    return this.view(row);
  }

  /**
   * A confirmation covers the lists it was given with: an edit that changes `allergens` or `traces` without confirming
   * them again leaves them unconfirmed.
   */
  async update(restaurantId: string, productId: string, caller: Caller, input: UpdateProductDto): Promise<Product> {
    const restaurant = await this.restaurants.find(restaurantId, caller, 'write');
    const current = await this.products.find(restaurantId, productId);
    if (!current) throw new AppException('NOT_FOUND');
    const changes: ProductChanges = {
      name: input.name && cleanTranslated(input.name),
      description: input.description && cleanTranslated(input.description),
      priceCents: input.price,
      allergens: input.allergens,
      traces: input.traces,
      allergensConfirmed: input.allergensConfirmed,
      diets: input.diets,
      spiciness: input.spiciness,
      enabled: input.enabled,
      sizes: input.sizes && sizeRows(input.sizes, current.sizes, restaurant.languages, randomUUID),
    };
    changes.priceCents = ownPrice(changes.priceCents, changes.sizes ?? current.sizes);
    checkTexts(changes.name ?? current.name, changes.description ?? current.description, restaurant.languages);
    const allergens = changes.allergens ?? current.allergens;
    const traces = changes.traces ?? current.traces;
    checkTraces(allergens, traces);
    const listsChanged = !sameSet(allergens, current.allergens) || !sameSet(traces, current.traces);
    if (listsChanged && changes.allergensConfirmed === undefined) changes.allergensConfirmed = false;
    const row = await this.products.update(restaurantId, productId, changes);
    if (!row) throw new AppException('NOT_FOUND');
    return this.view(row);
  }

  async remove(restaurantId: string, productId: string, caller: Caller): Promise<Product> {
    await this.restaurants.find(restaurantId, caller, 'write');
    const row = await this.products.delete(restaurantId, productId);
    if (!row) throw new AppException('NOT_FOUND');
    return this.view(row);
  }

  /** Sold out until the end of the restaurant's day in its time zone (then on sale again by itself), or until undone. */
  async setSoldOut(restaurantId: string, productId: string, caller: Caller, input: SoldOutInput): Promise<Product> {
    const restaurant = await this.restaurants.find(restaurantId, caller, 'write');
    const now = this.clock.now();
    const until = input.until === 'endOfDay' ? endOfLocalDay(now, restaurant.timeZone) : null;
    const row = await this.products.setSoldOut(restaurantId, productId, now, until);
    if (!row) throw new AppException('NOT_FOUND');
    return this.view(row);
  }

  async clearSoldOut(restaurantId: string, productId: string, caller: Caller): Promise<Product> {
    await this.restaurants.find(restaurantId, caller, 'write');
    const row = await this.products.setSoldOut(restaurantId, productId, null, null);
    if (!row) throw new AppException('NOT_FOUND');
    return this.view(row);
  }

  /** Replaces the product's image with the upload, re-encoded; the old files go unless something else uses them. */
  async setImage(restaurantId: string, productId: string, caller: Caller, upload: ImageUpload): Promise<Product> {
    await this.find(restaurantId, productId, caller, 'write');
    const image = await this.codec.productImage(await upload());
    return this.replaceImage(restaurantId, productId, image);
  }

  async removeImage(restaurantId: string, productId: string, caller: Caller): Promise<Product> {
    await this.find(restaurantId, productId, caller, 'write');
    return this.replaceImage(restaurantId, productId, null);
  }

  private async replaceImage(
    restaurantId: string,
    productId: string,
    image: Awaited<ReturnType<ImageCodec['productImage']>> | null,
  ): Promise<Product> {
    const row = await this.products.setImage(restaurantId, productId, image);
    if (!row) throw new AppException('NOT_FOUND');
    return this.view(row);
  }
}

import type { Product, Section, SectionItem } from '@carta/contracts';
import { imageUrl } from '../products/product.mapper';
import type { SectionItemRow, SectionRow } from './section.row';

export function toSectionItem(row: SectionItemRow, product: Product): SectionItem {
  const sizes = new Set(product.sizes.map((size) => size._id));
  return {
    _id: row.id,
    productId: row.productId,
    price: row.priceCents,
    sizePrices: row.sizePrices
      .filter((size) => sizes.has(size.sizeId))
      .map((size) => ({ sizeId: size.sizeId, price: size.priceCents })),
    supplement: row.supplementCents,
    product,
  };
}

/** A section with its items in order; `products` holds every product the items use, by id. */
export function toSection(row: SectionRow, items: readonly SectionItemRow[], products: Map<string, Product>): Section {
  return {
    _id: row.id,
    menuId: row.menuId,
    name: row.name,
    course: row.course,
    banner: row.banner ? imageUrl(row.banner) : null,
    items: items
      .filter((item) => item.sectionId === row.id && products.has(item.productId))
      .map((item) => toSectionItem(item, products.get(item.productId)!)),
    version: row.version,
  };
}

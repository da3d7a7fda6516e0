/** The ids of a route's path, as `PathIds` reads them: `id` is always the restaurant's. */
export interface ProductPath {
  id: string;
  productId: string;
}

export interface MenuPath {
  id: string;
  menuId: string;
}

export interface SectionPath extends MenuPath {
  sectionId: string;
}

export interface ItemPath extends SectionPath {
  itemId: string;
}

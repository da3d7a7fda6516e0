// One of every kind of object the API serves, owned by a fresh owner A, with the other callers beside it.
import { randomBytes, randomUUID } from 'node:crypto';
import argon2 from 'argon2';
import sharp from 'sharp';
import type {
  City,
  Menu,
  MenuList,
  Placement,
  Product,
  Restaurant,
  Section,
  SectionItem,
  SectionList,
} from '@carta/contracts';
import type { TestUser } from '../jest/service-app';
import type { StackUnderTest } from '../jest/stack';
import { RESTAURANT } from '../../services/restaurants/test/fixtures';

export const PASSWORD = 'secret-1234';

export const MENU = {
  name: { es: 'Menú del día' },
  unlimitedTime: true,
  days: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'],
};

export interface World {
  /** Owner A owns every object below; owner B owns nothing of A's; admin is an administrator. */
  ownerA: TestUser;
  ownerB: TestUser;
  admin: TestUser;
  /** Another account, the object of the admin's user routes. */
  user: TestUser;
  /** A's restaurant, with a subdomain request pending. */
  restaurant: Restaurant;
  /** A's second restaurant: where A's menus may be copied. */
  secondRestaurant: Restaurant;
  /** The subdomain A's restaurant served before asking for another: held for it. */
  heldSubDomain: string;
  product: Product;
  /** A second product, in no section yet. */
  spareProduct: Product;
  /** The file name of the product's image. */
  image: string;
  menu: Menu;
  menus: MenuList;
  section: Section;
  /** Read after the item was added: the versions a reorder needs. */
  sections: SectionList;
  item: SectionItem;
  city: City;
  /** A's placement (a table's QR code). */
  placement: Placement;
}

export interface WorldMaker {
  make(): Promise<World>;
  png: Buffer;
}

const unique = () => randomBytes(6).toString('hex');

export async function worldMaker(stack: StackUnderTest): Promise<WorldMaker> {
  // One real hash for every account: each world's users can log in, without paying argon2 per user.
  const passwordHash = await argon2.hash(PASSWORD);
  const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: { r: 200, g: 80, b: 40 } } })
    .png()
    .toBuffer();

  const call = async <T>(path: string, token: string, body?: unknown, method?: string): Promise<T> => {
    const res = await stack.request(path, { token, body, method });
    if (res.status >= 300)
      throw new Error(`world: ${method ?? 'POST'} ${path}: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body as T;
  };

  return {
    png,
    async make() {
      const [ownerA, ownerB, admin, user] = await Promise.all([
        stack.createUser({ passwordHash }),
        stack.createUser({ passwordHash }),
        stack.createUser({ role: 'admin', passwordHash }),
        stack.createUser({ passwordHash }),
      ]);
      const a = ownerA.token;
      const restaurant = await call<Restaurant>('/restaurants', a, RESTAURANT);
      const r = `/restaurants/${restaurant._id}`;
      const heldSubDomain = `h${unique()}`;
      // Served (accepted), then left for another name: the old one is held, the new one pending.
      const requestSubdomain = async () => {
        const request = (subDomain: string) =>
          call(`/restaurants/subdomainrequest/${restaurant._id}`, a, { subDomain }, 'PATCH');
        await request(heldSubDomain);
        await call(`/restaurants/subdomainaccept/${restaurant._id}`, admin.token, undefined, 'PATCH');
        await request(`w${unique()}`);
      };
      const uploadImage = async (productId: string) => {
        const form = new FormData();
        form.append('image', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'dish.png');
        const res = await fetch(`${stack.url}/api${r}/products/${productId}/image`, {
          method: 'PUT',
          body: form,
          headers: { authorization: `Bearer ${a}` },
        });
        const image = ((await res.json()) as Product).image;
        if (!image) throw new Error(`world: product image: ${res.status}`);
        return image.full.split('/').pop() as string;
      };
      // What does not depend on another object is made at once.
      const [product, spareProduct, menu, city, placement, secondRestaurant] = await Promise.all([
        call<Product>(`${r}/products`, a, { name: { es: 'Croquetas' }, price: 900 }),
        call<Product>(`${r}/products`, a, { name: { es: 'Bravas' }, price: 650 }),
        call<Menu>(`${r}/menus`, a, MENU),
        call<City>('/cities', admin.token, { name: `Ciudad ${randomUUID()}` }),
        call<Placement>(`${r}/placements`, a, { name: 'Mesa 1' }),
        call<Restaurant>('/restaurants', a, { ...RESTAURANT, name: 'Segundo' }),
        requestSubdomain(),
      ]);
      const m = `${r}/menus/${menu._id}`;
      const [image, section] = await Promise.all([
        uploadImage(product._id),
        call<Section>(`${m}/sections`, a, { name: { es: 'Entrantes' } }),
      ]);
      const item = await call<SectionItem>(`${m}/sections/${section._id}/items`, a, { productId: product._id });
      const [menus, sections] = await Promise.all([
        call<MenuList>(`${r}/menus`, a, undefined, 'GET'),
        call<SectionList>(`${m}/sections`, a, undefined, 'GET'),
      ]);
      return {
        ownerA,
        ownerB,
        admin,
        user,
        restaurant,
        secondRestaurant,
        heldSubDomain,
        product,
        spareProduct,
        image,
        menu,
        menus,
        section,
        sections,
        item,
        city,
        placement,
      };
    },
  };
}

/** The world's object for a path parameter; `{id}` is the object of the path's first segment. */
export function objectFor(path: string, name: string, world: World): string | undefined {
  const first = path.split('/')[1];
  const objects: Record<string, string> = {
    id: first === 'cities' ? world.city._id : first === 'users' ? world.user.id : world.restaurant._id,
    productId: world.product._id,
    menuId: world.menu._id,
    sectionId: world.section._id,
    itemId: world.item._id,
    file: world.image,
    subDomain: world.heldSubDomain,
    placementId: world.placement._id,
    code: world.placement.code,
  };
  return objects[name];
}

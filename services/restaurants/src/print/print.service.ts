import { createHash } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { LRUCache } from 'lru-cache';
import sharp from 'sharp';
import {
  placementUrl,
  PRINT_LIMITS,
  type MenuDetail,
  type RestaurantLanguage,
  type Translated,
} from '@carta/contracts';
import { AppException } from '@carta/nest-core';
import { ImagesRepository } from '../images/images.repository';
import { MAIL_LINKS_CONFIG, type MailLinksConfig } from '../mail/mail-links';
import { MenusService } from '../menus/menus.service';
import { PlacementsRepository } from '../placements/placements.repository';
import { PublicChangesRepository } from '../public/public-changes.repository';
import type { RestaurantRow } from '../restaurants/restaurant.row';
import { RestaurantsService, type Caller } from '../restaurants/restaurants.service';
import type { MenuPrintInput } from './menu-pdf';
import { PrintRenderers } from './print-renderers';

/** The text in the language, else in the restaurant's first (as guests see a missing translation). */
function textIn(text: Translated, language: RestaurantLanguage, restaurant: RestaurantRow): string {
  return text[language] || text[restaurant.languages[0]] || '';
}

/**
 * What a printed menu shows, as the guest page does: enabled dishes; item and size prices (a size at this menu's price
 * for it, else its own) unless a fixed-price menu hides them; a fixed-price menu's course rules and supplements.
 */
export function menuPrintInput(
  restaurant: RestaurantRow,
  menu: MenuDetail,
  language: RestaurantLanguage,
): MenuPrintInput {
  const itemPrices = !menu.fixedPrice || menu.showItemPrices;
  return {
    restaurantName: restaurant.name,
    brandColor: restaurant.brandColor,
    currency: restaurant.currency,
    language,
    fallbackLanguage: restaurant.languages[0],
    menuName: textIn(menu.name, language, restaurant),
    fixedPrice: menu.fixedPrice ? menu.price : null,
    sections: menu.sections.map((section) => {
      // Courses belong to fixed-price menus: a menu no longer fixed-price prints plain sections.
      const course = menu.fixedPrice ? section.course : null;
      return {
        name: textIn(section.name, language, restaurant),
        course,
        items: section.items
          .filter((item) => item.product.enabled)
          .map((item) => {
            const sizePrices = new Map(item.sizePrices.map((size) => [size.sizeId, size.price]));
            return {
              name: textIn(item.product.name, language, restaurant),
              description: textIn(item.product.description, language, restaurant),
              price: itemPrices ? (item.price ?? item.product.price) : null,
              sizes: item.product.sizes.map((size) => ({
                name: textIn(size.name, language, restaurant),
                price: itemPrices ? (sizePrices.get(size._id) ?? size.price) : null,
              })),
              supplement: course && item.supplement ? item.supplement : null,
              allergens: item.product.allergens,
              traces: item.product.traces,
              allergensConfirmed: item.product.allergensConfirmed,
            };
          }),
      };
    }),
  };
}

/** A PDF and the name it is saved under: the restaurant's, and the menu's and the language or the placement's. */
export interface PrintedFile {
  pdf: Buffer;
  fileName: string;
}

/** The PDFs kept, in bytes: some hundred menus (a long Japanese one is ~100 KB), per replica. */
const KEPT_BYTES = 32 * 1024 * 1024;

/**
 * The print kit: PDFs made from the live data, for the owner (an administrator may read them too). The reads happen
 * here; the rendering on the print kit's threads (PrintRenderers). Each PDF made is kept under what it shows: the
 * restaurant's `public_changed_at` (every edit of what guests see sets it, so an edit makes a new key) read before
 * anything else, and the PDF's options — asked again unchanged, it is sent without a render.
 */
@Injectable()
export class PrintService {
  private readonly kept = new LRUCache<string, PrintedFile>({
    maxSize: KEPT_BYTES,
    sizeCalculation: (kept) => kept.pdf.length,
  });

  constructor(
    private readonly restaurants: RestaurantsService,
    private readonly placements: PlacementsRepository,
    private readonly menus: MenusService,
    private readonly images: ImagesRepository,
    private readonly changes: PublicChangesRepository,
    private readonly renderers: PrintRenderers,
    @Inject(MAIL_LINKS_CONFIG) private readonly links: MailLinksConfig,
  ) {}

  /** The logo as PNG (PDFs take no WebP), or null. */
  private async logoOf(restaurant: RestaurantRow): Promise<Buffer | null> {
    const image = restaurant.logo ? await this.images.find(restaurant.logo) : null;
    return image && sharp(image.content).png().toBuffer();
  }

  /** The PDF kept under `key`, else the one `make` renders, then kept. */
  private async keptOr(key: string, make: () => Promise<PrintedFile>): Promise<PrintedFile> {
    const kept = this.kept.get(key);
    if (kept) return kept;
    const made = await make();
    this.kept.set(key, made);
    return made;
  }

  /** Every live placement's tent, or the one asked for (MISSING when there is none to print), and its file's name. */
  async tents(
    restaurantId: string,
    caller: Caller,
    placementId: string | undefined,
    gone: AbortSignal,
  ): Promise<PrintedFile> {
    const changedAt = await this.changes.changedAt(restaurantId);
    const restaurant = await this.restaurants.find(restaurantId, caller, 'read');
    let rows = await this.placements.list(restaurantId);
    if (placementId !== undefined) {
      rows = rows.filter((row) => row.id === placementId.toLowerCase());
      if (!rows.length) throw new AppException('NOT_FOUND');
    }
    if (!rows.length) throw new AppException('MISSING', { param: 'placements' });
    if (rows.length > PRINT_LIMITS.tents) throw new AppException('PRINT_TOO_MANY_TENTS', { max: PRINT_LIMITS.tents });
    const placements = rows.map((row) => ({ name: row.name, url: placementUrl(this.links.publicUrl, row.code) }));
    // Placements are not what guests see (their edits leave public_changed_at): the key names the ones printed.
    const printed = createHash('sha256').update(JSON.stringify(placements)).digest('base64url');
    const fileName = [restaurant.name, ...(placementId === undefined ? [] : [rows[0].name]), 'QR'].join(' - ');
    return this.keptOr(`tents:${restaurantId}:${changedAt}:${printed}`, async () => ({
      pdf: await this.renderers.render(
        caller.sub,
        {
          kind: 'tents',
          input: {
            restaurantName: restaurant.name,
            brandColor: restaurant.brandColor,
            logo: await this.logoOf(restaurant),
            languages: restaurant.languages,
            placements,
          },
        },
        gone,
      ),
      fileName: `${fileName}.pdf`,
    }));
  }

  /** The menu in `lang` (a language of the restaurant; unset: its first), and the name its file is saved under. */
  async menu(
    restaurantId: string,
    menuId: string,
    caller: Caller,
    lang: string | undefined,
    gone: AbortSignal,
  ): Promise<PrintedFile> {
    const changedAt = await this.changes.changedAt(restaurantId);
    const restaurant = await this.restaurants.find(restaurantId, caller, 'read');
    const language = (lang ?? restaurant.languages[0]) as RestaurantLanguage;
    if (!restaurant.languages.includes(language)) {
      throw new AppException('ERROR', { param: 'lang' });
    }
    // Kept only once the menu was read as this restaurant's: a key never answers for another restaurant's menu.
    return this.keptOr(`menu:${restaurantId}:${changedAt}:${menuId}:${language}`, async () => {
      const input = menuPrintInput(restaurant, await this.menus.get(restaurantId, menuId, caller), language);
      const dishes = input.sections.reduce((count, section) => count + section.items.length, 0);
      if (dishes > PRINT_LIMITS.dishes) throw new AppException('PRINT_TOO_MANY_DISHES', { max: PRINT_LIMITS.dishes });
      const pdf = await this.renderers.render(caller.sub, { kind: 'menu', input }, gone);
      return { pdf, fileName: `${input.restaurantName} - ${input.menuName} (${language}).pdf` };
    });
  }
}

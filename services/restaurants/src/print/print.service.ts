import { Inject, Injectable } from '@nestjs/common';
import sharp from 'sharp';
import { placementUrl, type MenuDetail, type RestaurantLanguage, type Translated } from '@carta/contracts';
import { AppException } from '@carta/nest-core';
import { ImagesRepository } from '../images/images.repository';
import { MAIL_LINKS_CONFIG, type MailLinksConfig } from '../mail/mail-links';
import { MenusService } from '../menus/menus.service';
import { PlacementsRepository } from '../placements/placements.repository';
import type { RestaurantRow } from '../restaurants/restaurant.row';
import { RestaurantsService, type Caller } from '../restaurants/restaurants.service';
import { renderMenu, type MenuPrintInput } from './menu-pdf';
import { renderTents } from './tent-pdf';

/** The text in the language, else in the restaurant's first (as guests see a missing translation). */
function textIn(text: Translated, language: RestaurantLanguage, restaurant: RestaurantRow): string {
  return text[language] || text[restaurant.languages[0]] || '';
}

/** What a printed menu shows: enabled dishes, and item prices unless a fixed-price menu hides them. */
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
    sections: menu.sections.map((section) => ({
      name: textIn(section.name, language, restaurant),
      items: section.items
        .filter((item) => item.product.enabled)
        .map((item) => ({
          name: textIn(item.product.name, language, restaurant),
          description: textIn(item.product.description, language, restaurant),
          price: itemPrices ? (item.price ?? item.product.price) : null,
          allergens: item.product.allergens,
        })),
    })),
  };
}

/** The print kit: PDFs made from the live data, for the owner (an administrator may read them too). */
@Injectable()
export class PrintService {
  constructor(
    private readonly restaurants: RestaurantsService,
    private readonly placements: PlacementsRepository,
    private readonly menus: MenusService,
    private readonly images: ImagesRepository,
    @Inject(MAIL_LINKS_CONFIG) private readonly links: MailLinksConfig,
  ) {}

  /** The logo as PNG (PDFs take no WebP), or null. */
  private async logoOf(restaurant: RestaurantRow): Promise<Buffer | null> {
    const image = restaurant.logo ? await this.images.find(restaurant.logo) : null;
    return image && sharp(image.content).png().toBuffer();
  }

  /** Every live placement's tent, or the one asked for; MISSING when there is none to print. */
  async tents(restaurantId: string, caller: Caller, placementId?: string): Promise<Buffer> {
    const restaurant = await this.restaurants.find(restaurantId, caller, 'read');
    let rows = await this.placements.list(restaurantId);
    if (placementId !== undefined) {
      rows = rows.filter((row) => row.id === placementId.toLowerCase());
      if (!rows.length) throw new AppException('NOT_FOUND');
    }
    if (!rows.length) throw new AppException('MISSING', { param: 'placements' });
    return renderTents({
      restaurantName: restaurant.name,
      brandColor: restaurant.brandColor,
      logo: await this.logoOf(restaurant),
      languages: restaurant.languages,
      placements: rows.map((row) => ({ name: row.name, url: placementUrl(this.links.publicUrl, row.code) })),
    });
  }

  /** The menu in `lang` (a language of the restaurant; unset: its first). */
  async menu(restaurantId: string, menuId: string, caller: Caller, lang?: string): Promise<Buffer> {
    const menu = await this.menus.get(restaurantId, menuId, caller);
    const restaurant = await this.restaurants.find(restaurantId, caller, 'read');
    const language = (lang ?? restaurant.languages[0]) as RestaurantLanguage;
    if (!restaurant.languages.includes(language)) {
      throw new AppException('ERROR', { param: 'lang' });
    }
    return renderMenu(menuPrintInput(restaurant, menu, language));
  }
}

import type { RestaurantLanguage } from './restaurants';

/**
 * The words the server prints on the print kit's PDFs (table tents, printed menus), per restaurant language.  The
 * allergens are named in the regulation's wording (`ALLERGEN_WORDING`), as on the guest page.
 */
export interface PrintTexts {
  scanForMenu: string;
  fixedPrice: string;
  allergens: string;
}

export const PRINT_TEXTS: Record<RestaurantLanguage, PrintTexts> = {
  es: {
    scanForMenu: 'Escanea para ver la carta',
    fixedPrice: 'Precio del menú',
    allergens: 'Alérgenos',
  },
  gb: {
    scanForMenu: 'Scan for the menu',
    fixedPrice: 'Set price',
    allergens: 'Allergens',
  },
  fr: {
    scanForMenu: 'Scannez pour voir la carte',
    fixedPrice: 'Prix du menu',
    allergens: 'Allergènes',
  },
  it: {
    scanForMenu: 'Scansiona per il menù',
    fixedPrice: 'Prezzo del menù',
    allergens: 'Allergeni',
  },
  pt: {
    scanForMenu: 'Digitalize para ver o menu',
    fixedPrice: 'Preço do menu',
    allergens: 'Alergénios',
  },
  pl: {
    scanForMenu: 'Zeskanuj, aby zobaczyć menu',
    fixedPrice: 'Cena zestawu',
    allergens: 'Alergeny',
  },
  jp: {
    scanForMenu: 'スキャンしてメニューを見る',
    fixedPrice: 'セット料金',
    allergens: 'アレルゲン',
  },
  cn: {
    scanForMenu: '扫码查看菜单',
    fixedPrice: '套餐价格',
    allergens: '过敏原',
  },
  de: {
    scanForMenu: 'Scannen für die Speisekarte',
    fixedPrice: 'Menüpreis',
    allergens: 'Allergene',
  },
};

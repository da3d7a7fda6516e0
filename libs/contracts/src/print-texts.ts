import type { CourseKind } from './menus';
import type { RestaurantLanguage } from './restaurants';

/**
 * The words the server prints on the print kit's PDFs (table tents, printed menus), per restaurant language.  The
 * allergens are named in the regulation's wording (`ALLERGEN_WORDING`), as on the guest page.
 */
export interface PrintTexts {
  scanForMenu: string;
  fixedPrice: string;
  allergens: string;
  /** A course's rule under its name ("Elige {{count}}"), as the guest page words it. */
  course: Record<CourseKind, string>;
  /** What choosing a dish of a course adds to the fixed price ("Suplemento +{{price}}"). */
  supplement: string;
  /** Beside the legend's mark for dishes whose allergens the restaurant has not confirmed. */
  unconfirmed: string;
}

export const PRINT_TEXTS: Record<RestaurantLanguage, PrintTexts> = {
  es: {
    scanForMenu: 'Escanea para ver la carta',
    fixedPrice: 'Precio del menú',
    allergens: 'Alérgenos',
    course: {
      choose: 'Elige {{count}}',
      chooseUpTo: 'Elige hasta {{count}}',
      included: 'Incluido: elige {{count}}',
    },
    supplement: 'Suplemento +{{price}}',
    unconfirmed: 'Alérgenos sin confirmar por el restaurante: pregunta al personal',
  },
  gb: {
    scanForMenu: 'Scan for the menu',
    fixedPrice: 'Set price',
    allergens: 'Allergens',
    course: {
      choose: 'Choose {{count}}',
      chooseUpTo: 'Choose up to {{count}}',
      included: 'Included: choose {{count}}',
    },
    supplement: 'Supplement +{{price}}',
    unconfirmed: 'Allergens not confirmed by the restaurant: ask the staff',
  },
  fr: {
    scanForMenu: 'Scannez pour voir la carte',
    fixedPrice: 'Prix du menu',
    allergens: 'Allergènes',
    course: {
      choose: 'Au choix : {{count}}',
      chooseUpTo: "Au choix : jusqu'à {{count}}",
      included: 'Inclus : {{count}} au choix',
    },
    supplement: 'Supplément +{{price}}',
    unconfirmed: 'Allergènes non confirmés par le restaurant : demandez au personnel',
  },
  it: {
    scanForMenu: 'Scansiona per il menù',
    fixedPrice: 'Prezzo del menù',
    allergens: 'Allergeni',
    course: {
      choose: 'Scegli {{count}}',
      chooseUpTo: 'Scegli fino a {{count}}',
      included: 'Incluso: scegli {{count}}',
    },
    supplement: 'Supplemento +{{price}}',
    unconfirmed: 'Allergeni non confermati dal ristorante: chiedi al personale',
  },
  pt: {
    scanForMenu: 'Digitalize para ver o menu',
    fixedPrice: 'Preço do menu',
    allergens: 'Alergénios',
    course: {
      choose: 'Escolha {{count}}',
      chooseUpTo: 'Escolha até {{count}}',
      included: 'Incluído: escolha {{count}}',
    },
    supplement: 'Suplemento +{{price}}',
    unconfirmed: 'Alergénios não confirmados pelo restaurante: pergunte ao pessoal',
  },
  pl: {
    scanForMenu: 'Zeskanuj, aby zobaczyć menu',
    fixedPrice: 'Cena zestawu',
    allergens: 'Alergeny',
    course: {
      choose: 'Wybierz {{count}}',
      chooseUpTo: 'Wybierz do {{count}}',
      included: 'W cenie: wybierz {{count}}',
    },
    supplement: 'Dopłata +{{price}}',
    unconfirmed: 'Alergeny niepotwierdzone przez restaurację: zapytaj obsługę',
  },
  jp: {
    scanForMenu: 'スキャンしてメニューを見る',
    fixedPrice: 'セット料金',
    allergens: 'アレルゲン',
    course: {
      choose: '{{count}}品をお選びください',
      chooseUpTo: '{{count}}品までお選びください',
      included: '含まれるもの:{{count}}品をお選びください',
    },
    supplement: '追加料金 +{{price}}',
    unconfirmed: 'アレルゲンは店舗で未確認です：スタッフにお尋ねください',
  },
  cn: {
    scanForMenu: '扫码查看菜单',
    fixedPrice: '套餐价格',
    allergens: '过敏原',
    course: {
      choose: '任选 {{count}} 道',
      chooseUpTo: '最多选 {{count}} 道',
      included: '已含:任选 {{count}} 道',
    },
    supplement: '加价 +{{price}}',
    unconfirmed: '餐厅未确认过敏原：请询问服务员',
  },
  de: {
    scanForMenu: 'Scannen für die Speisekarte',
    fixedPrice: 'Menüpreis',
    allergens: 'Allergene',
    course: {
      choose: '{{count}} zur Wahl',
      chooseUpTo: 'Bis zu {{count}} zur Wahl',
      included: 'Inklusive: {{count}} zur Wahl',
    },
    supplement: 'Aufpreis +{{price}}',
    unconfirmed: 'Allergene vom Restaurant nicht bestätigt: fragen Sie das Personal',
  },
};

import type { Allergen, RestaurantLanguage } from './restaurants';

/**
 * The 14 allergens of Regulation (EU) No 1169/2011, Annex II, named as each language's official text of the
 * regulation heads its entry (es, en, fr, it, pt, pl, de: the EU's own wording, which an inspector or a waiter
 * recognises). Japanese and Chinese have no official text: ours are translations, marked `official: false`.
 * "Contains" is Article 21(1)'s word; the regulation words no trace warning (precautionary labelling is voluntary,
 * Article 36(3)(a)), so `traces` is each language's usual label phrase. Checked 2026-11-24 against the annex as quoted
 * by the pages named above each language (no name differed).
 */
export interface AllergenWording {
  /** True when the names are the regulation's own text in this language. */
  official: boolean;
  names: Record<Allergen, string>;
  /** "Contains" before a list of allergens (`allergenPhrase` adds the colon). */
  contains: string;
  /** "May contain traces of" before a list of allergens (precautionary labelling). */
  traces: string;
  /** "ALLERGY:" before the allergens a guest must avoid, on the card shown to the waiter. */
  allergy: string;
  /** "(traces too)" after an allergen whose traces must be avoided as well. */
  tracesToo: string;
  /** The card's request to the waiter, above the dishes the guest marked. */
  askWaiter: string;
}

export const ALLERGEN_WORDING: Record<RestaurantLanguage, AllergenWording> = {
  // Annex II as quoted by riojasalud.es (La Rioja's health service) and consal.es, all 14.
  es: {
    official: true,
    names: {
      gluten: 'Cereales que contengan gluten',
      crustaceans: 'Crustáceos',
      egg: 'Huevos',
      fish: 'Pescado',
      peanuts: 'Cacahuetes',
      soy: 'Soja',
      dairyProducts: 'Leche',
      peelFruits: 'Frutos de cáscara',
      celery: 'Apio',
      mustard: 'Mostaza',
      sesameGrains: 'Granos de sésamo',
      sulfurDioxideSulphites: 'Dióxido de azufre y sulfitos',
      lupins: 'Altramuces',
      mollusks: 'Moluscos',
    },
    contains: 'Contiene',
    traces: 'Puede contener trazas de',
    allergy: 'ALERGIA:',
    tracesToo: '(también trazas)',
    askWaiter: '¿Pueden confirmarme que estos platos son aptos para mí?',
  },
  // Annex II as quoted by simply-docs.co.uk (items 1–8, verbatim) and farrp.unl.edu (University of Nebraska, 9–14).
  gb: {
    official: true,
    names: {
      gluten: 'Cereals containing gluten',
      crustaceans: 'Crustaceans',
      egg: 'Eggs',
      fish: 'Fish',
      peanuts: 'Peanuts',
      soy: 'Soybeans',
      dairyProducts: 'Milk',
      peelFruits: 'Nuts',
      celery: 'Celery',
      mustard: 'Mustard',
      sesameGrains: 'Sesame seeds',
      sulfurDioxideSulphites: 'Sulphur dioxide and sulphites',
      lupins: 'Lupin',
      mollusks: 'Molluscs',
    },
    contains: 'Contains',
    traces: 'May contain traces of',
    allergy: 'ALLERGY:',
    tracesToo: '(traces too)',
    askWaiter: 'Could you confirm these dishes are safe for me?',
  },
  // Annex II as quoted by webecologie.com (items 1–8, verbatim) and lsta-meurice.be (all 14).
  fr: {
    official: true,
    names: {
      gluten: 'Céréales contenant du gluten',
      crustaceans: 'Crustacés',
      egg: 'Œufs',
      fish: 'Poissons',
      peanuts: 'Arachides',
      soy: 'Soja',
      dairyProducts: 'Lait',
      peelFruits: 'Fruits à coque',
      celery: 'Céleri',
      mustard: 'Moutarde',
      sesameGrains: 'Graines de sésame',
      sulfurDioxideSulphites: 'Anhydride sulfureux et sulfites',
      lupins: 'Lupin',
      mollusks: 'Mollusques',
    },
    contains: 'Contient',
    traces: 'Peut contenir des traces de',
    allergy: 'ALLERGIE :',
    tracesToo: '(traces aussi)',
    askWaiter: 'Pouvez-vous me confirmer que ces plats me conviennent ?',
  },
  // Annex II as quoted by raparossacucinanaturale.it and thejiggersociety.com (items 1–10) and misale.it (11–14).
  it: {
    official: true,
    names: {
      gluten: 'Cereali contenenti glutine',
      crustaceans: 'Crostacei',
      egg: 'Uova',
      fish: 'Pesce',
      peanuts: 'Arachidi',
      soy: 'Soia',
      dairyProducts: 'Latte',
      peelFruits: 'Frutta a guscio',
      celery: 'Sedano',
      mustard: 'Senape',
      sesameGrains: 'Semi di sesamo',
      sulfurDioxideSulphites: 'Anidride solforosa e solfiti',
      lupins: 'Lupini',
      mollusks: 'Molluschi',
    },
    contains: 'Contiene',
    traces: 'Può contenere tracce di',
    allergy: 'ALLERGIA:',
    tracesToo: '(anche tracce)',
    askWaiter: 'Potete confermarmi che questi piatti sono adatti a me?',
  },
  // Annex II as quoted by asae.gov.pt (ASAE, Portugal's food authority; items 1–6), aciff.pt (1–8) and qualfood.com
  // (9–14, Directive 2007/68's same list).
  pt: {
    official: true,
    names: {
      gluten: 'Cereais que contêm glúten',
      crustaceans: 'Crustáceos',
      egg: 'Ovos',
      fish: 'Peixes',
      peanuts: 'Amendoins',
      soy: 'Soja',
      dairyProducts: 'Leite',
      peelFruits: 'Frutos de casca rija',
      celery: 'Aipo',
      mustard: 'Mostarda',
      sesameGrains: 'Sementes de sésamo',
      sulfurDioxideSulphites: 'Dióxido de enxofre e sulfitos',
      lupins: 'Tremoço',
      mollusks: 'Moluscos',
    },
    contains: 'Contém',
    traces: 'Pode conter vestígios de',
    allergy: 'ALERGIA:',
    tracesToo: '(também vestígios)',
    askWaiter: 'Pode confirmar-me que estes pratos são adequados para mim?',
  },
  // Annex II as quoted by przedszkola-lwowekslaski.pl (items 1–7, verbatim) and mp1czest.szkolnastrona.pl (8–14).
  pl: {
    official: true,
    names: {
      gluten: 'Zboża zawierające gluten',
      crustaceans: 'Skorupiaki',
      egg: 'Jaja',
      fish: 'Ryby',
      peanuts: 'Orzeszki ziemne (arachidowe)',
      soy: 'Soja',
      dairyProducts: 'Mleko',
      peelFruits: 'Orzechy',
      celery: 'Seler',
      mustard: 'Gorczyca',
      sesameGrains: 'Nasiona sezamu',
      sulfurDioxideSulphites: 'Dwutlenek siarki i siarczyny',
      lupins: 'Łubin',
      mollusks: 'Mięczaki',
    },
    contains: 'Zawiera',
    traces: 'Może zawierać śladowe ilości',
    allergy: 'ALERGIA:',
    tracesToo: '(również śladowe ilości)',
    askWaiter: 'Czy mogą Państwo potwierdzić, że te dania są dla mnie bezpieczne?',
  },
  // Annex II as quoted by freirecht.de (items 1–6, verbatim) and agriculture.public.lu (all 14, «Enthält»); item 12
  // reads «Schwefeldioxid und Sulphite» in the regulation itself, as public menus quoting it in full show.
  de: {
    official: true,
    names: {
      gluten: 'Glutenhaltiges Getreide',
      crustaceans: 'Krebstiere',
      egg: 'Eier',
      fish: 'Fische',
      peanuts: 'Erdnüsse',
      soy: 'Sojabohnen',
      dairyProducts: 'Milch',
      peelFruits: 'Schalenfrüchte',
      celery: 'Sellerie',
      mustard: 'Senf',
      sesameGrains: 'Sesamsamen',
      sulfurDioxideSulphites: 'Schwefeldioxid und Sulphite',
      lupins: 'Lupinen',
      mollusks: 'Weichtiere',
    },
    contains: 'Enthält',
    traces: 'Kann Spuren enthalten von',
    allergy: 'ALLERGIE:',
    tracesToo: '(auch Spuren)',
    askWaiter: 'Können Sie mir bestätigen, dass diese Gerichte für mich geeignet sind?',
  },
  jp: {
    official: false,
    names: {
      gluten: 'グルテンを含む穀類',
      crustaceans: '甲殻類',
      egg: '卵',
      fish: '魚',
      peanuts: '落花生',
      soy: '大豆',
      dairyProducts: '乳',
      peelFruits: 'ナッツ類',
      celery: 'セロリ',
      mustard: 'マスタード',
      sesameGrains: 'ごま',
      sulfurDioxideSulphites: '二酸化硫黄及び亜硫酸塩',
      lupins: 'ルピナス',
      mollusks: '軟体動物',
    },
    contains: '含まれるもの',
    traces: '微量に含まれる可能性があるもの',
    allergy: 'アレルギー：',
    tracesToo: '（微量も不可）',
    askWaiter: 'これらの料理が私に問題ないか確認していただけますか？',
  },
  cn: {
    official: false,
    names: {
      gluten: '含麸质的谷物',
      crustaceans: '甲壳类',
      egg: '蛋类',
      fish: '鱼类',
      peanuts: '花生',
      soy: '大豆',
      dairyProducts: '奶类',
      peelFruits: '坚果',
      celery: '芹菜',
      mustard: '芥末',
      sesameGrains: '芝麻',
      sulfurDioxideSulphites: '二氧化硫和亚硫酸盐',
      lupins: '羽扇豆',
      mollusks: '软体动物',
    },
    contains: '含有',
    traces: '可能含有微量',
    allergy: '过敏：',
    tracesToo: '（微量也不行）',
    askWaiter: '请帮我确认这些菜品是否适合我？',
  },
};

export const WIDE = (language: RestaurantLanguage) => language === 'jp' || language === 'cn';

/** "Contains: Milk, Eggs" / "May contain traces of: Nuts" in `language`, in its punctuation. */
export function allergenPhrase(
  language: RestaurantLanguage,
  phrase: 'contains' | 'traces',
  allergens: readonly Allergen[],
): string {
  const wording = ALLERGEN_WORDING[language];
  const names = allergens.map((allergen) => wording.names[allergen]);
  return WIDE(language) ? `${wording[phrase]}：${names.join('、')}` : `${wording[phrase]}: ${names.join(', ')}`;
}

/** "ALLERGY: Nuts (traces too), Milk" in `language`: what the waiter reads on the guest's card. */
export function allergyLine(language: RestaurantLanguage, avoid: readonly Allergen[], tracesToo: boolean): string {
  const wording = ALLERGEN_WORDING[language];
  const names = avoid.map((allergen) => wording.names[allergen] + (tracesToo ? ` ${wording.tracesToo}` : ''));
  return WIDE(language) ? `${wording.allergy}${names.join('、')}` : `${wording.allergy} ${names.join(', ')}`;
}

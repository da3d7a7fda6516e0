import { ALLERGEN_WORDING, allergenPhrase, allergyLine } from './allergen-names';
import { ALLERGENS, RESTAURANT_LANGUAGES } from './restaurants';

describe('allergen names (Regulation (EU) 1169/2011, Annex II)', () => {
  it('names all 14 allergens in all 9 restaurant languages', () => {
    expect(ALLERGENS).toHaveLength(14);
    expect(Object.keys(ALLERGEN_WORDING).sort()).toEqual([...RESTAURANT_LANGUAGES].sort());
    for (const language of RESTAURANT_LANGUAGES) {
      const wording = ALLERGEN_WORDING[language];
      expect(Object.keys(wording.names).sort()).toEqual([...ALLERGENS].sort());
      for (const allergen of ALLERGENS)
        expect({ language, allergen, name: wording.names[allergen].trim() }).not.toEqual({
          language,
          allergen,
          name: '',
        });
      for (const phrase of ['contains', 'traces', 'allergy', 'tracesToo', 'askWaiter'] as const)
        expect(wording[phrase].trim().length).toBeGreaterThan(0);
      // Two allergens never share a name in one language (a waiter must tell them apart).
      expect(new Set(Object.values(wording.names)).size).toBe(ALLERGENS.length);
    }
  });

  it('uses the official text where the EU publishes one, and marks the translations', () => {
    const official = RESTAURANT_LANGUAGES.filter((language) => ALLERGEN_WORDING[language].official);
    expect(official.sort()).toEqual(['de', 'es', 'fr', 'gb', 'it', 'pl', 'pt']);
    expect(ALLERGEN_WORDING.gb.names.peelFruits).toBe('Nuts');
    expect(ALLERGEN_WORDING.es.names.peelFruits).toBe('Frutos de cáscara');
    expect(ALLERGEN_WORDING.gb.names.gluten).toBe('Cereals containing gluten');
  });

  it('writes the phrases and the allergy line in each language', () => {
    expect(allergenPhrase('gb', 'traces', ['peelFruits', 'soy'])).toBe('May contain traces of: Nuts, Soybeans');
    expect(allergenPhrase('es', 'contains', ['dairyProducts'])).toBe('Contiene: Leche');
    expect(allergyLine('es', ['peelFruits'], true)).toBe('ALERGIA: Frutos de cáscara (también trazas)');
    expect(allergyLine('gb', ['peelFruits', 'egg'], false)).toBe('ALLERGY: Nuts, Eggs');
    expect(allergyLine('jp', ['egg'], false)).toBe('アレルギー：卵');
  });
});

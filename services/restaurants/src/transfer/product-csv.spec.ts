import type { ExportedProduct } from '@carta/contracts';
import { productsCsv, productsCsvHeader, readProductsCsv } from './product-csv';

const PRODUCT: ExportedProduct = {
  _id: '11111111-1111-4111-8111-111111111111',
  restaurantId: '22222222-2222-4222-8222-222222222222',
  name: { es: 'Pan, con "tomate"', gb: 'Bread' },
  description: { es: 'Línea uno\nlínea dos' },
  price: 320,
  allergens: ['gluten', 'dairyProducts'],
  traces: [],
  allergensConfirmed: true,
  diets: [],
  spiciness: 0,
  sizes: [],
  soldOut: null,
  enabled: false,
  image: null,
  updatedAt: '2026-11-24T00:00:00.000Z',
  externalId: null,
};

describe('products CSV', () => {
  it('has a column per restaurant language for each translated field', () => {
    expect(productsCsvHeader(['es', 'gb'])).toEqual([
      'name_es',
      'name_gb',
      'description_es',
      'description_gb',
      'price',
      'allergens',
      'enabled',
      'external_id',
    ]);
  });

  it('reads back what it writes (quotes, commas, line breaks, BOM) with the line each row starts on, the product id standing in for its external id', () => {
    const { records, problems } = readProductsCsv(productsCsv([PRODUCT], ['es', 'gb']), ['es', 'gb']);
    expect(problems).toEqual([]);
    expect(records).toEqual([
      {
        line: 2,
        record: {
          name: PRODUCT.name,
          description: PRODUCT.description,
          price: 320,
          allergens: ['gluten', 'dairyProducts'],
          enabled: false,
          externalId: PRODUCT._id,
        },
      },
    ]);
  });

  it('takes semicolons, any case of an allergen key and the defaults of empty optional cells', () => {
    const { records } = readProductsCsv('Name_ES;price;allergens;external_id\nPan;3,20;GLUTEN;P-1', ['es']);
    expect(records[0].record).toEqual({
      name: { es: 'Pan' },
      description: {},
      price: 320,
      allergens: ['gluten'],
      enabled: true,
      externalId: 'P-1',
    });
  });
});

import type { ExportedProduct } from '@carta/contracts';
import { productsCsv, productsCsvHeader, productsTemplate, readProductsCsv } from './product-csv';

const PRODUCT: ExportedProduct = {
  _id: '11111111-1111-4111-8111-111111111111',
  restaurantId: '22222222-2222-4222-8222-222222222222',
  name: { es: 'Pan, con "tomate"', gb: 'Bread' },
  description: { es: 'Línea uno\nlínea dos' },
  price: 320,
  allergens: ['gluten', 'dairyProducts'],
  traces: ['sesameGrains'],
  allergensConfirmed: true,
  diets: ['vegetarian', 'vegan'],
  spiciness: 2,
  sizes: [
    { _id: '33333333-3333-4333-8333-333333333333', name: { es: 'Media', gb: 'Half' }, price: 200 },
    { _id: '44444444-4444-4444-8444-444444444444', name: { es: 'Entera, grande' }, price: 1050 },
  ],
  soldOut: null,
  enabled: false,
  image: null,
  updatedAt: '2026-11-24T00:00:00.000Z',
  externalId: null,
};

const SIZE_HEADERS = (languages: string[]) =>
  [1, 2, 3, 4, 5, 6].flatMap((n) => [...languages.map((code) => `size${n}_name_${code}`), `size${n}_price`]);

describe('products CSV', () => {
  it('has a column per restaurant language for each translated field, sizes last', () => {
    expect(productsCsvHeader(['es', 'gb'])).toEqual([
      'name_es',
      'name_gb',
      'description_es',
      'description_gb',
      'price',
      'allergens',
      'traces',
      'allergens_confirmed',
      'diets',
      'spiciness',
      'enabled',
      'external_id',
      ...SIZE_HEADERS(['es', 'gb']),
    ]);
  });

  it('reads back every field it writes (quotes, commas, line breaks, BOM, sizes) with the line each row starts on, the product id standing in for its external id', () => {
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
          traces: ['sesameGrains'],
          allergensConfirmed: true,
          diets: ['vegetarian', 'vegan'],
          spiciness: 2,
          enabled: false,
          externalId: PRODUCT._id,
          sizes: [
            { name: { es: 'Media', gb: 'Half' }, price: 200 },
            { name: { es: 'Entera, grande' }, price: 1050 },
          ],
        },
      },
    ]);
  });

  it('takes semicolons, any case of a key and the defaults of empty optional cells; gives only the columns it has', () => {
    const { records } = readProductsCsv(
      'Name_ES;price;allergens;traces;diets;spiciness;allergens_confirmed;size1_name_es;size1_price;external_id\n' +
        'Pan;3,20;GLUTEN;;VEGAN;;;;;P-1',
      ['es'],
    );
    expect(records[0].record).toEqual({
      name: { es: 'Pan' },
      price: 320,
      allergens: ['gluten'],
      traces: [],
      allergensConfirmed: false,
      diets: ['vegan'],
      spiciness: 0,
      sizes: [],
      externalId: 'P-1',
    });
  });

  it('names the column of each bad value: keys, spiciness, a size without its price or its first-language name', () => {
    const header = ['name_es', 'traces', 'diets', 'spiciness', 'allergens_confirmed', 'external_id'];
    const sizes = SIZE_HEADERS(['es', 'gb']);
    const csv = [
      [...header, 'price', ...sizes].join(','),
      ['A', 'nuts', 'keto', '4', 'maybe', 'A-1', '1', ...sizes.map(() => '')].join(','),
      ['B', '', '', '-1', '', 'B-1', '1', 'Tapa', '', '', ...sizes.slice(3).map(() => '')].join(','),
      ['C', '', '', '', '', 'C-1', '1', '', 'Small', '2', ...sizes.slice(3).map(() => '')].join(','),
      ['D', '', '', '', '', 'D-1', '1', 'Tapa', '', 'dos', ...sizes.slice(3).map(() => '')].join(','),
    ].join('\n');
    expect(readProductsCsv(csv, ['es', 'gb']).problems).toEqual([
      { line: 2, param: 'traces', msg: 'ERROR' },
      { line: 2, param: 'allergens_confirmed', msg: 'ERROR' },
      { line: 2, param: 'diets', msg: 'ERROR' },
      { line: 2, param: 'spiciness', msg: 'ERROR' },
      { line: 3, param: 'spiciness', msg: 'ERROR' },
      { line: 4, param: 'size1_name_es', msg: 'IS_EMPTY' },
      { line: 5, param: 'size1_price', msg: 'DECIMAL' },
    ]);
  });

  it('skips an empty size between two: sizes keep their order', () => {
    const csv =
      'name_es,price,external_id,size1_name_es,size1_price,size3_name_es,size3_price\nA,1,A-1,Tapa,2,Ración,8';
    expect(readProductsCsv(csv, ['es']).records[0].record.sizes).toEqual([
      { name: { es: 'Tapa' }, price: 200 },
      { name: { es: 'Ración' }, price: 800 },
    ]);
  });

  it('gives a template whose example row reads back without a problem', () => {
    const template = productsTemplate(['es', 'gb']);
    const { records, problems } = readProductsCsv(template, ['es', 'gb']);
    expect(problems).toEqual([]);
    expect(records[0].record).toMatchObject({ externalId: 'EXAMPLE-1', traces: ['gluten', 'dairyProducts'] });
    expect(records[0].record.sizes).toHaveLength(2);
  });
});

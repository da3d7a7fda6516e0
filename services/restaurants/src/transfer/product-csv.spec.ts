import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { ALLERGENS, ALLERGEN_WORDING, DIETS, RESTAURANT_LANGUAGES, type ExportedProduct } from '@carta/contracts';
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
      ['A', 'nueces', 'keto', '4', 'maybe', 'A-1', '1', ...sizes.map(() => '')].join(','),
      ['B', '', '', '-1', '', 'B-1', '1', 'Tapa', '', '', ...sizes.slice(3).map(() => '')].join(','),
      ['C', '', '', '', '', 'C-1', '1', '', 'Small', '2', ...sizes.slice(3).map(() => '')].join(','),
      ['D', '', '', '', '', 'D-1', '1', 'Tapa', '', 'dos', ...sizes.slice(3).map(() => '')].join(','),
    ].join('\n');
    expect(readProductsCsv(csv, ['es', 'gb']).problems).toEqual([
      { line: 2, param: 'traces', msg: 'UNKNOWN_VALUE', value: 'nueces' },
      { line: 2, param: 'allergens_confirmed', msg: 'ERROR' },
      { line: 2, param: 'diets', msg: 'UNKNOWN_VALUE', value: 'keto' },
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

  describe('formulas', () => {
    /** Every text a person may type that a spreadsheet would run, in every kind of cell that holds text. */
    const RISKY: ExportedProduct = {
      ...PRODUCT,
      name: { es: '=HYPERLINK("http://x.example","clic")', gb: '+34 600 000 000' },
      description: { es: '-2+3', gb: '@SUM(A1:A9)' },
      sizes: [
        { _id: PRODUCT.sizes[0]._id, name: { es: '\tTab', gb: '\rCR' }, price: 200 },
        { _id: PRODUCT.sizes[1]._id, name: { es: "'=ya con comilla", gb: '＝full width' }, price: 1050 },
        { _id: PRODUCT.sizes[1]._id, name: { es: '-3', gb: "'" }, price: 0 },
      ],
      externalId: '=cmd|"/C calc"!A0',
    };

    it.each(['standard', 'excel-es'] as const)(
      'writes no cell a spreadsheet would run (%s), and reads every one back as it was',
      (dialect) => {
        const csv = productsCsv([RISKY], ['es', 'gb'], dialect);
        const cells = (parse(csv, { bom: true, delimiter: dialect === 'standard' ? ',' : ';' }) as string[][]).flat();
        // A negative number is a number to a spreadsheet, no formula: it is written as it is.
        expect(cells.filter((cell) => /^[=+\-@\t\r＝＋－＠]/.test(cell))).toEqual(['-3']);
        expect(cells).toEqual(expect.arrayContaining(['\'=HYPERLINK("http://x.example","clic")', "''=ya con comilla"]));

        const { records, problems } = readProductsCsv(csv, ['es', 'gb']);
        expect(problems).toEqual([]);
        expect(records[0].record).toMatchObject({
          name: RISKY.name,
          description: RISKY.description,
          externalId: RISKY.externalId,
          sizes: RISKY.sizes.map(({ name, price }) => ({ name, price })),
        });
      },
    );
  });

  describe('what a person writes', () => {
    it('reads a file of just the first-language name and the price: rows without external_id are new products', () => {
      const { records, problems } = readProductsCsv('name_es,price\nPan,3\nVino,"2,50"', ['es', 'gb']);
      expect(problems).toEqual([]);
      expect(records).toEqual([
        { line: 2, record: { name: { es: 'Pan' }, price: 300 } },
        { line: 3, record: { name: { es: 'Vino' }, price: 250 } },
      ]);
      // An empty external id is none; only ids that are there must differ.
      expect(readProductsCsv('name_es,price,external_id\nA,1,\nB,1,\nC,1,K\nD,1,K', ['es']).problems).toEqual([
        { line: 5, param: 'external_id', msg: 'DUPLICATE_EXTERNAL_ID' },
      ]);
    });

    it.each([
      ['semicolons (Excel in Spanish)', 'name_es;price;description_es\r\nPan, tostado;3,20;"Con aceite; y sal"'],
      ['tabs', 'name_es\tprice\tdescription_es\nPan, tostado\t3,20\tCon aceite; y sal'],
      ['commas', 'name_es,price,description_es\n"Pan, tostado","3,20",Con aceite; y sal'],
    ])('finds the separator in the header line: %s', (_name, csv) => {
      expect(readProductsCsv(csv, ['es'])).toEqual({
        records: [
          { line: 2, record: { name: { es: 'Pan, tostado' }, price: 320, description: { es: 'Con aceite; y sal' } } },
        ],
        problems: [],
      });
    });

    it('reads allergens and diets by their names as people write them, in any case and with or without accents', () => {
      const csv = [
        'name_es,price,allergens,traces,diets',
        'A,1,frutos de cáscara|LECHE|huevos,nuts,vegano',
        'B,1,Frutos de cascara; Lácteos,Tree nuts,Vegetarian|contiene alcohol',
        'C,1,Cereales que contengan gluten|sésamo,Schalenfrüchte,halal',
      ].join('\n');
      const { records, problems } = readProductsCsv(csv, ['es']);
      expect(problems).toEqual([]);
      expect(records.map(({ record: { allergens, traces, diets } }) => ({ allergens, traces, diets }))).toEqual([
        { allergens: ['peelFruits', 'dairyProducts', 'egg'], traces: ['peelFruits'], diets: ['vegan'] },
        { allergens: ['peelFruits', 'dairyProducts'], traces: ['peelFruits'], diets: ['vegetarian', 'alcohol'] },
        { allergens: ['gluten', 'sesameGrains'], traces: ['peelFruits'], diets: ['halal'] },
      ]);
    });

    it('reads every allergen by its key, its names in the regulation in every language and the owner app’s labels; every diet by its key and labels', () => {
      const labels = (locale: string, list = 'allergens') =>
        JSON.parse(readFileSync(join(__dirname, `../../../../libs/i18n/src/locales/${locale}/owner.json`), 'utf8'))[
          list
        ] as Record<string, string>;
      const names = ALLERGENS.map((allergen) => [
        allergen,
        ...RESTAURANT_LANGUAGES.map((language) => ALLERGEN_WORDING[language].names[allergen]),
        labels('es')[allergen],
        labels('en')[allergen],
      ]);
      const csv = ['name_es,price,allergens', ...names.map((words) => `X,1,${words.join('|')}`)].join('\n');
      const { records, problems } = readProductsCsv(csv, ['es']);
      expect(problems).toEqual([]);
      expect(records.map(({ record }) => record.allergens)).toEqual(ALLERGENS.map((allergen) => [allergen]));

      const diets = DIETS.map((diet) => [diet, labels('es', 'diets')[diet], labels('en', 'diets')[diet]].join('|'));
      const read = readProductsCsv(['name_es,price,diets', ...diets.map((words) => `X,1,${words}`)].join('\n'), ['es']);
      expect(read.problems).toEqual([]);
      expect(read.records.map(({ record }) => record.diets)).toEqual(DIETS.map((diet) => [diet]));
    });

    it('names the words it cannot read (the screen lists the valid ones)', () => {
      const csv = ['name_es,price,allergens,diets', 'A,1,gluten|marisco|frutos secos,keto'].join('\n');
      expect(readProductsCsv(csv, ['es']).problems).toEqual([
        { line: 2, param: 'allergens', msg: 'UNKNOWN_VALUE', value: 'marisco, frutos secos' },
        { line: 2, param: 'diets', msg: 'UNKNOWN_VALUE', value: 'keto' },
      ]);
    });
  });
});

// The owner's Import / export dialog on the products screen: the template and an export download, a CSV chosen is
// previewed (created, updated, problems with their line) and nothing is written until the owner confirms.
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { api, signUp, uniqueEmail } from './session';

const RESTAURANT = {
  name: 'Casa Importa',
  address: 'Calle Mayor 1',
  postalCode: '28013',
  city: 'Madrid',
  uuid: 'B12345678',
  phone: '+34 910 000 000',
  web: 'https://casaimporta.example.com',
  email: 'hola@casaimporta.example.com',
  languages: ['es', 'gb'],
  currency: 'EUR',
  brandColor: '#ffb632',
  timeZone: 'Europe/Madrid',
};

/** A file with some of the columns: the others leave their fields as they are (a new product: their defaults). */
const HEADER = 'name_es,name_gb,description_es,description_gb,price,allergens,enabled,external_id';
const SIZES = [1, 2, 3, 4, 5, 6].flatMap((n) => [`size${n}_name_es`, `size${n}_name_gb`, `size${n}_price`]);
const FULL_HEADER = [
  'name_es,name_gb,description_es,description_gb,price,allergens,traces,allergens_confirmed,diets,spiciness,enabled',
  'external_id',
  ...SIZES,
].join(',');

async function openDialog(page: Page) {
  await signUp(page, uniqueEmail());
  const restaurant = await api<{ _id: string }>(page, 'POST', '/restaurants', RESTAURANT);
  await page.goto(`/app/restaurant/${restaurant._id}/items`);
  await page.getByRole('button', { name: 'Import / export' }).click();
  return page.getByRole('dialog', { name: 'Import and export' });
}

const choose = (page: Page, csv: string) =>
  page.getByLabel('CSV file').setInputFiles({ name: 'carta.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });

for (const width of [360, 1280]) {
  test(`imports products from a CSV after a preview, at ${width} px`, async ({ page }, testInfo) => {
    await page.setViewportSize({ width, height: 800 });
    const dialog = await openDialog(page);

    const template = page.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Download the template' }).click();
    const saved = await template;
    expect(saved.suggestedFilename()).toBe('products-template.csv');
    const [header, example] = readFileSync((await saved.path()) as string, 'utf8')
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(header).toBe(FULL_HEADER);
    expect(example).toContain('EXAMPLE-1,Tapa,,3.50,Ración,,9.50');

    // The guide says what each column takes, the newer ones too.
    await dialog.getByText('What each column takes').click();
    await expect(dialog.getByRole('definition').filter({ hasText: 'traces of' })).toBeVisible();
    await expect(dialog.getByRole('term').filter({ hasText: 'size1_name_es' })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath(`import-guide-${width}.png`) });

    await choose(page, [HEADER, 'Croquetas,,,,9.50,gluten,true,A-1', ',Nameless,,,5,,true,A-2'].join('\n'));
    await expect(dialog.getByRole('status')).toContainText('1 to create, 0 to update, 0 unchanged, 1 problem');
    await expect(dialog.getByText(/Line 3, name_es/)).toBeVisible();
    await expect(dialog.getByRole('button', { name: /^Import/ })).toBeDisabled();

    await choose(
      page,
      [
        `${HEADER},size1_name_es,size1_price,size2_name_es,size2_price`,
        'Croquetas,Croquettes,,,9.50,gluten,true,A-1,,,,',
        'Bravas,,,,6,,true,A-2,Media,"3,50",Ración,6',
      ].join('\n'),
    );
    await expect(dialog.getByRole('status')).toContainText('2 to create, 0 to update');
    await expect(dialog.getByRole('cell', { name: 'Bravas' })).toBeVisible();
    // A product with sizes shows each with its own price.
    await expect(dialog.getByRole('cell', { name: /Media.*3\.50.*Ración.*6\.00/ })).toBeVisible();
    await dialog.getByRole('table').scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath(`import-preview-${width}.png`), fullPage: true });
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);

    await dialog.getByRole('button', { name: 'Import 2 products' }).click();
    await expect(page.getByText('Imported: 2 created, 0 updated')).toBeVisible();
    await expect(page.getByRole('cell', { name: 'Croquetas', exact: true })).toBeVisible();

    await page.getByRole('button', { name: 'Import / export' }).click();
    const exported = page.waitForEvent('download');
    await page.getByRole('dialog').getByRole('button', { name: 'Products (CSV)' }).click();
    const file = readFileSync((await (await exported).path()) as string, 'utf8');
    expect(file).toContain('Croquetas,Croquettes,,,9.50,gluten,,false,,0,true,A-1');
    expect(file).toContain('Bravas,,,,6.00,,,false,,0,true,A-2,Media,,3.50,Ración,,6.00');
  });
}

/** A file as Excel in Spanish saves it ("CSV UTF-8"): a BOM, semicolons, decimal commas, no external_id. */
const EXCEL_ES = '\uFEFFname_es;price;allergens\r\nPan con tomate;3,20;frutos de cáscara|nuts\r\nAgua;1,50;\r\n';
const choose2 = (page: Page, label: string, name: string, bytes: Buffer) =>
  page.getByLabel(label).setInputFiles({ name, mimeType: 'text/csv', buffer: bytes });

test('reads what a person writes and says what is wrong with it, in Excel’s Spanish format too, at 360 px', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 800 });
  const dialog = await openDialog(page);

  // The template in Excel's Spanish format: semicolons and decimal commas.
  await dialog.getByLabel('CSV format (exports and template)').selectOption('excel-es');
  const template = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Download the template' }).click();
  const saved = readFileSync((await (await template).path()) as string, 'utf8');
  expect(saved.split('\r\n')[0]).toBe(`\uFEFF${FULL_HEADER.replaceAll(',', ';')}`);
  expect(saved).toContain(';EXAMPLE-1;Tapa;;3,50;Ración;;9,50;');

  // Just a name and a price, separated by semicolons, allergens as a person names them: two new products.
  await choose(page, EXCEL_ES);
  await expect(dialog.getByRole('status')).toContainText('2 to create, 0 to update, 0 unchanged, 0 problems');
  await expect(dialog.getByRole('cell', { name: 'Pan con tomate' })).toBeVisible();

  // Saved by Excel as plain "CSV" (Windows-1252): refused at the line of its first accent, and how to save it said.
  await choose2(page, 'CSV file', 'latin1.csv', Buffer.from('name_es;price\r\nPan;3\r\nCafé;1,20\r\n', 'latin1'));
  await expect(dialog.getByRole('alert')).toHaveText(
    'The file is not UTF-8 text (line 3). In Excel, use Save As with the type “CSV UTF-8 (Comma delimited)”.',
  );
  // Once, in the dialog: no second copy of it in the snackbar.
  await expect(page.getByText('The file is not UTF-8 text (line 3)', { exact: false })).toHaveCount(1);
  // Unreadable CSV names its line too (the text's {{line}} filled).
  await choose(page, 'name_es,price\nPan,3\n"Vino,2\n');
  await expect(dialog.getByRole('alert')).toHaveText('The file cannot be read as CSV (line 3)');

  // Words it cannot read are named, with the ones it can; a missing column is said to be one.
  await choose(page, 'name_es;price;allergens;diets\r\nPaella;12;marisco|arroz;keto\r\n');
  await expect(
    dialog.getByText(
      /^Line 2, allergens: “marisco, arroz” is not understood\. Allergens are written as: Celery, Crustaceans, Dairy products, /,
    ),
  ).toBeVisible();
  await expect(
    dialog.getByText(
      'Line 2, diets: “keto” is not understood. Diets are written as: Vegetarian, Vegan, Halal, Contains alcohol',
    ),
  ).toBeVisible();
  await choose(page, 'price\n3\n');
  await expect(
    dialog.getByText("Line 1, name_es: This column is missing (the file's first line names its columns)"),
  ).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('import-problems-360.png'), fullPage: true });
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
  ).toBeLessThanOrEqual(0);

  await choose(page, EXCEL_ES);
  await dialog.getByRole('button', { name: 'Import 2 products' }).click();
  await expect(page.getByText('Imported: 2 created, 0 updated')).toBeVisible();

  // Exported in Excel's Spanish format, a text a spreadsheet would run guarded with a ', and read back unchanged.
  const restaurantId = page.url().split('/restaurant/')[1].split('/')[0];
  await api(page, 'POST', `/restaurants/${restaurantId}/products`, { name: { es: '=1+1' }, price: 100 });
  await page.getByRole('button', { name: 'Import / export' }).click();
  const again = page.getByRole('dialog', { name: 'Import and export' });
  await again.getByLabel('CSV format (exports and template)').selectOption('excel-es');
  const exported = page.waitForEvent('download');
  await again.getByRole('button', { name: 'Products (CSV)' }).click();
  const file = readFileSync((await (await exported).path()) as string);
  const text = file.toString('utf8');
  expect(text).toMatch(/\r\nPan con tomate;;;;3,20;peelFruits;;false;;0;true;[0-9a-f-]{36};/);
  expect(text).toMatch(/\r\n'=1\+1;;;;1,00;/);
  await choose2(page, 'CSV file', 'products.csv', file);
  // (The snackbar saying the last import's counts is a status too.)
  await expect(again.getByText('products.csv: 0 to create, 3 to update, 0 unchanged, 0 problems')).toBeVisible();
  await expect(again.getByRole('cell', { name: /^=1\+1/ })).toBeVisible();
});

/** The dialog with its format choice and a file's problems, photographed in both languages and both themes. */
for (const lang of ['es', 'en'] as const) {
  for (const theme of ['light', 'dark'] as const) {
    test(`the import's problems and the format choice, ${lang}, ${theme}: screenshots at 360 and 1280 px`, async ({
      page,
    }, testInfo) => {
      await page.setViewportSize({ width: 360, height: 800 });
      await signUp(page, uniqueEmail());
      const restaurant = await api<{ _id: string }>(page, 'POST', '/restaurants', RESTAURANT);
      await page.evaluate(
        ([locale, dark]) => {
          localStorage.setItem('locale', locale);
          localStorage.setItem('dark', dark);
        },
        [lang, String(theme === 'dark')],
      );
      await page.goto(`/app/restaurant/${restaurant._id}/items`);
      const es = lang === 'es';
      await page.getByRole('button', { name: es ? 'Importar / exportar' : 'Import / export' }).click();
      const dialog = page.getByRole('dialog', { name: es ? 'Importar y exportar' : 'Import and export' });
      await dialog.getByRole('combobox').selectOption('excel-es');
      await choose2(
        page,
        es ? 'Archivo CSV' : 'CSV file',
        'carta.csv',
        Buffer.from(
          '\uFEFFname_es;price;allergens\r\nPaella;12;marisco\r\nCroquetas;9,50;Leche|gluten\r\nTortilla;8;huevos\r\n',
        ),
      );
      await expect(dialog.getByRole('status')).toBeVisible();
      for (const width of [360, 1280]) {
        await page.setViewportSize({ width, height: 800 });
        await dialog.getByRole('combobox').scrollIntoViewIfNeeded();
        await page.screenshot({ path: testInfo.outputPath(`import-top-${lang}-${theme}-${width}.png`) });
        await dialog.getByRole('status').scrollIntoViewIfNeeded();
        await page.screenshot({ path: testInfo.outputPath(`import-${lang}-${theme}-${width}.png`) });
        expect(
          await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
        ).toBeLessThanOrEqual(0);
      }
    });
  }
}

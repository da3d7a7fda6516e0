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
    await expect(dialog.getByRole('status')).toContainText('1 to create, 0 to update, 0 unchanged, 1 problems');
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

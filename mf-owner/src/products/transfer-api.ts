import { CSV_CONTENT_TYPE, TRANSFER_ROUTES, type CsvDialect, type ImportPreview } from '@carta/contracts';
import { http } from '@carta/web-core';

export type ExportFile = 'productsCsv' | 'productsJson' | 'menusCsv' | 'menusJson' | 'importTemplate';

const FILE_NAMES: Record<ExportFile, string> = {
  productsCsv: 'products.csv',
  productsJson: 'products.json',
  menusCsv: 'menus.csv',
  menusJson: 'menus.json',
  importTemplate: 'products-template.csv',
};

/**
 * Fetched with the session's token (a plain link would carry none), then saved as the browser saves a download; a CSV
 * in `dialect`.
 */
export async function download(restaurantId: string, file: ExportFile, dialect: CsvDialect): Promise<void> {
  const { data } = await http.get<Blob>(TRANSFER_ROUTES[file](restaurantId, dialect), {
    responseType: 'blob',
    showLoading: true,
  });
  const url = URL.createObjectURL(data);
  const link = document.createElement('a');
  link.href = url;
  link.download = FILE_NAMES[file];
  link.click();
  URL.revokeObjectURL(url);
}

/** The file goes as its bytes: the service reads them as UTF-8 and names the line of any that are not. */
const asCsv = { headers: { 'Content-Type': CSV_CONTENT_TYPE }, showLoading: true };

/** What importing the file would do; writes nothing. Its refusal is the screen's to show. */
export async function previewImport(restaurantId: string, csv: Blob): Promise<ImportPreview> {
  const { data } = await http.post<ImportPreview>(TRANSFER_ROUTES.importPreview(restaurantId), csv, {
    ...asCsv,
    silent: true,
  });
  return data;
}

/** Writes every row of the file, or none (a row's problem is the answer). */
export async function importProducts(restaurantId: string, csv: Blob): Promise<ImportPreview> {
  const { data } = await http.post<ImportPreview>(TRANSFER_ROUTES.importProducts(restaurantId), csv, asCsv);
  return data;
}

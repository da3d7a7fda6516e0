/** Saves a blob under `fileName`; the object URL lives a moment so the browser can start the download. */
export function download(blob: Blob, fileName: string): void {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 1000);
}

/**
 * The name a Content-Disposition gives its file: RFC 5987's `filename*` (UTF-8, accents and all) when it has one, else
 * its ASCII `filename`, else `fallback`.
 */
export function fileNameOf(contentDisposition: string | null | undefined, fallback: string): string {
  const header = contentDisposition ?? '';
  const encoded = /filename\*=UTF-8''([^;\s]+)/i.exec(header)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded);
    } catch {
      // A malformed escape: the ASCII name below.
    }
  }
  return /filename="([^"]+)"/i.exec(header)?.[1] ?? fallback;
}

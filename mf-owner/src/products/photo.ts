import { MAX_IMAGE_BYTES, PRODUCT_PHOTO_ASPECT, type ErrorCode } from '@carta/contracts';

export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'];
/** The server keeps photos at most 1000 px wide: a bigger crop would only cost upload time. */
const MAX_WIDTH = 1000;
const QUALITY = 0.9;

/** A part of the picked photo, in its own pixels. */
export interface PhotoArea {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface OpenedPhoto {
  /** An object URL of the picked file: revoke it when done. */
  url: string;
  width: number;
  height: number;
}

/**
 * Opens a picked file as a photo, or says why not. Its name and declared type are not trusted: a file the browser
 * cannot decode (a text file named .png) is refused here, before anything is saved.
 */
export async function openPhoto(file: File): Promise<OpenedPhoto | ErrorCode> {
  if (!PHOTO_TYPES.includes(file.type)) return 'IMAGE_NOT_SUPPORTED';
  if (file.size > MAX_IMAGE_BYTES) return 'IMAGE_TOO_LARGE';
  const url = URL.createObjectURL(file);
  const image = new Image();
  image.src = url;
  try {
    await image.decode();
  } catch {
    URL.revokeObjectURL(url);
    return 'IMAGE_NOT_SUPPORTED';
  }
  if (!image.naturalWidth || !image.naturalHeight) {
    URL.revokeObjectURL(url);
    return 'IMAGE_NOT_SUPPORTED';
  }
  return { url, width: image.naturalWidth, height: image.naturalHeight };
}

/** The largest centred area of the photo in the product photo's shape: the crop before the owner moves it. */
export function centredArea({ width, height }: { width: number; height: number }): PhotoArea {
  const cropWidth = Math.min(width, height * PRODUCT_PHOTO_ASPECT);
  const cropHeight = cropWidth / PRODUCT_PHOTO_ASPECT;
  return { x: (width - cropWidth) / 2, y: (height - cropHeight) / 2, width: cropWidth, height: cropHeight };
}

/** The chosen area as a JPEG of at most MAX_WIDTH pixels across: what is uploaded. */
export async function croppedPhoto(photo: OpenedPhoto, area: PhotoArea): Promise<Blob> {
  const image = new Image();
  image.src = photo.url;
  await image.decode();
  const width = Math.round(Math.min(area.width, MAX_WIDTH));
  const height = Math.round(width / PRODUCT_PHOTO_ASPECT);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no 2d canvas');
  context.drawImage(image, area.x, area.y, area.width, area.height, 0, 0, width, height);
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('not encoded'))), 'image/jpeg', QUALITY),
  );
}

import type { FastifyRequest } from 'fastify';
import { ImagesException } from './images.exception';

/** Multipart's error code when a file passes the size limit. */
const FILE_TOO_LARGE = 'FST_REQ_FILE_TOO_LARGE';

/** The bytes of the multipart field `image` (at most MAX_IMAGE_BYTES, else IMAGE_TOO_LARGE); missing is IS_EMPTY. */
export async function readImageUpload(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw new ImagesException('IS_EMPTY');
  const file = await request.file();
  if (!file || file.fieldname !== 'image') {
    file?.file.resume();
    throw new ImagesException('IS_EMPTY');
  }
  try {
    return await file.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === FILE_TOO_LARGE) throw new ImagesException('IMAGE_TOO_LARGE');
    throw error;
  }
}

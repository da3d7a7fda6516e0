import { applyDecorators } from '@nestjs/common';
import { ApiBody, ApiConsumes } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { AppException } from '@carta/nest-core';

/** Multipart's error code when a file passes the size limit. */
const FILE_TOO_LARGE = 'FST_REQ_FILE_TOO_LARGE';

/**
 * An upload not read yet: the service checks who may write first, so a refused caller's body is never buffered.
 */
export type ImageUpload = () => Promise<Buffer>;

/** The upload of `request`, read when called. */
export const imageUploadOf =
  (request: FastifyRequest): ImageUpload =>
  () =>
    readImageUpload(request);

/** The bytes of the multipart field `image` (at most MAX_IMAGE_BYTES, else IMAGE_TOO_LARGE); missing is IS_EMPTY. */
export async function readImageUpload(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw new AppException('IS_EMPTY');
  const file = await request.file();
  if (!file || file.fieldname !== 'image') {
    file?.file.resume();
    throw new AppException('IS_EMPTY');
  }
  try {
    return await file.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === FILE_TOO_LARGE) throw new AppException('IMAGE_TOO_LARGE');
    throw error;
  }
}

/** Describes a route that reads `readImageUpload` for the API document (its body is no DTO). */
export const ApiImageUpload = () =>
  applyDecorators(
    ApiConsumes('multipart/form-data'),
    ApiBody({
      schema: { type: 'object', required: ['image'], properties: { image: { type: 'string', format: 'binary' } } },
    }),
  );

import { Controller, Get, Param, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { RESTAURANT_ROUTES } from '@carta/contracts';
import { Public, AppException } from '@carta/nest-core';
import { ImagesRepository } from './images.repository';

const FILE = /^([0-9a-f]{32})\.webp$/;

@Controller()
export class ImagesController {
  constructor(private readonly images: ImagesRepository) {}

  /** Guests load these: public, and immutable because a file name is the hash of its bytes. */
  @Public()
  @Get(RESTAURANT_ROUTES.image(':file'))
  async get(@Param('file') file: string, @Res({ passthrough: true }) reply: FastifyReply): Promise<Buffer> {
    const id = FILE.exec(file)?.[1];
    const image = id ? await this.images.find(id) : null;
    if (!image) throw new AppException('NOT_FOUND');
    void reply
      .header('content-type', image.contentType)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff');
    return image.content;
  }
}

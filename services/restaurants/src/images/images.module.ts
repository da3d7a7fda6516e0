import { Module } from '@nestjs/common';
import { ImageCodec } from './image-codec';
import { ImagesController } from './images.controller';
import { ImagesRepository } from './images.repository';
import { MultipartRegistration } from './multipart';

@Module({
  controllers: [ImagesController],
  providers: [ImagesRepository, ImageCodec, MultipartRegistration],
  exports: [ImagesRepository, ImageCodec],
})
export class ImagesModule {}

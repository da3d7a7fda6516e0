import { Module } from '@nestjs/common';
import { MailModule } from '@carta/nest-core';
import { UsersModule } from '../users/users.module';
import { ContactController } from './contact.controller';
import { ContactService } from './contact.service';

/** The site's contact form (the footer's Contact page), mailed to the admins. */
@Module({
  imports: [UsersModule, MailModule],
  controllers: [ContactController],
  providers: [ContactService],
})
export class ContactModule {}

import { Body, Controller, Post } from '@nestjs/common';
import { AUTH_ROUTES, type SiteContactResponse } from '@carta/contracts';
import { Public, RateLimited } from '@carta/nest-core';
import { ContactService } from './contact.service';
import { SiteContactDto } from './dto/site-contact.dto';

@Controller()
export class ContactController {
  constructor(private readonly contact: ContactService) {}

  // Anyone may write (a restaurant thinking of joining has no account); each message mails every admin, so it is
  // limited per address like the other public calls.
  @Public()
  @RateLimited()
  @Post(AUTH_ROUTES.contact)
  send(@Body() body: SiteContactDto): Promise<SiteContactResponse> {
    return this.contact.send(body);
  }
}

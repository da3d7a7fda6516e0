import { Inject, Injectable, Logger } from '@nestjs/common';
import type { OutgoingMail, Queryable } from '@carta/nest-core';
import { MAIL_LINKS_CONFIG, subdomainUrl, webUrl, type MailLinksConfig } from './mail-links';
import { contactMail, subdomainMail, type SubdomainOutcome } from './templates';
import { UserDirectoryRepository } from './user-directory.repository';

interface RestaurantRef {
  id: string;
  name: string;
}

/**
 * The restaurants' mails: what each change says, to whom, in their language. The change's transaction (`db`) reads
 * the recipients and queues the mails (MailOutbox.withMails), so they go out exactly when the change commits.
 */
@Injectable()
export class RestaurantMailsService {
  private readonly logger = new Logger('RestaurantMails');

  constructor(
    @Inject(MAIL_LINKS_CONFIG) private readonly links: MailLinksConfig,
    private readonly directory: UserDirectoryRepository,
  ) {}

  /** Every admin, in their own language. */
  async contactReceived(
    db: Queryable,
    restaurant: RestaurantRef,
    message: { name: string; message: string },
  ): Promise<OutgoingMail[]> {
    const admins = await this.directory.admins(db);
    if (!admins.length) this.logger.warn({ msg: 'contact message stored, but there is no admin to mail' });
    const adminLink = webUrl(this.links.publicUrl, 'restaurantsSubDomains');
    return admins.map((admin) => ({
      to: admin.email,
      ...contactMail(admin.locale, {
        restaurant: restaurant.name,
        sender: message.name,
        message: message.message,
        adminLink,
      }),
    }));
  }

  /** The owner, in their language, whatever the decision (with the admin's reason when it is a no). */
  async subdomainDecided(
    db: Queryable,
    restaurant: RestaurantRef & { ownerId: string; subDomain: string },
    outcome: SubdomainOutcome,
  ): Promise<OutgoingMail[]> {
    const owner = await this.directory.find(db, restaurant.ownerId);
    if (!owner) {
      this.logger.warn({ msg: 'subdomain decided, but the owner is gone', restaurantId: restaurant.id });
      return [];
    }
    const link =
      outcome.kind === 'accepted'
        ? subdomainUrl(restaurant.subDomain, this.links)
        : webUrl(this.links.publicUrl, 'restaurantView', { id: restaurant.id });
    return [
      {
        to: owner.email,
        ...subdomainMail(outcome, owner.locale, { restaurant: restaurant.name, subDomain: restaurant.subDomain, link }),
      },
    ];
  }
}

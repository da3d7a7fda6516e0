import { Inject, Injectable, Logger } from '@nestjs/common';
import { MailRepository } from '@carta/nest-core';
import { MAIL_LINKS_CONFIG, subdomainUrl, webUrl, type MailLinksConfig } from './mail-links';
import { contactMail, subdomainMail, type SubdomainOutcome } from './templates';
import { UserDirectoryRepository } from './user-directory.repository';

interface RestaurantRef {
  id: string;
  name: string;
}

/**
 * The restaurants' mails. Each call returns at once to the request that caused it, which never fails for a mail:
 * delivery happens in the background with retries (MailRepository.sendLater); anything that goes wrong is logged.
 * The returned promise settles once every mail is delivered or given up (tests wait on it; requests do not).
 */
@Injectable()
export class RestaurantMailsService {
  private readonly logger = new Logger('RestaurantMails');

  constructor(
    @Inject(MAIL_LINKS_CONFIG) private readonly links: MailLinksConfig,
    private readonly directory: UserDirectoryRepository,
    private readonly mail: MailRepository,
  ) {}

  /** Every admin, in their own language. */
  contactReceived(restaurant: RestaurantRef, message: { name: string; message: string }): Promise<void> {
    return this.safely('contact', restaurant, async () => {
      const admins = await this.directory.admins();
      if (!admins.length) this.logger.warn({ msg: 'contact message stored, but there is no admin to mail' });
      const adminLink = webUrl(this.links.publicUrl, 'restaurantsSubDomains');
      await Promise.all(
        admins.map((admin) =>
          this.mail.sendLater({
            to: admin.email,
            ...contactMail(admin.locale, {
              restaurant: restaurant.name,
              sender: message.name,
              message: message.message,
              adminLink,
            }),
          }),
        ),
      );
    });
  }

  /** The owner, in their language, whatever the decision (with the admin's reason when it is a no). */
  subdomainDecided(
    restaurant: RestaurantRef & { ownerId: string; subDomain: string },
    outcome: SubdomainOutcome,
  ): Promise<void> {
    return this.safely(`subdomain ${outcome.kind}`, restaurant, async () => {
      const owner = await this.directory.find(restaurant.ownerId);
      if (!owner) {
        this.logger.warn({ msg: 'subdomain decided, but the owner is gone', restaurantId: restaurant.id });
        return;
      }
      const link =
        outcome.kind === 'accepted'
          ? subdomainUrl(restaurant.subDomain, this.links)
          : webUrl(this.links.publicUrl, 'restaurantView', { id: restaurant.id });
      await this.mail.sendLater({
        to: owner.email,
        ...subdomainMail(outcome, owner.locale, {
          restaurant: restaurant.name,
          subDomain: restaurant.subDomain,
          link,
        }),
      });
    });
  }

  private async safely(what: string, restaurant: RestaurantRef, send: () => Promise<void>): Promise<void> {
    try {
      await send();
    } catch (error) {
      this.logger.error({
        msg: `${what} mail not sent`,
        restaurantId: restaurant.id,
        err: error instanceof Error ? error.message : String(error),
      });
    }
  }
}

import { Injectable } from '@nestjs/common';
import type { ContactMessageInput } from '@carta/contracts';
import type { Queryable } from '@carta/nest-core';

export interface ContactMessageRow {
  id: string;
  restaurantId: string;
  name: string;
  message: string;
  createdAt: Date;
}

/** Stored in the transaction (`db`) that queues the admins' mails. */
@Injectable()
export class ContactMessagesRepository {
  async insert(
    db: Queryable,
    restaurantId: string,
    senderId: string,
    input: ContactMessageInput,
  ): Promise<ContactMessageRow> {
    const { rows } = await db.query<ContactMessageRow>(
      `INSERT INTO contact_messages (restaurant_id, sender_id, name, message) VALUES ($1, $2, $3, $4)
       RETURNING id, restaurant_id AS "restaurantId", name, message, created_at AS "createdAt"`,
      [restaurantId, senderId, input.name, input.message],
    );
    return rows[0];
  }
}

import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import type { ContactMessageInput } from '@carta/contracts';
import { PG_POOL } from '@carta/nest-core';

export interface ContactMessageRow {
  id: string;
  restaurantId: string;
  name: string;
  message: string;
  createdAt: Date;
}

@Injectable()
export class ContactMessagesRepository {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  async insert(restaurantId: string, senderId: string, input: ContactMessageInput): Promise<ContactMessageRow> {
    const { rows } = await this.pool.query<ContactMessageRow>(
      `INSERT INTO contact_messages (restaurant_id, sender_id, name, message) VALUES ($1, $2, $3, $4)
       RETURNING id, restaurant_id AS "restaurantId", name, message, created_at AS "createdAt"`,
      [restaurantId, senderId, input.name, input.message],
    );
    return rows[0];
  }
}

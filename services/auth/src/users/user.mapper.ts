import type { Profile, User } from '@carta/contracts';
import type { UserRow } from './user.row';

export function toUser(row: UserRow): User {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    verified: row.verified,
    city: row.city,
    country: row.country,
    phone: row.phone,
    urlAvatar: row.urlAvatar,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toProfile(row: UserRow): Profile {
  return {
    verified: row.verified,
    name: row.name,
    email: row.email,
    phone: row.phone,
    city: row.city,
    country: row.country,
    urlAvatar: row.urlAvatar,
  };
}

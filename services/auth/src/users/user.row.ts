import type { Role } from '@carta/contracts';

export type Locale = 'es' | 'en';

/** A users row as the repository returns it: never leaves the service (see user.mapper.ts). */
export interface UserRow {
  id: string;
  name: string;
  email: string;
  passwordHash: string;
  role: Role;
  verified: boolean;
  phone: string;
  city: string;
  country: string;
  urlAvatar: string;
  locale: Locale;
  failedLogins: number;
  blockedUntil: Date | null;
}

export interface NewUser {
  name: string;
  email: string;
  passwordHash: string;
  locale: Locale;
}

export type ProfileChanges = Partial<Pick<UserRow, 'name' | 'email' | 'phone' | 'city' | 'country' | 'urlAvatar'>>;

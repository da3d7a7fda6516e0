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
  createdAt: Date;
  updatedAt: Date;
}

/** A sign-up or an admin's new user: what is left out takes the table's default. */
export type NewUser = Pick<UserRow, 'name' | 'email' | 'passwordHash'> &
  Partial<Pick<UserRow, 'locale' | 'role' | 'phone' | 'city' | 'country'>>;

/** The fields a user (profile) or an admin may change; absent ones are left as they are. */
export type UserChanges = Partial<
  Pick<UserRow, 'name' | 'email' | 'role' | 'phone' | 'city' | 'country' | 'urlAvatar'>
>;

/** What an admin's guarded write did: the row after it, or why nothing changed. */
export type GuardedWrite = UserRow | 'missing' | 'lastAdmin';

/** What creating the first admin did (UsersRepository.createFirstAdmin). */
export type FirstAdmin = 'created' | 'adminExists' | 'emailTaken';

/** The user as the login checked them: a session opens only if the row is still that. */
export type CheckedUser = Pick<UserRow, 'id' | 'email' | 'role' | 'passwordHash'>;

/** A session that stands, with its user's role now. */
export interface LiveSession {
  id: string;
  userId: string;
  role: Role;
  expiresAt: Date;
}

// In-memory stand-ins for auth's repositories, with their contracts, for the services' unit tests.
import { AppException, type ClockRepository } from '@carta/nest-core';
import type { AccountMailsService } from '../src/links/account-mails.service';
import type { MailKind } from '../src/mail/templates';
import { MAX_LIVE_RESETS, type LinksRepository } from '../src/links/links.repository';
import { LockoutService } from '../src/lockout/lockout.service';
import type { OneTimeIdRepository } from '../src/security/one-time-id.repository';
import type { PasswordRepository } from '../src/security/password.repository';
import type { TokenClaims } from '@carta/contracts';
import type { CheckedUser } from '../src/users/user.row';
import type { SessionsService } from '../src/sessions/sessions.service';
import type { FirstAdmin, GuardedWrite, NewUser, UserChanges, UserRow } from '../src/users/user.row';
import type { PasswordChange, UsersRepository, WriteOptions } from '../src/users/users.repository';

/** The repository's public methods: what a fake must answer like the real one. */
type Contract<T> = Pick<T, keyof T>;

interface Link {
  kind: 'verify' | 'reset';
  userId: string;
  expiresAt: Date;
  used: boolean;
  /** verify: the address an e-mail change confirms; reset: the address a restore link gives back. */
  email?: string;
}

export class InMemoryUsers implements Contract<UsersRepository> {
  readonly rows = new Map<string, UserRow>();
  /** One-time links by their hash (hex); InMemoryLinks writes them. */
  readonly links = new Map<string, Link>();
  /** Sessions by id; InMemorySessions opens them, the writes end them. */
  readonly sessions = new Map<string, { userId: string; endedAt: Date | null }>();
  private nextId = 1;

  /** Opens a session of the user (as a login would) and returns its token's claims. */
  session(user: UserRow): TokenClaims {
    const sid = `session-of-${user.id}-${this.sessions.size + 1}`;
    this.sessions.set(sid, { userId: user.id, endedAt: null });
    return { sub: user.id, sid, role: user.role, iat: 0, exp: 0 };
  }

  /** The ids of the user's sessions that stand. */
  liveSessions(userId: string): string[] {
    return [...this.sessions].filter(([, s]) => s.userId === userId && !s.endedAt).map(([id]) => id);
  }

  /** A stored row (changed in place by the writes): defaults of a verified user with password 'right'. */
  add(row: Partial<UserRow> & { email: string }): UserRow {
    const user: UserRow = {
      id: `id-${this.nextId++}`,
      name: 'N',
      passwordHash: 'hash:right',
      role: 'user',
      verified: true,
      phone: '',
      city: '',
      country: '',
      urlAvatar: '',
      locale: 'es',
      failedLogins: 0,
      blockedUntil: null,
      createdAt: new Date(0),
      updatedAt: new Date(0),
      ...row,
    };
    this.rows.set(user.id, user);
    return user;
  }

  async openSession(user: CheckedUser, _now: Date, expiresAt: Date) {
    const row = this.rows.get(user.id);
    if (row?.passwordHash !== user.passwordHash || row.role !== user.role || row.email !== user.email) return null;
    const id = `session-${this.sessions.size + 1}`;
    this.sessions.set(id, { userId: user.id, endedAt: null });
    return { id, userId: user.id, role: row.role, expiresAt };
  }
  async findLiveSession(sessionId: string, userId: string) {
    const row = this.rows.get(userId);
    if (!row || !this.liveSessions(userId).includes(sessionId)) return null;
    return { id: sessionId, userId, role: row.role, expiresAt: new Date(8.64e15) };
  }
  async findByEmail(email: string) {
    return [...this.rows.values()].find((row) => row.email === email) ?? null;
  }
  async findById(id: string) {
    return this.rows.get(id) ?? null;
  }
  async page() {
    const rows = [...this.rows.values()];
    return { rows, total: rows.length };
  }
  async create(user: NewUser) {
    this.refuseTaken(user.email);
    return this.add({ ...user, verified: false });
  }
  async update(id: string, changes: UserChanges, { unverify = false, endSessionsAt = null }: WriteOptions = {}) {
    const row = this.rows.get(id);
    if (!row) return null;
    this.refuseTaken(changes.email, id);
    for (const [field, value] of Object.entries(changes))
      if (value !== undefined) Object.assign(row, { [field]: value });
    if (unverify) row.verified = false;
    if (endSessionsAt) this.endSessions(id, endSessionsAt);
    return row;
  }
  async updateKeepingAnAdmin(id: string, changes: UserChanges, options: WriteOptions = {}): Promise<GuardedWrite> {
    const row = this.rows.get(id);
    if (!row) return 'missing';
    if (row.role === 'admin' && changes.role === 'user' && this.admins() <= 1) return 'lastAdmin';
    await this.update(id, changes, options);
    if (options.unverify) for (const [hash, link] of this.links) if (link.userId === id) this.links.delete(hash);
    return row;
  }
  async deleteKeepingAnAdmin(id: string): Promise<GuardedWrite> {
    const row = this.rows.get(id);
    if (!row) return 'missing';
    if (row.role === 'admin' && this.admins() <= 1) return 'lastAdmin';
    this.rows.delete(id);
    return row;
  }
  async takeStrike(who: { email: string } | { id: string }, maxStrikes: number, now: Date, blockUntil: Date) {
    const row = 'email' in who ? await this.findByEmail(who.email) : this.rows.get(who.id);
    if (!row || (row.blockedUntil && row.blockedUntil > now)) return null;
    const strikes = row.failedLogins + 1;
    Object.assign(
      row,
      strikes >= maxStrikes ? { failedLogins: 0, blockedUntil: blockUntil } : { failedLogins: strikes },
    );
    return { ...row };
  }
  async clearFailedLogins(id: string) {
    Object.assign(this.rows.get(id)!, { failedLogins: 0, blockedUntil: null });
  }
  async setPassword(id: string, passwordHash: string, { keepSession, at }: PasswordChange) {
    Object.assign(this.rows.get(id)!, { passwordHash, failedLogins: 0, blockedUntil: null });
    this.endSessions(id, at, keepSession);
  }
  async verifyByLink(idHash: Buffer, now: Date) {
    const link = this.liveLink('verify', idHash, now);
    if (!link) return null;
    const row = this.rows.get(link.userId)!;
    if (link.email) this.refuseTaken(link.email, row.id);
    for (const [hash, other] of this.links) {
      if (other.userId !== row.id) continue;
      const sentBefore = other.kind === 'verify' ? !other.email || link.email : !other.used && !other.email;
      if (other === link || (link.email && sentBefore) || (other.kind === 'verify' && !other.email))
        this.links.delete(hash);
    }
    Object.assign(row, { verified: true, email: link.email ?? row.email });
    if (link.email) this.endSessions(row.id, now);
    return row.email;
  }
  async resetPasswordByLink(idHash: Buffer, passwordHash: string, now: Date) {
    const link = this.liveLink('reset', idHash, now);
    if (!link) return false;
    for (const [hash, other] of this.links) {
      if (other.userId !== link.userId) continue;
      if (other.kind === 'reset' && (!other.email || link.email)) other.used = true;
      else if (link.email && other.email) this.links.delete(hash);
    }
    await this.setPassword(link.userId, passwordHash, { keepSession: null, at: now });
    Object.assign(this.rows.get(link.userId)!, {
      verified: true,
      email: link.email ?? this.rows.get(link.userId)!.email,
    });
    return true;
  }

  liveLink(kind: Link['kind'], idHash: Buffer, now: Date): Link | null {
    const link = this.links.get(idHash.toString('hex'));
    return link?.kind === kind && !link.used && link.expiresAt > now ? link : null;
  }

  async adminRecipients() {
    return [...this.rows.values()]
      .filter((row) => row.role === 'admin')
      .map(({ email, locale }) => ({ email, locale }))
      .sort((a, b) => a.email.localeCompare(b.email));
  }
  async hasAdmin() {
    return this.admins() > 0;
  }
  async createFirstAdmin(user: Pick<NewUser, 'name' | 'email' | 'passwordHash'>): Promise<FirstAdmin> {
    if (this.admins()) return 'adminExists';
    if (await this.findByEmail(user.email)) return 'emailTaken';
    this.add({ ...user, role: 'admin' });
    return 'created';
  }

  private endSessions(userId: string, at: Date, keep: string | null = null): void {
    for (const id of this.liveSessions(userId)) if (id !== keep) this.sessions.get(id)!.endedAt = at;
  }

  private admins(): number {
    return [...this.rows.values()].filter((row) => row.role === 'admin').length;
  }

  private refuseTaken(email: string | undefined, exceptId?: string): void {
    const owner = [...this.rows.values()].find((row) => row.email === email);
    if (owner && owner.id !== exceptId) throw new AppException('EMAIL_ALREADY_EXISTS');
  }
}

export class InMemoryLinks implements Contract<LinksRepository> {
  constructor(private readonly users: InMemoryUsers) {}

  async replaceVerification(_db: unknown, userId: string, idHash: Buffer, expiresAt: Date) {
    this.replace(userId, (link) => !link.email);
    this.users.links.set(idHash.toString('hex'), { kind: 'verify', userId, expiresAt, used: false });
  }
  async replaceEmailChange(_db: unknown, userId: string, idHash: Buffer, expiresAt: Date, email: string) {
    this.replace(userId, (link) => !!link.email);
    this.users.links.set(idHash.toString('hex'), { kind: 'verify', userId, expiresAt, used: false, email });
  }
  async createReset(_db: unknown, userId: string, idHash: Buffer, expiresAt: Date, now: Date) {
    const live = [...this.users.links.values()].filter(
      (link) => link.userId === userId && link.kind === 'reset' && !link.email && !link.used && link.expiresAt > now,
    );
    if (live.length >= MAX_LIVE_RESETS) return false;
    this.users.links.set(idHash.toString('hex'), { kind: 'reset', userId, expiresAt, used: false });
    return true;
  }
  async createRestore(_db: unknown, userId: string, idHash: Buffer, expiresAt: Date, email: string) {
    this.users.links.set(idHash.toString('hex'), { kind: 'reset', userId, expiresAt, used: false, email });
  }
  async findResetUser(idHash: Buffer, now: Date) {
    return this.users.liveLink('reset', idHash, now)?.userId ?? null;
  }

  private replace(userId: string, which: (link: Link) => boolean) {
    for (const [hash, link] of this.users.links)
      if (link.userId === userId && link.kind === 'verify' && which(link)) this.users.links.delete(hash);
  }
}

/** Hashes are `hash:<password>`, so a test reads them. */
export class FakePasswords implements Contract<PasswordRepository> {
  /** Every verification, a missing account's (null) included. */
  readonly verified: (string | null)[] = [];

  async hash(password: string) {
    return `hash:${password}`;
  }
  async verify(hash: string | null, password: string) {
    this.verified.push(hash);
    return hash === `hash:${password}`;
  }
}

/** Sessions kept in InMemoryUsers; a token is `token-for-<user id>`. */
export class InMemorySessions implements Contract<SessionsService> {
  constructor(private readonly users: InMemoryUsers) {}

  async open(user: CheckedUser) {
    const session = await this.users.openSession(user, new Date(0), new Date(8.64e15));
    return session && `token-for-${user.id}`;
  }
  async refresh(claims: TokenClaims) {
    if (!this.users.liveSessions(claims.sub).includes(claims.sid)) throw new AppException('UNAUTHORIZED');
    return `token-for-${claims.sub}`;
  }
  async end(claims: TokenClaims) {
    const session = this.users.sessions.get(claims.sid);
    if (session) session.endedAt ??= new Date(0);
  }
  publishedKeys() {
    return { keys: [] };
  }
}

/** Ids are `id-1`, `id-2`…; their hash is their bytes. */
export function fakeIds(): Contract<OneTimeIdRepository> {
  let next = 0;
  const hash = (id: string) => Buffer.from(id);
  return {
    hash,
    create: () => {
      const id = `link-${++next}`;
      return { id, hash: hash(id) };
    },
  };
}

/** A clock the test moves by assigning `now`. */
export class FakeClock implements Contract<ClockRepository> {
  constructor(public at: Date) {}
  now(): Date {
    return this.at;
  }
}

/** Records what would be mailed; `fail` makes every send reject. */
export class FakeMails implements Contract<AccountMailsService> {
  readonly sent: { kind: MailKind; to: string }[] = [];
  fail = false;

  async sendVerification(user: { email: string }, kind: 'verify' | 'welcome' | 'verifyAsked' = 'verify') {
    this.record(kind, user.email);
  }
  async sendReset(user: { email: string }) {
    this.record('reset', user.email);
  }
  async sendEmailChange(user: { email: string }, newEmail: string) {
    this.record('confirmEmail', newEmail);
    this.record('emailChanging', user.email);
  }
  private record(kind: FakeMails['sent'][number]['kind'], to: string) {
    if (this.fail) throw new Error('smtp down');
    this.sent.push({ kind, to });
  }
}

/** Every fake, and the same objects typed as the real classes (`real`) for a service's constructor. */
function inMemoryAuth(now: Date) {
  const users = new InMemoryUsers();
  const links = new InMemoryLinks(users);
  const mails = new FakeMails();
  const clock = new FakeClock(now);
  const ids = fakeIds();
  const sessions = new InMemorySessions(users);
  const passwords = new FakePasswords();
  const lockout = new LockoutService(
    users as unknown as UsersRepository,
    passwords as unknown as PasswordRepository,
    clock as unknown as ClockRepository,
  );
  return {
    users,
    passwords,
    links,
    mails,
    clock,
    ids,
    real: {
      users: users as unknown as UsersRepository,
      links: links as unknown as LinksRepository,
      mails: mails as unknown as AccountMailsService,
      clock: clock as unknown as ClockRepository,
      ids: ids as OneTimeIdRepository,
      passwords: passwords as unknown as PasswordRepository,
      sessions: sessions as unknown as SessionsService,
      lockout,
    },
  };
}

type AuthFakes = ReturnType<typeof inMemoryAuth>;

/** Fresh fakes and the service built on them before each test; the clock starts at 2026-05-01T10:00Z. */
export function withFakes<S>(build: (real: AuthFakes['real']) => S): Omit<AuthFakes, 'real'> & { service: S } {
  const current = {} as Omit<AuthFakes, 'real'> & { service: S };
  beforeEach(() => {
    const { real, ...fakes } = inMemoryAuth(new Date('2026-05-01T10:00:00Z'));
    Object.assign(current, fakes, { service: build(real) });
  });
  return current;
}

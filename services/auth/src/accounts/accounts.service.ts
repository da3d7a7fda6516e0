import { Injectable, Logger } from '@nestjs/common';
import type {
  AuthResponse,
  ForgotResponse,
  ResendValidationResponse,
  ForgotRequest,
  LoginRequest,
  RegisterRequest,
  ResetRequest,
  ResetResponse,
  TokenResponse,
  VerifyResponse,
} from '@carta/contracts';
import { AppException, ClockRepository } from '@carta/nest-core';
import { AccountMailsService } from '../links/account-mails.service';
import { LinksRepository } from '../links/links.repository';
import { LockoutService } from '../lockout/lockout.service';
import { OneTimeIdRepository } from '../security/one-time-id.repository';
import { PasswordRepository } from '../security/password.repository';
import { TokenRepository } from '../security/token.repository';
import { toUser } from '../users/user.mapper';
import type { Locale } from '../users/user.row';
import { UsersRepository } from '../users/users.repository';

@Injectable()
export class AccountsService {
  private readonly logger = new Logger('Accounts');

  constructor(
    private readonly users: UsersRepository,
    private readonly passwords: PasswordRepository,
    private readonly tokens: TokenRepository,
    private readonly clock: ClockRepository,
    private readonly links: LinksRepository,
    private readonly ids: OneTimeIdRepository,
    private readonly mails: AccountMailsService,
    private readonly lockout: LockoutService,
  ) {}

  async register(input: RegisterRequest, locale: Locale): Promise<AuthResponse> {
    if (await this.users.findByEmail(input.email)) throw new AppException('EMAIL_ALREADY_EXISTS');
    const passwordHash = await this.passwords.hash(input.password);
    const user = await this.users.create({ name: input.name, email: input.email, passwordHash, locale });
    await this.mailSafely(() => this.mails.sendVerification(user), 'verification');
    return { user: toUser(user), token: await this.tokens.sign(user) };
  }

  /** The password is checked under the lockout's rules (LockoutService). */
  async login(input: LoginRequest): Promise<AuthResponse> {
    const user = await this.lockout.checkPassword({ email: input.email }, input.password);
    return { user: toUser(user), token: await this.tokens.sign(user) };
  }

  /** A new token for a still-valid session, with the user's current role. */
  async refresh(userId: string): Promise<TokenResponse> {
    const user = await this.users.findById(userId);
    if (!user) throw new AppException('UNAUTHORIZED');
    return { token: await this.tokens.sign(user) };
  }

  async verify(id: string): Promise<VerifyResponse> {
    const email = await this.users.verifyByLink(this.ids.hash(id), this.clock.now());
    if (!email) throw new AppException('NOT_FOUND_OR_ALREADY_VERIFIED');
    return { email, verified: true };
  }

  async resendValidation(userId: string): Promise<ResendValidationResponse> {
    const user = await this.users.findById(userId);
    if (!user) throw new AppException('UNAUTHORIZED');
    if (user.verified) throw new AppException('NOT_FOUND_OR_ALREADY_VERIFIED');
    await this.mails.sendVerification(user);
    return { email: user.email };
  }

  /**
   * The same answer, at once, for every address: the account is looked up and mailed afterwards, so neither the
   * answer nor its timing tells whether it exists. Reset mails per account are capped in LinksRepository.
   */
  forgot(input: ForgotRequest): ForgotResponse {
    void this.mailSafely(async () => {
      const user = await this.users.findByEmail(input.email);
      if (user) await this.mails.sendReset(user);
    }, 'reset');
    return { msg: 'RESET_EMAIL_SENT', email: input.email };
  }

  async reset(input: ResetRequest): Promise<ResetResponse> {
    const hash = this.ids.hash(input.id);
    const now = this.clock.now();
    // Check before hashing: an unknown id should not cost an argon2 hash.
    if (!(await this.links.findResetUser(hash, now))) throw new AppException('NOT_FOUND_OR_ALREADY_USED');
    const passwordHash = await this.passwords.hash(input.password);
    if (!(await this.users.resetPasswordByLink(hash, passwordHash, now)))
      throw new AppException('NOT_FOUND_OR_ALREADY_USED');
    return { msg: 'PASSWORD_CHANGED' };
  }

  /** The account exists either way; a mail that fails is logged and can be sent again with resendvalidation. */
  private async mailSafely(send: () => Promise<void>, kind: string): Promise<void> {
    try {
      await send();
    } catch (error) {
      this.logger.error({ msg: `${kind} mail failed`, err: error });
    }
  }
}

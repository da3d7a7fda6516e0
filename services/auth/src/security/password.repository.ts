import { randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import argon2 from 'argon2';

// OWASP's recommended minimum for argon2id: 19 MiB, 2 iterations, 1 lane.
const OPTIONS = { type: argon2.argon2id, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

@Injectable()
export class PasswordRepository {
  /** A hash of nothing anyone knows, with today's options: an unknown account costs the same verification. */
  private readonly dummyHash = this.hash(randomBytes(16).toString('hex'));

  hash(password: string): Promise<string> {
    return argon2.hash(password, OPTIONS);
  }

  /** False for a wrong password; without a hash (no such account) the same work is done against a dummy one. */
  async verify(hash: string | null, password: string): Promise<boolean> {
    try {
      const matches = await argon2.verify(hash ?? (await this.dummyHash), password);
      return matches && hash !== null;
    } catch {
      return false;
    }
  }
}

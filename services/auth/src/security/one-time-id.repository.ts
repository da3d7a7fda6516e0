import { createHash, randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';

/** The id goes in the e-mailed link; only its hash is stored. */
export interface OneTimeId {
  id: string;
  hash: Buffer;
}

@Injectable()
export class OneTimeIdRepository {
  /** 256 random bits, URL-safe. */
  create(): OneTimeId {
    const id = randomBytes(32).toString('base64url');
    return { id, hash: this.hash(id) };
  }

  hash(id: string): Buffer {
    return createHash('sha256').update(id).digest();
  }
}

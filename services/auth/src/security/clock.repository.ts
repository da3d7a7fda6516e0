import { Injectable } from '@nestjs/common';

/** The time, behind a seam so rules (lockout windows, expiries) are testable. */
@Injectable()
export class ClockRepository {
  now(): Date {
    return new Date();
  }
}

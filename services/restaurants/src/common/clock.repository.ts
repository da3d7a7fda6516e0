import { Injectable } from '@nestjs/common';

/** The time, behind a provider so rules that depend on it (menu availability) are tested at any instant. */
@Injectable()
export class ClockRepository {
  now(): Date {
    return new Date();
  }
}

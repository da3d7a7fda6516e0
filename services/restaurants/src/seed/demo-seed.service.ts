import {
  Inject,
  Injectable,
  Logger,
  type BeforeApplicationShutdown,
  type OnApplicationBootstrap,
} from '@nestjs/common';
import { ENV, wantsDemoData, type CoreEnv } from '@carta/nest-core';
import { SeedsRepository } from './seeds.repository';

/** Services start together: auth may not have created the demo owner yet, so waiting seeds are retried a while. */
export const SEED_RETRY_MS = 1000;
export const SEED_ATTEMPTS = 180;

/**
 * The demo data is plain SQL seed migrations (so DEMO_MODE can replay them). They need auth's demo user; when
 * this service migrated first they did nothing, and this runs them again until they have produced their data.
 */
@Injectable()
export class DemoSeedService implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('Seeds');
  private timer: NodeJS.Timeout | undefined;
  private attempts = 0;
  private stopped = false;

  constructor(
    private readonly seeds: SeedsRepository,
    @Inject(ENV) private readonly env: Pick<CoreEnv, 'NODE_ENV' | 'DEMO_MODE'>,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    // Production without DEMO_MODE: no demo data (the migrator skipped the seeds too).
    if (wantsDemoData(this.env)) await this.attempt();
  }

  beforeApplicationShutdown(): void {
    this.stopped = true;
    clearTimeout(this.timer);
  }

  private async attempt(): Promise<void> {
    if (this.stopped) return;
    this.attempts += 1;
    let done = false;
    try {
      done = await this.seeds.runPending();
    } catch (error) {
      this.logger.error(error);
    }
    if (done || this.stopped) return;
    if (this.attempts >= SEED_ATTEMPTS) {
      this.logger.warn('demo data not seeded: auth_user_directory has no user@user.com');
      return;
    }
    this.timer = setTimeout(() => void this.attempt(), SEED_RETRY_MS);
    // Never keeps the process (or a test run) alive by itself.
    this.timer.unref();
  }
}

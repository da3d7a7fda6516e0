import { bootstrapService } from '@carta/nest-core';
import { AppModule } from './app.module';
import { loadMainHost } from './mail/mail-links';

void bootstrapService(AppModule, {
  name: 'restaurants',
  defaultPort: 3002,
  validateEnv: (env) => void loadMainHost(env),
  sendsMail: true,
});

import { bootstrapService } from '@carta/nest-core';
import { AppModule } from './app.module';
import { loadAuthConfig } from './config';

void bootstrapService(AppModule, {
  name: 'auth',
  defaultPort: 3001,
  validateEnv: (env) => void loadAuthConfig(env),
  sendsMail: true,
});

import './tracing';
import { bootstrapService } from '@carta/nest-core';
import { AppModule } from './app.module';

void bootstrapService(AppModule, { name: 'auth' });

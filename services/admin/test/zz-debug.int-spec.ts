import { AppModule } from '../src/app.module';
import { startServiceForTest, type ServiceUnderTest } from '../../../tools/jest/service-app';

describe('debug', () => {
  let svc: ServiceUnderTest;
  beforeAll(async () => {
    svc = await startServiceForTest(AppModule, { name: 'admin', env: { LOG_LEVEL: 'debug' } });
  });
  afterAll(() => svc.close());
  it('logs', async () => {
    const r = await svc.request('/cities?x=1', { headers: { 'x-request-id': 'req-9' } });
    const r2 = await svc.request('/nope');
    process.stdout.write(`STATUS ${r.status} ${r2.status}\n`);
    await new Promise((res) => setTimeout(res, 200));
  });
});

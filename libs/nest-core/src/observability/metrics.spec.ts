import { createServer, type AddressInfo } from 'node:net';
import { metricsRegistry, recordRequest, serveMetrics } from './metrics';

describe('the HTTP histogram', () => {
  it('exposes cumulative buckets, sum and count per route, method and status', async () => {
    for (const seconds of [0.0005, 0.003, 20]) recordRequest('/cities/:id', 'GET', 200, seconds);
    recordRequest('/cities/:id', 'GET', 404, 0.002);
    const lines = (await metricsRegistry.metrics()).split('\n');
    const series = (le: string, status = 200) =>
      lines.find((line) =>
        line.startsWith(
          `carta_http_request_duration_seconds_bucket{le="${le}",route="/cities/:id",method="GET",status_code="${status}"} `,
        ),
      );
    expect(lines).toContain('# TYPE carta_http_request_duration_seconds histogram');
    expect(series('0.001')).toMatch(/ 1$/);
    expect(series('0.0025')).toMatch(/ 1$/);
    expect(series('0.005')).toMatch(/ 2$/);
    expect(series('10')).toMatch(/ 2$/);
    expect(series('+Inf')).toMatch(/ 3$/);
    expect(series('0.0025', 404)).toMatch(/ 1$/);
    expect(lines).toContain(
      'carta_http_request_duration_seconds_count{route="/cities/:id",method="GET",status_code="200"} 3',
    );
    expect(lines).toContain(
      'carta_http_request_duration_seconds_sum{route="/cities/:id",method="GET",status_code="200"} 20.0035',
    );
  });
});

describe('the metrics listener', () => {
  const freePort = () =>
    new Promise<number>((resolve) => {
      const probe = createServer().listen(0, '127.0.0.1', () => {
        const { port } = probe.address() as AddressInfo;
        probe.close(() => resolve(port));
      });
    });

  it('answers GET /metrics and nothing else; none on port 0; a taken port is named', async () => {
    expect(await serveMetrics('svc', 0, '127.0.0.1')).toBeNull();
    const port = await freePort();
    const listener = (await serveMetrics('svc', port, '127.0.0.1'))!;
    try {
      const res = await fetch(`http://127.0.0.1:${port}/metrics`);
      expect(res.status).toBe(200);
      expect(await res.text()).toContain('# TYPE process_cpu_user_seconds_total counter');
      expect((await fetch(`http://127.0.0.1:${port}/`)).status).toBe(404);
      expect((await fetch(`http://127.0.0.1:${port}/metrics`, { method: 'POST' })).status).toBe(404);
      await expect(serveMetrics('svc', port, '127.0.0.1')).rejects.toThrow(
        `METRICS_PORT: port ${port} is already in use`,
      );
    } finally {
      await listener.close();
    }
  });
});

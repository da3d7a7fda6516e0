import { createServer, get, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { registerShortLinks } from '../src/short-links';
import type { Upstreams } from '../src/upstreams';

const PHONE =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36';

/** The gateway's /q/{code} before a stand-in for the restaurants service, which answers `status` and keeps what reached it. */
describe('gateway: a short link /q/{code}', () => {
  let gateway: FastifyInstance;
  let base: string;
  let service: Server;
  let status = 302;
  const received: IncomingHttpHeaders[] = [];

  beforeAll(async () => {
    service = createServer((req, res) => {
      received.push(req.headers);
      if (status === 302) res.setHeader('location', 'http://localhost:8080/app/guest/restaurant/r1');
      res.statusCode = status;
      res.end(status === 302 ? '' : JSON.stringify({ errors: { msg: 'TOO_MANY_REQUESTS' } }));
    });
    await new Promise<void>((resolve) => service.listen(0, '127.0.0.1', resolve));
    const serviceUrl = `http://127.0.0.1:${(service.address() as AddressInfo).port}`;
    gateway = Fastify();
    registerShortLinks(gateway, { pick: () => serviceUrl } as unknown as Upstreams);
    base = await gateway.listen({ port: 0, host: '127.0.0.1' });
  });

  afterAll(async () => {
    await gateway.close();
    await new Promise((resolve) => service.close(resolve));
  });

  /** A guest's call, from a client that sends only `headers` (fetch would add a user agent of its own). */
  const open = (headers: Record<string, string>) =>
    new Promise<{ status: number; body: string }>((resolve, reject) => {
      get(`${base}/q/abcdefgh`, { headers: { 'x-forwarded-for': '203.0.113.9', ...headers } }, (res) => {
        let body = '';
        res.on('data', (chunk) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      }).on('error', reject);
    });

  it("passes on the guest's user agent, and the address as the gateway saw it (never the client's word)", async () => {
    received.length = 0;
    expect((await open({ 'user-agent': PHONE })).status).toBe(302);
    expect((await open({})).status).toBe(302);
    expect(received.map((headers) => [headers['user-agent'], headers['x-forwarded-for']])).toEqual([
      [PHONE, '127.0.0.1'],
      ['', '127.0.0.1'],
    ]);
  });

  it("passes the service's 429 on as it is, not as a failure", async () => {
    status = 429;
    const res = await open({ 'user-agent': PHONE });
    expect({ status: res.status, body: JSON.parse(res.body) }).toEqual({
      status: 429,
      body: { errors: { msg: 'TOO_MANY_REQUESTS' } },
    });
  });
});

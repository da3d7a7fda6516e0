import { connect } from 'node:net';

/**
 * Fails loudly when no Redis answers at `url`: a test that needs Redis never skips, so a green run means the
 * cross-replica behaviour was checked.
 */
export async function requireRedis(url: string): Promise<void> {
  const { hostname, port } = new URL(url);
  const reachable = await new Promise<boolean>((resolve) => {
    const socket = connect(Number(port || 6379), hostname);
    const done = (up: boolean) => {
      socket.destroy();
      resolve(up);
    };
    socket.once('connect', () => done(true)).once('error', () => done(false));
    socket.setTimeout(3000, () => done(false));
  });
  if (!reachable) throw new Error(`this test needs Redis at ${url}: start one (redis-server) and run it again`);
}

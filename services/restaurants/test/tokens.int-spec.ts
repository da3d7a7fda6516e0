import { startServiceForTest, type ServiceUnderTest, type TestUser } from '../../../tools/jest/service-app';
import { forgedTokens, testKey } from '../../../tools/jest/tokens';
import { AppModule } from '../src/app.module';

const UNAUTHORIZED = { status: 401, body: { errors: { msg: 'UNAUTHORIZED' } } };

// A service other than auth: it checks tokens with the key set auth publishes (AUTH_URL, here the harness's stand-in)
// and their sessions through auth's view.
describe('restaurants: the tokens it accepts', () => {
  let svc: ServiceUnderTest;
  let owner: TestUser;
  const status = async (token: string) => (await svc.request('/restaurants', { token })).status;

  beforeAll(async () => {
    svc = await startServiceForTest(AppModule, { name: 'restaurants' });
    owner = await svc.createUser();
  });
  afterAll(() => svc.close());
  afterEach(() => jest.restoreAllMocks());

  it('refuses, with 401 UNAUTHORIZED, every forged or wrong token', async () => {
    expect(await status(owner.token)).toBe(200);
    for (const [kind, token] of Object.entries(await forgedTokens(svc.key, { sub: owner.id, sid: owner.sid }))) {
      expect({ kind, ...(await svc.request('/restaurants', { token })) }).toMatchObject({ kind, ...UNAUTHORIZED });
    }
  });

  it('refuses the tokens of a session that was ended (logout, password, role) or is past its lifetime', async () => {
    const loggedOut = await svc.createUser();
    const expired = await svc.createUser();
    await svc.db.query('UPDATE sessions SET ended_at = now() WHERE id = $1', [loggedOut.sid]);
    await svc.db.query(`UPDATE sessions SET expires_at = now() - interval '1 second' WHERE id = $1`, [expired.sid]);
    for (const user of [loggedOut, expired]) {
      expect(await svc.request('/restaurants', { token: user.token })).toMatchObject(UNAUTHORIZED);
    }
    // A valid signature over another user's session is refused too.
    const mixed = await svc.signToken({ sub: owner.id, sid: loggedOut.sid });
    expect(await svc.request('/restaurants', { token: mixed })).toMatchObject(UNAUTHORIZED);
    expect(await status(owner.token)).toBe(200);
  });

  it("follows auth's key rotation: cached, read again for an unknown kid at most every 30 s, and every 10 min", async () => {
    const start = Date.now();
    const clock = jest.spyOn(Date, 'now');
    const at = (ms: number) => clock.mockReturnValue(start + ms);
    at(0);
    expect(await status(owner.token)).toBe(200);
    const reads = svc.publishedKeys.reads;

    // Auth signs with a new key, and publishes it with the old one.
    const next = await testKey();
    svc.publishedKeys.keys = [next.jwk, svc.key.jwk];
    const nextToken = await svc.signToken(
      { sub: owner.id, sid: owner.sid },
      { key: next.privateKey, header: { kid: next.jwk.kid } },
    );
    // A flood of unknown kids within 30 s of the last read costs auth nothing.
    const stranger = await testKey();
    const strangers = await svc.signToken(
      { sub: owner.id, sid: owner.sid },
      { key: stranger.privateKey, header: { kid: stranger.jwk.kid } },
    );
    for (let i = 0; i < 10; i++) expect(await status(strangers)).toBe(401);
    expect(svc.publishedKeys.reads).toBe(reads);

    // After 30 s an unknown kid is looked up once: the new key's token is accepted, the old key's still is.
    at(31_000);
    expect(await status(nextToken)).toBe(200);
    expect(svc.publishedKeys.reads).toBe(reads + 1);
    expect(await status(owner.token)).toBe(200);
    expect(await status(strangers)).toBe(401);
    expect(svc.publishedKeys.reads).toBe(reads + 1);

    // The key set is read again after 10 minutes; while auth cannot answer, calls fail with 502, never 401 (a logout).
    svc.publishedKeys.failing = true;
    at(31_000 + 10 * 60_000 + 1);
    expect(await svc.request('/restaurants', { token: owner.token })).toMatchObject({
      status: 502,
      body: { errors: { msg: 'SERVER_TIMEOUT_CONNECTION_ERROR' } },
    });
    svc.publishedKeys.failing = false;
    svc.publishedKeys.keys = [svc.key.jwk];
    expect(await status(owner.token)).toBe(200);
  });
});

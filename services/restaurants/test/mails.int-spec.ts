import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { startMailCatcher, type CaughtMail, type MailCatcher } from '../../../tools/jest/mail-catcher';
import { startServiceForTest, type ServiceUnderTest, type TestUser } from '../../../tools/jest/service-app';
import { AppModule } from '../src/app.module';
import { createRestaurant, RESTAURANT } from './fixtures';

const PUBLIC_URL = 'https://carta.example';
const ADMIN_LINK = `${PUBLIC_URL}/app/admin/restaurantsSubDomains`;

/** What must never appear in a product mail. */
function expectNothingSecret(mail: CaughtMail, ...secrets: string[]) {
  for (const part of [mail.subject, mail.text, mail.html]) {
    for (const secret of [...secrets, 'not-a-hash', 'password', RESTAURANT.uuid]) expect(part).not.toContain(secret);
  }
}

async function admins(svc: ServiceUnderTest): Promise<string[]> {
  const { rows } = await svc.db.query<{ email: string }>("SELECT email FROM users WHERE role = 'admin' ORDER BY email");
  return rows.map((row) => row.email);
}

async function setLocale(svc: ServiceUnderTest, user: TestUser, locale: 'es' | 'en') {
  await svc.db.query('UPDATE users SET locale = $2 WHERE id = $1', [user.id, locale]);
}

describe('restaurants: mails over real SMTP', () => {
  let svc: ServiceUnderTest;
  let mail: MailCatcher;
  let owner: TestUser;
  let admin: TestUser;

  beforeAll(async () => {
    mail = await startMailCatcher();
    svc = await startServiceForTest(AppModule, {
      name: 'restaurants',
      env: { SMTP_URL: mail.smtpUrl, PUBLIC_URL, MAIN_HOST: 'carta.example' },
    });
    owner = await svc.createUser();
    admin = await svc.createUser({ role: 'admin' });
    await setLocale(svc, admin, 'en');
  });
  afterAll(async () => {
    await svc.close();
    await mail.close();
  });

  it('mails a contact message to every admin in their language, with the admin link', async () => {
    const restaurant = await createRestaurant(svc, owner.token, { name: 'Casa <Pepe>' });
    const res = await svc.request(`/restaurants/${restaurant._id}/contact`, {
      token: owner.token,
      body: { name: 'Ana & Co', message: 'Hola,\nquiero el subdominio casapepe.' },
    });
    expect(res.status).toBe(201);
    expect(await admins(svc)).toEqual(['admin@admin.com', admin.email].sort());

    const spanish = await mail.next('admin@admin.com');
    expect(spanish.subject).toBe('Nuevo mensaje sobre Casa <Pepe>');
    expect(spanish.text).toContain(
      'Ana & Co ha escrito a la administración de CARTA ONLINE sobre el restaurante «Casa <Pepe>»:',
    );
    expect(spanish.text).toContain('> Hola,\n> quiero el subdominio casapepe.');
    expect(spanish.text).toContain(`Abrir la administración: ${ADMIN_LINK}`);
    expect(spanish.html).toContain('lang="es"');
    expect(spanish.html).toContain('Casa &#60;Pepe&#62;');
    expect(spanish.html).toContain('Hola,<br>quiero el subdominio casapepe.');
    expect(spanish.html).toContain(`href="${ADMIN_LINK}"`);
    expect(spanish.html).toContain('#ffb632');

    const english = await mail.next(admin.email);
    expect(english.subject).toBe('New message about Casa <Pepe>');
    expect(english.text).toContain(
      'Ana & Co wrote to the CARTA ONLINE administrators about the restaurant “Casa <Pepe>”:',
    );
    expect(english.html).toContain('lang="en"');
    for (const sent of [spanish, english]) expectNothingSecret(sent, owner.token, owner.id, owner.email);
    expect(mail.mails.filter((sent) => sent.to.includes(owner.email))).toEqual([]);
  });

  describe('subdomain decisions', () => {
    const request = (id: string, subDomain: string) =>
      svc.request(`/restaurants/subdomainrequest/${id}`, { method: 'PATCH', token: owner.token, body: { subDomain } });
    const REASON = 'The name belongs to another business.\nAsk for one with your own name.';
    const decide = (id: string, decision: 'accept' | 'reject', reason = REASON) =>
      svc.request(`/restaurants/subdomain${decision}/${id}`, {
        method: 'PATCH',
        token: admin.token,
        body: decision === 'reject' ? { reason } : undefined,
      });

    it('mails the owner the guest URL when accepted, in Spanish', async () => {
      await setLocale(svc, owner, 'es');
      const restaurant = await createRestaurant(svc, owner.token);
      expect((await request(restaurant._id, 'CasaPepe')).status).toBe(200);
      expect((await decide(restaurant._id, 'accept')).status).toBe(200);
      const sent = await mail.next(owner.email);
      expect(sent.subject).toBe('Tu subdominio casapepe ya está activo');
      expect(sent.text).toContain('Hemos aceptado el subdominio «casapepe» de tu restaurante «Casa Pepe».');
      expect(sent.text).toContain('Abrir mi carta: https://casapepe.carta.example/app/');
      expect(sent.html).toContain('href="https://casapepe.carta.example/app/"');
      expect(sent.html).toContain('lang="es"');
      expectNothingSecret(sent, owner.token, admin.token, owner.id);
    });

    it("mails the owner the admin's reason when rejected, in English, with the way back to the restaurant", async () => {
      await setLocale(svc, owner, 'en');
      const restaurant = await createRestaurant(svc, owner.token, { name: 'Bar Uno' });
      expect((await request(restaurant._id, 'baruno')).status).toBe(200);
      expect((await decide(restaurant._id, 'reject')).status).toBe(200);
      const sent = await mail.next(owner.email);
      expect(sent.subject).toBe('Your subdomain baruno was not accepted');
      expect(sent.text).toContain('We could not accept the subdomain “baruno” for your restaurant “Bar Uno”.');
      expect(sent.text).toContain(
        'The reason:\n\n> The name belongs to another business.\n> Ask for one with your own name.',
      );
      expect(sent.html).toContain('The name belongs to another business.<br>Ask for one with your own name.');
      expect(sent.text).not.toContain('QR');
      expect(sent.text).toContain(`Go to my restaurant: ${PUBLIC_URL}/app/restaurant/${restaurant._id}`);
      expect(sent.html).toContain('lang="en"');
      expect(sent.html).toContain(`href="${PUBLIC_URL}/app/restaurant/${restaurant._id}"`);
      expectNothingSecret(sent, owner.token, admin.token, owner.id);
    });

    it("mails the owner a withdrawal in Spanish: printed QR codes stop working, and the admin's reason", async () => {
      await setLocale(svc, owner, 'es');
      const restaurant = await createRestaurant(svc, owner.token, { name: 'Casa <Lola>' });
      expect((await request(restaurant._id, 'casalola')).status).toBe(200);
      expect((await decide(restaurant._id, 'accept')).status).toBe(200);
      await mail.next(owner.email);
      const withdrawn = await decide(restaurant._id, 'reject', '  Suplanta a otro restaurante & <no> es tuyo  ');
      expect(withdrawn).toMatchObject({ status: 200, body: { subDomainState: 'withdrawn', subDomainEnabled: false } });
      const sent = await mail.next(owner.email);
      expect(sent.subject).toBe('Hemos retirado tu subdominio casalola');
      expect(sent.text).toContain('Hemos retirado el subdominio «casalola» de tu restaurante «Casa <Lola>».');
      expect(sent.text).toContain('Los códigos QR impresos y los enlaces con esta dirección ya no abren tu carta.');
      expect(sent.text).toContain('El motivo:\n\n> Suplanta a otro restaurante & <no> es tuyo\n\n');
      expect(sent.html).toContain('lang="es"');
      expect(sent.html).toContain('Suplanta a otro restaurante &#38; &#60;no&#62; es tuyo</blockquote>');
      expectNothingSecret(sent, owner.token, admin.token, owner.id);
    });

    it('mails nothing when the reason is refused', async () => {
      await setLocale(svc, owner, 'en');
      const restaurant = await createRestaurant(svc, owner.token);
      await request(restaurant._id, 'noreason');
      expect((await decide(restaurant._id, 'reject', '')).status).toBe(422);
      expect((await decide(restaurant._id, 'reject', 'x'.repeat(501))).status).toBe(422);
      await decide(restaurant._id, 'accept');
      expect((await mail.next(owner.email)).subject).toBe('Your subdomain noreason is live');
    });

    it('mails nothing when the decision is refused (subdomain held elsewhere)', async () => {
      await setLocale(svc, owner, 'en');
      const first = await createRestaurant(svc, owner.token);
      const second = await createRestaurant(svc, owner.token);
      await request(first._id, 'taken');
      await decide(first._id, 'reject');
      await mail.next(owner.email);
      await request(second._id, 'taken');
      await decide(second._id, 'accept');
      await mail.next(owner.email);
      expect((await decide(first._id, 'accept')).status).toBe(422);
      // The refused call made no mail; the next decision's mail is the next one to arrive.
      await request(first._id, 'other');
      await decide(first._id, 'reject');
      expect((await mail.next(owner.email)).subject).toBe('Your subdomain other was not accepted');
    });
  });
});

describe('restaurants: a mail that fails', () => {
  let svc: ServiceUnderTest;
  let smtp: SMTPServer;
  const refused = new Set<string>();
  const delivered: string[] = [];

  beforeAll(async () => {
    // Refuses each recipient's first delivery with a temporary error, accepts the retries.
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onRcptTo(address, _session, callback) {
        if (refused.has(address.address)) return callback();
        refused.add(address.address);
        callback(Object.assign(new Error('try again later'), { responseCode: 451 }));
      },
      onData(stream, session, callback) {
        stream.on('end', () => {
          delivered.push(...session.envelope.rcptTo.map((r) => r.address));
          callback();
        });
        stream.resume();
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const { port } = smtp.server.address() as AddressInfo;
    svc = await startServiceForTest(AppModule, { name: 'restaurants', env: { SMTP_URL: `smtp://127.0.0.1:${port}` } });
  });
  afterAll(async () => {
    await svc.close();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });

  it('keeps the message and answers 201; the mail is retried and delivered', async () => {
    const owner = await svc.createUser();
    const restaurant = await createRestaurant(svc, owner.token);
    const res = await svc.request(`/restaurants/${restaurant._id}/contact`, {
      token: owner.token,
      body: { name: 'Ana', message: 'Hola' },
    });
    expect(res.status).toBe(201);
    const { rows } = await svc.db.query('SELECT message FROM contact_messages WHERE restaurant_id = $1', [
      restaurant._id,
    ]);
    expect(rows).toEqual([{ message: 'Hola' }]);
    const expected = await admins(svc);
    // The first retry comes a second after the refusal.
    for (let waited = 0; delivered.length < expected.length && waited < 10_000; waited += 50)
      await new Promise((resolve) => setTimeout(resolve, 50));
    expect([...refused].sort()).toEqual(expected);
    expect([...delivered].sort()).toEqual(expected);
  });
});

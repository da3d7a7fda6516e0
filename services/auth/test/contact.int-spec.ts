import { MAX_LENGTH } from '@carta/contracts';
import { startMailCatcher, type MailCatcher } from '../../../tools/jest/mail-catcher';
import { startServiceForTest, type ServiceUnderTest } from '../../../tools/jest/service-app';
import { AppModule } from '../src/app.module';

const LIMIT_PER_MINUTE = 4;
const MESSAGE = {
  name: 'Lucía <Tasca>',
  email: 'lucia@example.com',
  message: 'Hola,\n¿puedo probar Carta en dos locales?',
};

describe('auth: the site contact form (POST /contact) over real SMTP', () => {
  let svc: ServiceUnderTest;
  let mail: MailCatcher;
  let client = 0;
  /** Each test writes from its own address, so only the rate-limit test meets the limit. */
  const send = (body: unknown, ip = `198.51.100.${++client}`) =>
    svc.request('/contact', { body, headers: { 'x-forwarded-for': ip } });

  beforeAll(async () => {
    mail = await startMailCatcher();
    svc = await startServiceForTest(AppModule, {
      name: 'auth',
      env: { SMTP_URL: mail.smtpUrl, AUTH_RATE_LIMIT_PER_MINUTE: String(LIMIT_PER_MINUTE) },
    });
  });
  afterAll(async () => {
    await svc.close();
    await mail.close();
  });

  it('mails every admin in their language, with no token, and never the owners', async () => {
    const english = await svc.createUser({ role: 'admin' });
    await svc.db.query(`UPDATE users SET locale = 'en' WHERE id = $1`, [english.id]);
    const owner = await svc.createUser();

    expect(await send(MESSAGE)).toMatchObject({ status: 201, body: { msg: 'CONTACT_MESSAGE_SENT' } });

    const spanish = await mail.next('admin@admin.com');
    expect(spanish.subject).toBe('Mensaje de Lucía <Tasca> desde el formulario de contacto');
    expect(spanish.text).toContain('Lucía <Tasca> (lucia@example.com) ha escrito desde el formulario de contacto');
    expect(spanish.text).toContain('> Hola,\n> ¿puedo probar Carta en dos locales?');
    expect(spanish.html).toContain('Lucía &#60;Tasca&#62;');
    const inEnglish = await mail.next(english.email);
    expect(inEnglish.subject).toBe('Message from Lucía <Tasca> through the contact form');
    expect(inEnglish.html).toContain('lang="en"');
    expect(mail.mails.filter((sent) => sent.to.includes(owner.email))).toEqual([]);
  });

  it.each([
    [{ ...MESSAGE, name: '  ' }, 'IS_EMPTY', 'name', undefined],
    [{ ...MESSAGE, email: 'not-an-address' }, 'EMAIL_IS_NOT_VALID', 'email', undefined],
    [{ ...MESSAGE, message: undefined }, 'IS_EMPTY', 'message', undefined],
    [{ ...MESSAGE, name: 'n'.repeat(MAX_LENGTH.contactName + 1) }, 'TOO_LONG', 'name', MAX_LENGTH.contactName],
    [
      { ...MESSAGE, message: 'm'.repeat(MAX_LENGTH.contactMessage + 1) },
      'TOO_LONG',
      'message',
      MAX_LENGTH.contactMessage,
    ],
    [{ ...MESSAGE, phone: '600' }, 'UNKNOWN_FIELD', 'phone', undefined],
  ])('refuses bad input with 422 naming the field: %#', async (body, msg, param, max) => {
    const res = await send(body);
    expect(res.status).toBe(422);
    expect(res.body).toEqual({ errors: { msg, param, ...(max === undefined ? {} : { max }) } });
  });

  it('takes a message at its limits', async () => {
    const longest = {
      name: 'n'.repeat(MAX_LENGTH.contactName),
      email: MESSAGE.email,
      message: 'm'.repeat(MAX_LENGTH.contactMessage),
    };
    expect((await send(longest)).status).toBe(201);
  });

  it('is rate-limited per client address: 429 TOO_MANY_REQUESTS with Retry-After', async () => {
    const ip = '203.0.113.9';
    for (let i = 0; i < LIMIT_PER_MINUTE; i++) expect((await send(MESSAGE, ip)).status).toBe(201);
    const refused = await send(MESSAGE, ip);
    expect(refused).toMatchObject({ status: 429, body: { errors: { msg: 'TOO_MANY_REQUESTS' } } });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

import { renderMail } from './templates';

describe('renderMail', () => {
  const values = { name: 'Ana <b>', link: 'https://carta.example/app/reset/abc?x=1&y=2', hours: 1 };

  it('writes in the user language, text and HTML, with the link', () => {
    const es = renderMail('reset', 'es', values);
    expect(es.subject).toBe('Restablece tu contraseña');
    expect(es.text).toContain('Hola Ana <b>,');
    expect(es.text).toContain('Restablecer contraseña: https://carta.example/app/reset/abc?x=1&y=2');
    expect(es.text).toContain('caduca en 1 hora.');
    expect(renderMail('reset', 'en', values).text).toContain('expires in 1 hour.');
    const en = renderMail('verify', 'en', { ...values, hours: 168 });
    expect(en.subject).toBe('Confirm your e-mail address');
    expect(en.html).toContain('lang="en"');
    expect(en.text).toContain('expires in 7 days.');
    expect(renderMail('verify', 'es', { ...values, hours: 168 }).text).toContain('caduca en 7 días.');
  });

  it('escapes what the user typed in the HTML', () => {
    const { html } = renderMail('verify', 'es', values);
    expect(html).toContain('Hola Ana &#60;b&#62;,');
    expect(html).not.toContain('<b>');
    expect(html).toContain('href="https://carta.example/app/reset/abc?x=1&#38;y=2"');
  });
});

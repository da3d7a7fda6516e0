import { ConfigError, parseEnv } from '@carta/contracts';
import { restaurantsEnv } from '../config';
import { subdomainUrl, webUrl } from './mail-links';
import { contactMail, subdomainMail } from './templates';

describe('mail links', () => {
  it("puts an accepted subdomain on MAIN_HOST with PUBLIC_URL's scheme", () => {
    expect(subdomainUrl('CasaPepe', { mainHost: 'carta.example.com', publicUrl: 'https://carta.example.com' })).toBe(
      'https://casapepe.carta.example.com/app/',
    );
    expect(subdomainUrl('demo', { mainHost: 'carta.example.com', publicUrl: 'https://app.carta.example.com/' })).toBe(
      'https://demo.carta.example.com/app/',
    );
  });

  it("keeps PUBLIC_URL's port unless MAIN_HOST names one", () => {
    expect(subdomainUrl('demo', { mainHost: 'localhost', publicUrl: 'http://localhost:8180' })).toBe(
      'http://demo.localhost:8180/app/',
    );
    expect(subdomainUrl('demo', { mainHost: 'localhost:9000', publicUrl: 'http://localhost:8180' })).toBe(
      'http://demo.localhost:9000/app/',
    );
  });

  it("without MAIN_HOST uses PUBLIC_URL's host: http://{sub}.localhost:8080/app/ by default", () => {
    expect(subdomainUrl('demo', { mainHost: null, publicUrl: 'http://localhost:8080' })).toBe(
      'http://demo.localhost:8080/app/',
    );
  });

  it('builds web app links from the routes', () => {
    expect(webUrl('https://carta.example', 'restaurantView', { id: 'r1' })).toBe(
      'https://carta.example/app/restaurant/r1',
    );
  });

  it('reads MAIN_HOST as a host without scheme or path', () => {
    const core = { DATABASE_URL: 'postgres://h/db' };
    const loadMainHost = (vars: Record<string, string>) =>
      parseEnv('restaurants', restaurantsEnv, { ...core, ...vars }).MAIN_HOST;
    expect(loadMainHost({})).toBeNull();
    expect(loadMainHost({ MAIN_HOST: ' Carta.Example.com ' })).toBe('carta.example.com');
    expect(loadMainHost({ MAIN_HOST: 'localhost:8180' })).toBe('localhost:8180');
    for (const bad of ['https://carta.example.com', 'carta.example.com/app', 'a b'])
      expect(() => loadMainHost({ MAIN_HOST: bad })).toThrow(ConfigError);
  });
});

describe('contactMail', () => {
  const values = {
    restaurant: 'Casa <Pepe>',
    sender: 'Ana & Co',
    message: 'Hola,\nnecesito ayuda',
    adminLink: 'https://carta.example/app/admin/restaurantsSubDomains',
  };

  it('tells an admin in Spanish who wrote about which restaurant, with the message and the admin link', () => {
    const mail = contactMail('es', values);
    expect(mail.subject).toBe('Nuevo mensaje sobre Casa <Pepe>');
    expect(mail.text).toContain(
      'Ana & Co ha escrito a la administración de CARTA ONLINE sobre el restaurante «Casa <Pepe>»:',
    );
    expect(mail.text).toContain('> Hola,\n> necesito ayuda');
    expect(mail.text).toContain('Abrir la administración: https://carta.example/app/admin/restaurantsSubDomains');
    expect(mail.html).toContain('lang="es"');
    expect(mail.html).toContain('Ana &#38; Co');
    expect(mail.html).toContain('Hola,<br>necesito ayuda');
    expect(mail.html).not.toContain('<Pepe>');
  });

  it('and in English', () => {
    const mail = contactMail('en', values);
    expect(mail.subject).toBe('New message about Casa <Pepe>');
    expect(mail.text).toContain('Open the administration: https://carta.example/app/admin/restaurantsSubDomains');
  });
});

describe('subdomainMail', () => {
  it('gives the guest URL when accepted', () => {
    const link = 'https://casapepe.carta.example.com/app/';
    const es = subdomainMail({ kind: 'accepted' }, 'es', { restaurant: 'Casa Pepe', subDomain: 'casapepe', link });
    expect(es.subject).toBe('Tu subdominio casapepe ya está activo');
    expect(es.text).toContain(`Abrir mi carta: ${link}`);
    const en = subdomainMail({ kind: 'accepted' }, 'en', { restaurant: 'Casa Pepe', subDomain: 'casapepe', link });
    expect(en.text).not.toContain('> ');
    expect(en.subject).toBe('Your subdomain casapepe is live');
    expect(en.html).toContain(`href="${link}"`);
  });

  it('says so when rejected, with the reason and the way back to the restaurant', () => {
    const link = 'https://carta.example/app/restaurant/r1';
    const rejected = { kind: 'rejected', reason: 'Es una marca registrada.\nPide otro, por favor.' } as const;
    const es = subdomainMail(rejected, 'es', { restaurant: 'Casa Pepe', subDomain: 'casapepe', link });
    expect(es.subject).toBe('Tu subdominio casapepe no ha sido aceptado');
    expect(es.text).toContain('El motivo:\n\n> Es una marca registrada.\n> Pide otro, por favor.');
    expect(es.text).toContain(`Ir a mi restaurante: ${link}`);
    expect(es.html).toContain('Es una marca registrada.<br>Pide otro, por favor.</blockquote>');
    expect(es.text).not.toContain('QR');
    expect(subdomainMail(rejected, 'en', { restaurant: 'C', subDomain: 's', link }).subject).toBe(
      'Your subdomain s was not accepted',
    );
  });

  it('says a withdrawn subdomain no longer opens the menu from printed QR codes, with the reason', () => {
    const link = 'https://carta.example/app/restaurant/r1';
    const withdrawn = { kind: 'withdrawn', reason: 'Suplanta a <otro> restaurante' } as const;
    const en = subdomainMail(withdrawn, 'en', { restaurant: 'Casa Pepe', subDomain: 'casapepe', link });
    expect(en.subject).toBe('We have withdrawn your subdomain casapepe');
    expect(en.text).toContain('Printed QR codes and links with this address no longer open your menu.');
    expect(en.text).toContain('The reason:\n\n> Suplanta a <otro> restaurante');
    expect(en.html).toContain('Suplanta a &#60;otro&#62; restaurante');
    const es = subdomainMail(withdrawn, 'es', { restaurant: 'Casa Pepe', subDomain: 'casapepe', link });
    expect(es.subject).toBe('Hemos retirado tu subdominio casapepe');
    expect(es.text).toContain('Los códigos QR impresos y los enlaces con esta dirección ya no abren tu carta.');
  });
});

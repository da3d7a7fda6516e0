import { composeMail, fill, type MailContent } from '@carta/nest-core';
import type { Locale } from '../users/user.row';

/**
 * verify: the account's own address, at sign-up; welcome: the same for an account an admin created; verifyAsked: an
 * admin sends it again; confirmEmail: an e-mail change, to the new address; emailChanging: to the old.
 */
export type MailKind = 'verify' | 'welcome' | 'verifyAsked' | 'reset' | 'confirmEmail' | 'emailChanging';

const COPY: Record<
  Locale,
  Record<MailKind, { subject: string; greeting: string; body: string; action: string; ignore: string }>
> = {
  es: {
    verify: {
      subject: 'Confirma tu correo electrónico',
      greeting: 'Hola {name},',
      body: 'Gracias por registrarte en CARTA ONLINE. Confirma tu correo electrónico para activar tu cuenta.',
      action: 'Confirmar correo',
      ignore: 'Si no has creado esta cuenta, ignora este mensaje. El enlace caduca en {hours}.',
    },
    welcome: {
      subject: 'Tienes una cuenta en CARTA ONLINE',
      greeting: 'Hola {name},',
      body: 'Un administrador de CARTA ONLINE ha creado una cuenta para ti con este correo. Confírmalo para activarla. La contraseña te la dará el administrador; para elegir la tuya, usa «¿Has olvidado tu contraseña?» al entrar.',
      action: 'Confirmar correo',
      ignore: 'Si no esperabas esta cuenta, ignora este mensaje. El enlace caduca en {hours}.',
    },
    verifyAsked: {
      subject: 'Confirma tu correo electrónico',
      greeting: 'Hola {name},',
      body: 'Un administrador de CARTA ONLINE te pide que confirmes el correo de tu cuenta. Confírmalo para activarla.',
      action: 'Confirmar correo',
      ignore: 'Si no tienes una cuenta en CARTA ONLINE, ignora este mensaje. El enlace caduca en {hours}.',
    },
    reset: {
      subject: 'Restablece tu contraseña',
      greeting: 'Hola {name},',
      body: 'Hemos recibido una solicitud para restablecer la contraseña de tu cuenta de CARTA ONLINE.',
      action: 'Restablecer contraseña',
      ignore: 'Si no lo has pedido tú, ignora este mensaje: tu contraseña no cambiará. El enlace caduca en {hours}.',
    },
    confirmEmail: {
      subject: 'Confirma tu nuevo correo electrónico',
      greeting: 'Hola {name},',
      body: 'Has pedido usar {email} en tu cuenta de CARTA ONLINE. El cambio se hará cuando lo confirmes.',
      action: 'Confirmar el cambio',
      ignore: 'Si no lo has pedido tú, ignora este mensaje: nada cambiará. El enlace caduca en {hours}.',
    },
    emailChanging: {
      subject: 'Se ha pedido cambiar el correo de tu cuenta',
      greeting: 'Hola {name},',
      body: 'Se ha pedido cambiar el correo de tu cuenta de CARTA ONLINE a {email}. Si has sido tú, no hagas nada.',
      action: 'Proteger mi cuenta',
      ignore:
        'Si no has sido tú, usa el enlace: elegirás una contraseña nueva y la cuenta volverá a este correo. Caduca en {hours}.',
    },
  },
  en: {
    verify: {
      subject: 'Confirm your e-mail address',
      greeting: 'Hello {name},',
      body: 'Thank you for signing up to CARTA ONLINE. Confirm your e-mail address to activate your account.',
      action: 'Confirm e-mail',
      ignore: 'If you did not create this account, ignore this message. The link expires in {hours}.',
    },
    welcome: {
      subject: 'You have an account on CARTA ONLINE',
      greeting: 'Hello {name},',
      body: 'An administrator of CARTA ONLINE created an account for you with this address. Confirm it to activate the account. The administrator will give you its password; to choose your own, use “Forgot your password?” when you log in.',
      action: 'Confirm e-mail',
      ignore: 'If you did not expect this account, ignore this message. The link expires in {hours}.',
    },
    verifyAsked: {
      subject: 'Confirm your e-mail address',
      greeting: 'Hello {name},',
      body: 'An administrator of CARTA ONLINE asks you to confirm the e-mail address of your account. Confirm it to activate the account.',
      action: 'Confirm e-mail',
      ignore: 'If you have no account on CARTA ONLINE, ignore this message. The link expires in {hours}.',
    },
    reset: {
      subject: 'Reset your password',
      greeting: 'Hello {name},',
      body: 'We received a request to reset the password of your CARTA ONLINE account.',
      action: 'Reset password',
      ignore:
        "If you did not ask for it, ignore this message: your password won't change. The link expires in {hours}.",
    },
    confirmEmail: {
      subject: 'Confirm your new e-mail address',
      greeting: 'Hello {name},',
      body: 'You asked to use {email} for your CARTA ONLINE account. The change happens when you confirm it.',
      action: 'Confirm the change',
      ignore: 'If you did not ask for it, ignore this message: nothing will change. The link expires in {hours}.',
    },
    emailChanging: {
      subject: "Your account's e-mail is being changed",
      greeting: 'Hello {name},',
      body: 'Someone asked to change the e-mail of your CARTA ONLINE account to {email}. If it was you, do nothing.',
      action: 'Secure my account',
      ignore:
        'If it was not you, use the link: you will choose a new password and the account gets this address back. It expires in {hours}.',
    },
  },
};

/**
 * "1 hour", "7 days", "1 hora", "7 días": whole days in days (nobody counts 168 hours), the plural the language's,
 * from Intl, not a fixed "hours".
 */
function inTime(hours: number, locale: Locale): string {
  const [value, unit] = hours % 24 === 0 ? [hours / 24, 'day'] : [hours, 'hour'];
  return new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'long' }).format(value);
}

/** A mail in the user's language, as plain text and as HTML in the product's look. */
export function renderMail(
  kind: MailKind,
  locale: Locale,
  values: { name: string; link: string; hours: number; email?: string },
): MailContent {
  const copy = COPY[locale][kind];
  const filled = { ...values, hours: inTime(values.hours, locale), email: values.email ?? '' };
  return composeMail({
    locale,
    subject: copy.subject,
    paragraphs: [fill(copy.greeting, filled), fill(copy.body, filled)],
    action: { label: copy.action, url: values.link },
    note: fill(copy.ignore, filled),
  });
}

const SITE_CONTACT: Record<Locale, { subject: string; paragraphs: string[]; note: string }> = {
  es: {
    subject: 'Mensaje de {name} desde el formulario de contacto',
    paragraphs: ['Hola,', '{name} ({email}) ha escrito desde el formulario de contacto de CARTA ONLINE:'],
    note: 'Responde a este correo para contestarle. Lo recibes porque administras CARTA ONLINE.',
  },
  en: {
    subject: 'Message from {name} through the contact form',
    paragraphs: ['Hello,', '{name} ({email}) wrote through the CARTA ONLINE contact form:'],
    note: 'Reply to this e-mail to answer them. You receive it because you administer CARTA ONLINE.',
  },
};

/** To an admin: a message from the site's contact form, the writer's words set apart. */
export function siteContactMail(locale: Locale, values: { name: string; email: string; message: string }): MailContent {
  const copy = SITE_CONTACT[locale];
  return composeMail({
    locale,
    // A subject is one line, whatever the name holds.
    subject: fill(copy.subject, { name: values.name.replace(/\s+/g, ' ') }),
    paragraphs: copy.paragraphs.map((paragraph) => fill(paragraph, values)),
    quote: values.message,
    note: copy.note,
  });
}

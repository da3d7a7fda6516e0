import { composeMail, fill, type MailContent } from '@carta/nest-core';
import type { Locale } from '../users/user.row';

export type MailKind = 'verify' | 'reset';

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
      ignore: 'Si no has creado esta cuenta, ignora este mensaje. El enlace caduca en {hours} horas.',
    },
    reset: {
      subject: 'Restablece tu contraseña',
      greeting: 'Hola {name},',
      body: 'Hemos recibido una solicitud para restablecer la contraseña de tu cuenta de CARTA ONLINE.',
      action: 'Restablecer contraseña',
      ignore:
        'Si no lo has pedido tú, ignora este mensaje: tu contraseña no cambiará. El enlace caduca en {hours} horas.',
    },
  },
  en: {
    verify: {
      subject: 'Confirm your e-mail address',
      greeting: 'Hello {name},',
      body: 'Thank you for signing up to CARTA ONLINE. Confirm your e-mail address to activate your account.',
      action: 'Confirm e-mail',
      ignore: 'If you did not create this account, ignore this message. The link expires in {hours} hours.',
    },
    reset: {
      subject: 'Reset your password',
      greeting: 'Hello {name},',
      body: 'We received a request to reset the password of your CARTA ONLINE account.',
      action: 'Reset password',
      ignore:
        "If you did not ask for it, ignore this message: your password won't change. The link expires in {hours} hours.",
    },
  },
};

/** A mail in the user's language, as plain text and as HTML in the product's look. */
export function renderMail(
  kind: MailKind,
  locale: Locale,
  values: { name: string; link: string; hours: number },
): MailContent {
  const copy = COPY[locale][kind];
  return composeMail({
    locale,
    subject: copy.subject,
    paragraphs: [fill(copy.greeting, values), copy.body],
    action: { label: copy.action, url: values.link },
    note: fill(copy.ignore, values),
  });
}

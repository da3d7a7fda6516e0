import type { Locale } from '../users/user.row';

export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

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

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (_match, key: string) => values[key] ?? '');
}

/** A mail in the user's language, as plain text and as HTML in the product's colours. */
export function renderMail(
  kind: MailKind,
  locale: Locale,
  values: { name: string; link: string; hours: number },
): MailContent {
  const copy = COPY[locale][kind];
  const plain = { name: values.name, hours: String(values.hours) };
  const safe = { name: escapeHtml(values.name), hours: String(values.hours) };
  const link = escapeHtml(values.link);
  const text = [
    fill(copy.greeting, plain),
    '',
    copy.body,
    '',
    `${copy.action}: ${values.link}`,
    '',
    fill(copy.ignore, plain),
    '',
    'CARTA ONLINE',
  ].join('\n');
  const html = `<!doctype html>
<html lang="${locale}"><body style="margin:0;background:#f4f4f4;font-family:Arial,Helvetica,sans-serif;color:#272727">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:8px;overflow:hidden">
<tr><td style="background:#272727;color:#ffb632;font-size:22px;font-weight:bold;padding:20px 24px">CARTA ONLINE</td></tr>
<tr><td style="padding:24px;font-size:16px;line-height:1.5">
<p>${fill(copy.greeting, safe)}</p>
<p>${escapeHtml(copy.body)}</p>
<p style="text-align:center;padding:12px 0"><a href="${link}" style="background:#ffb632;color:#272727;text-decoration:none;font-weight:bold;padding:12px 24px;border-radius:4px;display:inline-block">${escapeHtml(copy.action)}</a></p>
<p style="font-size:13px;color:#555555">${escapeHtml(fill(copy.ignore, plain))}</p>
<p style="font-size:12px;color:#2d85cc;word-break:break-all"><a href="${link}" style="color:#2d85cc">${link}</a></p>
</td></tr></table></td></tr></table></body></html>`;
  return { subject: copy.subject, text, html };
}

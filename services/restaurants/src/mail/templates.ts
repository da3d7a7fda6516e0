import { composeMail, fill, type MailContent } from '@carta/nest-core';

export type MailLocale = 'es' | 'en';

interface Copy {
  subject: string;
  paragraphs: string[];
  action: string;
  note?: string;
}

type Kind = 'contact' | 'subdomainAccepted' | 'subdomainRejected' | 'subdomainWithdrawn';

/** What an admin decided about a subdomain, as the owner is told: a request rejected, or a live one withdrawn. */
export type SubdomainOutcome = { kind: 'accepted' } | { kind: 'rejected' | 'withdrawn'; reason: string };

const COPY: Record<MailLocale, Record<Kind, Copy>> = {
  es: {
    contact: {
      subject: 'Nuevo mensaje sobre {restaurant}',
      paragraphs: [
        'Hola,',
        '{sender} ha escrito a la administración de CARTA ONLINE sobre el restaurante «{restaurant}»:',
      ],
      action: 'Abrir la administración',
      note: 'Recibes este correo porque administras CARTA ONLINE.',
    },
    subdomainAccepted: {
      subject: 'Tu subdominio {subDomain} ya está activo',
      paragraphs: [
        'Hola,',
        'Hemos aceptado el subdominio «{subDomain}» de tu restaurante «{restaurant}». Tus clientes ya pueden abrir tu carta en esta dirección:',
      ],
      action: 'Abrir mi carta',
      note: 'Descarga de nuevo el código QR desde la página del restaurante para que lleve a la nueva dirección.',
    },
    subdomainRejected: {
      subject: 'Tu subdominio {subDomain} no ha sido aceptado',
      paragraphs: [
        'Hola,',
        'No hemos podido aceptar el subdominio «{subDomain}» para tu restaurante «{restaurant}». Tu carta sigue disponible en su dirección de siempre.',
        'El motivo:',
      ],
      action: 'Ir a mi restaurante',
      note: 'Puedes pedir otro desde la página del restaurante, o escribirnos desde su formulario de contacto.',
    },
    subdomainWithdrawn: {
      subject: 'Hemos retirado tu subdominio {subDomain}',
      paragraphs: [
        'Hola,',
        'Hemos retirado el subdominio «{subDomain}» de tu restaurante «{restaurant}». Los códigos QR impresos y los enlaces con esta dirección ya no abren tu carta. Tu carta sigue disponible en su dirección de siempre.',
        'El motivo:',
      ],
      action: 'Ir a mi restaurante',
      note: 'Descarga de nuevo el código QR desde la página del restaurante y cambia los que tengas impresos. Puedes pedir otro subdominio desde esa página, o escribirnos desde su formulario de contacto.',
    },
  },
  en: {
    contact: {
      subject: 'New message about {restaurant}',
      paragraphs: ['Hello,', '{sender} wrote to the CARTA ONLINE administrators about the restaurant “{restaurant}”:'],
      action: 'Open the administration',
      note: 'You receive this e-mail because you administer CARTA ONLINE.',
    },
    subdomainAccepted: {
      subject: 'Your subdomain {subDomain} is live',
      paragraphs: [
        'Hello,',
        'We have accepted the subdomain “{subDomain}” of your restaurant “{restaurant}”. Your guests can now open your menu at this address:',
      ],
      action: 'Open my menu',
      note: 'Download the QR code again from the restaurant page so that it leads to the new address.',
    },
    subdomainRejected: {
      subject: 'Your subdomain {subDomain} was not accepted',
      paragraphs: [
        'Hello,',
        'We could not accept the subdomain “{subDomain}” for your restaurant “{restaurant}”. Your menu is still available at its usual address.',
        'The reason:',
      ],
      action: 'Go to my restaurant',
      note: 'You can ask for another one from the restaurant page, or write to us from its contact form.',
    },
    subdomainWithdrawn: {
      subject: 'We have withdrawn your subdomain {subDomain}',
      paragraphs: [
        'Hello,',
        'We have withdrawn the subdomain “{subDomain}” of your restaurant “{restaurant}”. Printed QR codes and links with this address no longer open your menu. Your menu is still available at its usual address.',
        'The reason:',
      ],
      action: 'Go to my restaurant',
      note: 'Download the QR code again from the restaurant page and replace the printed ones. You can ask for another subdomain from that page, or write to us from its contact form.',
    },
  },
};

function render(kind: Kind, locale: MailLocale, values: Record<string, string>, link: string, quote?: string) {
  const copy = COPY[locale][kind];
  return composeMail({
    locale,
    subject: fill(copy.subject, values),
    paragraphs: copy.paragraphs.map((p) => fill(p, values)),
    quote,
    action: { label: copy.action, url: link },
    note: copy.note,
  });
}

/** To an admin: an owner's contact message about a restaurant, with a link to the administration. */
export function contactMail(
  locale: MailLocale,
  values: { restaurant: string; sender: string; message: string; adminLink: string },
): MailContent {
  const { restaurant, sender, message, adminLink } = values;
  return render('contact', locale, { restaurant, sender }, adminLink, message);
}

const OUTCOME_KIND: Record<SubdomainOutcome['kind'], Kind> = {
  accepted: 'subdomainAccepted',
  rejected: 'subdomainRejected',
  withdrawn: 'subdomainWithdrawn',
};

/**
 * To the owner: the admins' decision on the subdomain, with their reason for a rejection or withdrawal; `link` is the
 * guest URL (accepted) or the restaurant page.
 */
export function subdomainMail(
  outcome: SubdomainOutcome,
  locale: MailLocale,
  values: { restaurant: string; subDomain: string; link: string },
): MailContent {
  const reason = outcome.kind === 'accepted' ? undefined : outcome.reason;
  const { restaurant, subDomain, link } = values;
  return render(OUTCOME_KIND[outcome.kind], locale, { restaurant, subDomain }, link, reason);
}

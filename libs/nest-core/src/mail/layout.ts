export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

/** What a product mail says; every string is plain text (escaped here for the HTML part). */
export interface MailBody {
  locale: string;
  subject: string;
  paragraphs: string[];
  /** Words someone typed (a contact message): shown set apart, line breaks kept. */
  quote?: string;
  action?: { label: string; url: string };
  /** Small print under the action. */
  note?: string;
}

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Fills `{name}` placeholders; an unknown one becomes empty. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (_match, key: string) => String(values[key] ?? ''));
}

const multiline = (value: string) => escapeHtml(value).replace(/\r?\n/g, '<br>');

/** The product's mail: plain text, and HTML in the product's colours, both saying the same. */
export function composeMail({ locale, subject, paragraphs, quote, action, note }: MailBody): MailContent {
  const text = [
    ...paragraphs,
    ...(quote === undefined ? [] : [quote.replace(/^/gm, '> ')]),
    ...(action ? [`${action.label}: ${action.url}`] : []),
    ...(note ? [note] : []),
    'CARTA ONLINE',
  ].join('\n\n');
  const url = action && escapeHtml(action.url);
  const html = `<!doctype html>
<html lang="${escapeHtml(locale)}"><body style="margin:0;background:#f4f4f4;font-family:Arial,Helvetica,sans-serif;color:#272727">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:8px;overflow:hidden">
<tr><td style="background:#272727;color:#ffb632;font-size:22px;font-weight:bold;padding:20px 24px">CARTA ONLINE</td></tr>
<tr><td style="padding:24px;font-size:16px;line-height:1.5">
${paragraphs.map((p) => `<p>${multiline(p)}</p>`).join('\n')}${
    quote === undefined
      ? ''
      : `\n<blockquote style="margin:16px 0;padding:8px 16px;border-left:4px solid #ffb632;background:#f4f4f4">${multiline(quote)}</blockquote>`
  }${
    action
      ? `\n<p style="text-align:center;padding:12px 0"><a href="${url}" style="background:#ffb632;color:#272727;text-decoration:none;font-weight:bold;padding:12px 24px;border-radius:4px;display:inline-block">${escapeHtml(action.label)}</a></p>`
      : ''
  }${note ? `\n<p style="font-size:13px;color:#555555">${multiline(note)}</p>` : ''}${
    action
      ? `\n<p style="font-size:12px;color:#2d85cc;word-break:break-all"><a href="${url}" style="color:#2d85cc">${url}</a></p>`
      : ''
  }
</td></tr></table></td></tr></table></body></html>`;
  return { subject, text, html };
}

// The invitation to administer a source (decision 029), in the language of the account with the address or,
// when it has none, the inviter's; the link opens the web app's accept page: /{language}/invitation?token=….
// The query parameter is named token so the request log leaves its value out (http/request-log.ts).
import type { Language } from '../../db/tables.js';
import { escapeHtml } from '../../http/html-text.js';
import type { Mail } from '../../mail/mailer.js';

interface InvitationText {
  subject: (source: string) => string;
  body: (inviter: string, source: string, days: number) => string;
  howTo: string;
  action: string;
  closing: string;
}

const TEXTS: Record<Language, InvitationText> = {
  en: {
    subject: (source) => `Invitation to administer “${source}”`,
    body: (inviter, source, days) =>
      `${inviter} invites you to administer the source “${source}” on Assembly Finder. The link is valid for ${days} days and works once.`,
    howTo:
      'Log in with the account of this e-mail address, or register one with it, then open the link and accept.',
    action: 'Accept the invitation',
    closing: 'If you do not want to administer this source, you can ignore this mail.',
  },
  de: {
    subject: (source) => `Einladung zur Verwaltung von „${source}“`,
    body: (inviter, source, days) =>
      `${inviter} lädt dich ein, die Quelle „${source}“ im Versammlungsfinder zu verwalten. Der Link ist ${days} Tage gültig und funktioniert einmal.`,
    howTo:
      'Melde dich mit dem Konto dieser E-Mail-Adresse an oder registriere eines mit ihr, öffne dann den Link und nimm an.',
    action: 'Einladung annehmen',
    closing: 'Wenn du diese Quelle nicht verwalten möchtest, kannst du diese Mail ignorieren.',
  },
};

/** Names come from users: one line each, so they cannot add lines to the mail's text or subject. */
function oneLine(text: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
  return text.replace(/[\u0000-\u001f\u007f\u2028\u2029]+/g, ' ').trim();
}

export interface InvitationMail {
  publicUrl: string;
  to: string;
  language: Language;
  inviter: string;
  sourceName: string;
  token: string;
  lifetimeDays: number;
}

export function invitationMail(invitation: InvitationMail): Mail {
  const texts = TEXTS[invitation.language];
  const source = oneLine(invitation.sourceName);
  const inviter = oneLine(invitation.inviter);
  const link = `${invitation.publicUrl}/${invitation.language}/invitation?token=${encodeURIComponent(invitation.token)}`;
  const body = texts.body(inviter, source, invitation.lifetimeDays);
  return {
    to: invitation.to,
    subject: texts.subject(source),
    text: `${body}\n\n${texts.howTo}\n\n${texts.action}:\n${link}\n\n${texts.closing}\n`,
    html:
      `<!doctype html><html lang="${invitation.language}"><body>` +
      `<p>${escapeHtml(body)}</p><p>${escapeHtml(texts.howTo)}</p>` +
      `<p><a href="${escapeHtml(link)}">${escapeHtml(texts.action)}</a></p>` +
      `<p>${escapeHtml(texts.closing)}</p></body></html>`,
    link,
  };
}

// The account mails (spec §4 "User account and e-mail verification"), in the user's language, with the
// link into the web app: /{language}/settings?verify_token=… and /{language}/password-reset?token=….
import type { Language } from '../../db/tables.js';
import { escapeHtml } from '../../http/html-text.js';
import type { Mail } from '../../mail/mailer.js';

interface Recipient {
  username: string;
  email: string;
  language: Language;
}

interface MailText {
  subject: string;
  greeting: (username: string) => string;
  body: string;
  action: string;
  closing: string;
}

const VERIFY: Record<Language, MailText> = {
  en: {
    subject: 'Confirm your e-mail address',
    greeting: (name) => `Hello ${name},`,
    body: 'please confirm your e-mail address for Assembly Finder. The link is valid for 48 hours.',
    action: 'Confirm e-mail address',
    closing: 'If you did not create an account, you can ignore this mail.',
  },
  de: {
    subject: 'Bestätige deine E-Mail-Adresse',
    greeting: (name) => `Hallo ${name},`,
    body: 'bitte bestätige deine E-Mail-Adresse für den Versammlungsfinder. Der Link ist 48 Stunden gültig.',
    action: 'E-Mail-Adresse bestätigen',
    closing: 'Wenn du kein Konto angelegt hast, kannst du diese Mail ignorieren.',
  },
};

const RESET: Record<Language, MailText> = {
  en: {
    subject: 'Reset your password',
    greeting: (name) => `Hello ${name},`,
    body: 'someone asked to reset the password of your Assembly Finder account. The link is valid for 1 hour and works once.',
    action: 'Choose a new password',
    closing: 'If it was not you, you can ignore this mail: your password stays as it is.',
  },
  de: {
    subject: 'Setze dein Passwort zurück',
    greeting: (name) => `Hallo ${name},`,
    body: 'jemand möchte das Passwort deines Kontos beim Versammlungsfinder zurücksetzen. Der Link ist 1 Stunde gültig und funktioniert einmal.',
    action: 'Neues Passwort wählen',
    closing: 'Warst du das nicht, kannst du diese Mail ignorieren: dein Passwort bleibt, wie es ist.',
  },
};

function compose(recipient: Recipient, text: MailText, link: string): Mail {
  const greeting = text.greeting(recipient.username);
  return {
    to: recipient.email,
    subject: text.subject,
    text: `${greeting}\n\n${text.body}\n\n${text.action}:\n${link}\n\n${text.closing}\n`,
    html:
      `<!doctype html><html lang="${recipient.language}"><body>` +
      `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(text.body)}</p>` +
      `<p><a href="${escapeHtml(link)}">${escapeHtml(text.action)}</a></p>` +
      `<p>${escapeHtml(text.closing)}</p></body></html>`,
    link,
  };
}

export function verificationMail(publicUrl: string, recipient: Recipient, token: string): Mail {
  const link = `${publicUrl}/${recipient.language}/settings?verify_token=${encodeURIComponent(token)}`;
  return compose(recipient, VERIFY[recipient.language], link);
}

export function passwordResetMail(publicUrl: string, recipient: Recipient, token: string): Mail {
  const link = `${publicUrl}/${recipient.language}/password-reset?token=${encodeURIComponent(token)}`;
  return compose(recipient, RESET[recipient.language], link);
}

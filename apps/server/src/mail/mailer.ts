// Sends mail (DESIGN §3): over SMTP when SMTP_URL is set; otherwise, so the product works with zero setup,
// each mail is written as an RFC 822 .eml file to `${dataDir}/outbox/` and logged with its file and its link,
// the link's token left out (issue 17 finding 7: logs are no place for reset or verification tokens).
import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { Config } from '../config.js';
import { redactedUrl } from '../http/request-log.js';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The one link the mail is about; logged in outbox mode, without its token, beside the file that holds it. */
  link: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
  close(): void;
}

interface MailLog {
  info(details: object, message: string): void;
}

export function outboxDir(dataDir: string): string {
  return join(dataDir, 'outbox');
}

export function createMailer(config: Pick<Readonly<Config>, 'mail' | 'dataDir'>, log: MailLog): Mailer {
  const { smtpUrl, from } = config.mail;
  if (smtpUrl !== undefined) {
    const transport = nodemailer.createTransport(smtpUrl);
    return {
      async send(mail) {
        await transport.sendMail({
          from,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
        });
      },
      close: () => transport.close(),
    };
  }
  // CRLF line ends: an .eml file is a mail as it travels (RFC 5322), so mail programs open it as is.
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  const dir = outboxDir(config.dataDir);
  return {
    async send(mail) {
      const info = await composer.sendMail({
        from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
      });
      await mkdir(dir, { recursive: true });
      // Sortable by time, unique across server copies.
      const file = join(dir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID()}.eml`);
      await writeFile(file, info.message as Buffer, { mode: 0o600 });
      log.info(
        { file, link: redactedUrl(mail.link) },
        `mail "${mail.subject}" written to the outbox (SMTP_URL is not set)`,
      );
    },
    close: () => composer.close(),
  };
}

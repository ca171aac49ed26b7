import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseMail, type SmtpInbox, startSmtpInbox } from '../test-support/smtp-inbox.js';
import { createMailer, type Mail, outboxDir } from './mailer.js';

const mail: Mail = {
  to: 'anna@example.org',
  subject: 'Bestätige deine E-Mail-Adresse',
  text: 'Hallo Anna,\n\nhttp://localhost:8080/de/settings?verify_token=abc_DEF-123\n',
  html: '<p>Hallo Anna</p>',
  link: 'http://localhost:8080/de/settings?verify_token=abc_DEF-123',
};

function collectingLog() {
  const lines: { details: object; message: string }[] = [];
  return { lines, info: (details: object, message: string) => lines.push({ details, message }) };
}

describe('mailer over SMTP', () => {
  let inbox: SmtpInbox;
  beforeAll(async () => {
    inbox = await startSmtpInbox();
  });
  afterAll(() => inbox.close());

  it('delivers subject, text and HTML to the SMTP server at SMTP_URL, from MAIL_FROM', async () => {
    const log = collectingLog();
    const mailer = createMailer(
      {
        dataDir: '/nonexistent',
        mail: { smtpUrl: inbox.url, from: 'Assembly Finder <no-reply@example.org>' },
      },
      log,
    );
    await mailer.send(mail);
    mailer.close();
    const received = await inbox.next();
    expect(received.to).toEqual(['anna@example.org']);
    expect(received.subject).toBe('Bestätige deine E-Mail-Adresse');
    expect(received.raw).toMatch(/^From: Assembly Finder <no-reply@example\.org>\r$/m);
    expect(received.text).toContain(mail.link);
    expect(received.html).toBe('<p>Hallo Anna</p>');
    expect(log.lines).toEqual([]);
  });
});

describe('mailer without SMTP_URL (outbox)', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'assembly-finder-outbox-'));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it('writes each mail as an RFC 822 .eml file into the outbox and logs its file and its link without the token', async () => {
    const log = collectingLog();
    const mailer = createMailer({ dataDir, mail: { smtpUrl: undefined, from: 'no-reply@example.org' } }, log);
    await mailer.send(mail);
    await mailer.send({ ...mail, to: 'ben@example.org' });
    mailer.close();

    const files = (await readdir(outboxDir(dataDir))).sort();
    expect(files).toHaveLength(2);
    expect(files.every((f) => f.endsWith('.eml'))).toBe(true);
    const raw = await readFile(join(outboxDir(dataDir), files[0] ?? ''), 'utf8');
    // RFC 5322: CRLF line ends, headers then a blank line then the body.
    expect(raw).not.toMatch(/[^\r]\n/);
    const parsed = parseMail(raw);
    expect(parsed.subject).toBe(mail.subject);
    expect(parsed.raw).toMatch(/^To: (anna|ben)@example\.org\r$/m);
    expect(parsed.text).toContain(mail.link);
    // Issue 17 finding 7: the token stays in the mail file (mode 0600), out of the log.
    expect(log.lines.map((l) => l.details)).toContainEqual({
      file: expect.stringMatching(/\.eml$/),
      link: 'http://localhost:8080/de/settings?verify_token=[redacted]',
    });
    expect(JSON.stringify(log.lines)).not.toContain('abc_DEF-123');
  });
});

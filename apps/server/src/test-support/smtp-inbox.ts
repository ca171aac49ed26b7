// A real SMTP server on a free loopback port for tests (DESIGN §3): the app sends to it over SMTP like to
// any mail server, and tests read what arrived, decoded far enough to read the subject, text and links.
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  /** The whole message as received, CRLF line ends. */
  raw: string;
  subject: string;
  text: string;
  html: string;
}

export interface SmtpInbox {
  /** e.g. smtp://127.0.0.1:41234, for config.mail.smtpUrl. */
  url: string;
  /** The next mail to arrive (or the oldest not yet taken). */
  next(): Promise<ReceivedMail>;
  /** How many arrived and were not taken yet. */
  waiting(): number;
  close(): Promise<void>;
}

export async function startSmtpInbox(): Promise<SmtpInbox> {
  const arrived: ReceivedMail[] = [];
  const waiters: ((mail: ReceivedMail) => void)[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const mail = parseMail(
          Buffer.concat(chunks).toString('utf8'),
          session.envelope.rcptTo.map((r) => r.address),
        );
        const waiter = waiters.shift();
        if (waiter) waiter(mail);
        else arrived.push(mail);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.server.address();
  if (address === null || typeof address === 'string') throw new Error('SMTP server has no port');
  return {
    url: `smtp://127.0.0.1:${address.port}`,
    next: () => {
      const mail = arrived.shift();
      return mail ? Promise.resolve(mail) : new Promise((resolve) => waiters.push(resolve));
    },
    waiting: () => arrived.length,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** The first link in the mail's plain text that starts with `prefix`. */
export function linkIn(mail: ReceivedMail, prefix: string): URL {
  const found = mail.text.split(/\s+/).find((word) => word.startsWith(prefix));
  if (found === undefined) throw new Error(`no link starting with ${prefix} in:\n${mail.text}`);
  return new URL(found);
}

/** Enough MIME for the mails nodemailer writes: headers, multipart/alternative, quoted-printable, base64. */
export function parseMail(raw: string, to: string[] = []): ReceivedMail {
  const { headers, body } = splitHeaders(raw);
  const parts = partsOf(headers, body);
  const textOf = (type: string) => {
    const part = parts.find((p) => (p.headers['content-type'] ?? '').startsWith(type));
    return part === undefined ? '' : decodeBody(part.headers['content-transfer-encoding'], part.body);
  };
  return {
    to,
    raw,
    subject: decodeWords(headers.subject ?? ''),
    text: textOf('text/plain'),
    html: textOf('text/html'),
  };
}

interface Part {
  headers: Record<string, string>;
  body: string;
}

function splitHeaders(raw: string): Part {
  const end = raw.indexOf('\r\n\r\n');
  const head = end === -1 ? raw : raw.slice(0, end);
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r\n[ \t]+/g, ' ').split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { headers, body: end === -1 ? '' : raw.slice(end + 4) };
}

function partsOf(headers: Record<string, string>, body: string): Part[] {
  const boundary = /boundary="?([^";]+)"?/.exec(headers['content-type'] ?? '')?.[1];
  if (boundary === undefined) return [{ headers, body }];
  return body
    .split(`--${boundary}`)
    .slice(1, -1)
    .flatMap((chunk) => {
      // The CRLF before a boundary belongs to the boundary (RFC 2046 §5.1.1).
      const part = splitHeaders(chunk.replace(/^\r\n/, '').replace(/\r\n$/, ''));
      return partsOf(part.headers, part.body);
    });
}

function decodeBody(encoding: string | undefined, body: string): string {
  switch (encoding?.toLowerCase()) {
    case 'base64':
      return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
    case 'quoted-printable':
      return decodeQuotedPrintable(body.replace(/=\r\n/g, ''));
    default:
      return body;
  }
}

function decodeQuotedPrintable(text: string): string {
  const bytes: number[] = [];
  for (let i = 0; i < text.length; i++) {
    if (text[i] === '=' && /^[0-9A-F]{2}$/i.test(text.slice(i + 1, i + 3))) {
      bytes.push(Number.parseInt(text.slice(i + 1, i + 3), 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(text[i] ?? '', 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/** RFC 2047 encoded words, e.g. =?UTF-8?Q?Best=C3=A4tige?=. */
function decodeWords(header: string): string {
  return header
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_all, _charset: string, kind: string, text: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    );
}

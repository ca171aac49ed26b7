// Reads the mails the journeys' server wrote (DESIGN §3: without SMTP_URL each mail is an .eml
// file in `<DATA_DIR>/outbox/`) and finds the link a user would click.
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

const MAIL_DEADLINE_MS = 15_000;
const POLL_INTERVAL_MS = 100;

interface MailPart {
  headers: string;
  body: string;
}

function splitHeaders(text: string): MailPart {
  const end = text.search(/\r?\n\r?\n/);
  if (end === -1) return { headers: text, body: '' };
  // Folded header lines continue with whitespace (RFC 5322 §2.2.3).
  const headers = text.slice(0, end).replace(/\r?\n[ \t]+/g, ' ');
  return { headers, body: text.slice(end).replace(/^\r?\n\r?\n/, '') };
}

function header(headers: string, name: string): string | undefined {
  const match = new RegExp(`^${name}:[ \\t]*(.*)$`, 'im').exec(headers);
  return match?.[1]?.trim();
}

function decodeBody(part: MailPart): string {
  const encoding = header(part.headers, 'Content-Transfer-Encoding')?.toLowerCase();
  if (encoding === 'base64') return Buffer.from(part.body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') {
    const bytes = part.body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_match, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return part.body;
}

/** The decoded text of every leaf part of a (possibly multipart) message. */
function textsOf(part: MailPart): string[] {
  const boundary = /boundary="?([^";]+)"?/i.exec(header(part.headers, 'Content-Type') ?? '')?.[1];
  if (boundary === undefined) return [decodeBody(part)];
  return part.body
    .split(`--${boundary}`)
    .slice(1)
    .filter((chunk) => !chunk.startsWith('--'))
    .flatMap((chunk) => textsOf(splitHeaders(chunk.replace(/^\r?\n/, ''))));
}

/**
 * Waits for a mail to `recipient` with a link whose path and query match `link`, e.g.
 * /\/settings\?verify_token=/, and answers that link.
 */
export async function waitForMailLink(dataDir: string, recipient: string, link: RegExp): Promise<string> {
  const outbox = join(dataDir, 'outbox');
  const deadline = Date.now() + MAIL_DEADLINE_MS;
  while (Date.now() < deadline) {
    const files = await readdir(outbox).catch(() => [] as string[]);
    for (const file of files.filter((name) => name.endsWith('.eml'))) {
      const message = splitHeaders(await readFile(join(outbox, file), 'utf8'));
      if (!header(message.headers, 'To')?.toLowerCase().includes(recipient.toLowerCase())) continue;
      for (const text of textsOf(message)) {
        const found = text.match(/https?:\/\/[^\s"<>]+/g)?.find((candidate) => link.test(candidate));
        if (found !== undefined) return found.replace(/&amp;/g, '&');
      }
    }
    await new Promise((resolveWait) => setTimeout(resolveWait, POLL_INTERVAL_MS));
  }
  throw new Error(`no mail to ${recipient} with a link matching ${link} within ${MAIL_DEADLINE_MS / 1000} s`);
}

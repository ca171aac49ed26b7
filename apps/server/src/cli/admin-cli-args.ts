// What `npm run admin` was asked (admin-cli.ts): its arguments and the new admin's input, checked before the
// database layer is loaded. Apart from the process so its tests need none (decision 041).
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { Type } from 'typebox';
import { Value } from 'typebox/value';
import { EmailSchema, PasswordSchema, UsernameSchema } from '../features/users/users.schemas.js';
import type { AdminCommand } from './admin-commands.js';

export const USAGE = `usage: npm run admin -- <command> [options]
  create --email <e-mail> --username <name>
           create a verified platform admin; the password is read from standard input (typed without
           echo at a terminal, or piped: printf '%s\n' "$PASSWORD" | npm run admin -- create …)
  grant  --email <e-mail>   make an existing user a platform admin
  revoke --email <e-mail>   take platform admin rights away (never from the last admin)`;

const NewAdminSchema = Type.Object({
  email: EmailSchema,
  username: UsernameSchema,
  password: PasswordSchema('The password.'),
});

export class UsageError extends Error {}

async function readStdinLine(): Promise<string> {
  if (process.stdin.isTTY) return promptWithoutEcho('Password: ');
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8').split(/\r?\n/)[0] ?? '';
}

/** Reads a line at a terminal without showing what is typed. */
function promptWithoutEcho(prompt: string): Promise<string> {
  process.stderr.write(prompt);
  const input = createInterface({ input: process.stdin, terminal: true });
  // readline echoes each key through _writeToOutput; printing nothing hides the password.
  (input as unknown as { _writeToOutput: (text: string) => void })._writeToOutput = () => {};
  return new Promise((resolveLine) =>
    input.once('line', (line) => {
      input.close();
      process.stderr.write('\n');
      resolveLine(line);
    }),
  );
}

// Issue 17 finding 7: a value on the command line is visible to every user of the machine (ps, /proc).
const PASSWORD_ON_COMMAND_LINE =
  'warning: --password <value> shows the password in the process list; give it on standard input instead';

interface AdminValues {
  email?: string;
  username?: string;
  password?: string;
}

export type Parsed =
  | { command: 'help' }
  | { command: AdminCommand['command']; values: AdminValues & { email: string } };

export function parse(argv: string[]): Parsed {
  const { values, positionals } = parseArgs({
    args: argv,
    options: {
      email: { type: 'string' },
      username: { type: 'string' },
      password: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
    allowPositionals: true,
  });
  const [command, ...rest] = positionals;
  if (values.help) return { command: 'help' };
  if (command !== 'create' && command !== 'grant' && command !== 'revoke') {
    throw new UsageError(command === undefined ? 'a command is missing' : `unknown command "${command}"`);
  }
  if (rest.length > 0) throw new UsageError(`unexpected argument "${rest[0]}"`);
  const { email } = values;
  if (email === undefined) throw new UsageError('--email is missing');
  return { command, values: { ...values, email } };
}

/** Standard input is the way; `--password -` says so explicitly, and a value still works (with a warning). */
async function passwordOf(values: AdminValues): Promise<string> {
  if (values.password === undefined || values.password === '-') return readStdinLine();
  console.error(PASSWORD_ON_COMMAND_LINE);
  return values.password;
}

export async function newAdminInput(values: AdminValues) {
  const input = {
    email: values.email,
    username: values.username,
    password: await passwordOf(values),
  };
  for (const [name, value] of Object.entries(input)) {
    if (value === undefined) throw new UsageError(`--${name} is missing`);
  }
  const problems = [...Value.Errors(NewAdminSchema, input)].map(
    (e) => `--${e.instancePath.slice(1)} ${e.message}`,
  );
  if (problems.length > 0) throw new UsageError(problems.join('\n'));
  return input as { email: string; username: string; password: string };
}

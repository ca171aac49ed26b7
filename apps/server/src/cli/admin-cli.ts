// `npm run admin -- create --email … --username … --password …` | `grant --email …` | `revoke --email …`
// Manages platform admins (spec §6) on the configured database: the embedded one while the server is stopped
// (PGlite serves one process at a time), or PostgreSQL (DATABASE_URL) beside running servers.
// Exit status: 0 done, 1 refused (unknown user, taken name, last admin), 2 wrong usage or settings.
import { parseArgs } from 'node:util';
import { Type } from 'typebox';
import { Value } from 'typebox/value';
import { ConfigError, loadConfig } from '../config.js';
import { embeddedDatabaseDir, openDatabase } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import { createAccount } from '../features/users/account.service.js';
import { findUserByEmail } from '../features/users/users.repository.js';
import { EmailSchema, PasswordSchema, UsernameSchema } from '../features/users/users.schemas.js';
import { makeAdmin, updateUser } from '../features/users/users.service.js';
import { AppError } from '../http/errors.js';

const USAGE = `usage: npm run admin -- <command> [options]
  create --email <e-mail> --username <name> --password <password>
           create a verified platform admin (use --password - to read the password from standard input)
  grant  --email <e-mail>   make an existing user a platform admin
  revoke --email <e-mail>   take platform admin rights away (never from the last admin)`;

const NewAdminSchema = Type.Object({
  email: EmailSchema,
  username: UsernameSchema,
  password: PasswordSchema('The password.'),
});

class UsageError extends Error {}

async function readStdinLine(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8').split(/\r?\n/)[0] ?? '';
}

function parse(argv: string[]) {
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
  if (values.help) return { command: 'help' as const, values };
  if (command !== 'create' && command !== 'grant' && command !== 'revoke') {
    throw new UsageError(command === undefined ? 'a command is missing' : `unknown command "${command}"`);
  }
  if (rest.length > 0) throw new UsageError(`unexpected argument "${rest[0]}"`);
  if (values.email === undefined) throw new UsageError('--email is missing');
  return { command, values };
}

async function newAdminInput(values: { email?: string; username?: string; password?: string }) {
  const input = {
    email: values.email,
    username: values.username,
    password: values.password === '-' ? await readStdinLine() : values.password,
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

async function main(argv: string[]): Promise<number> {
  let parsed: ReturnType<typeof parse>;
  try {
    parsed = parse(argv);
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    return 2;
  }
  if (parsed.command === 'help') {
    console.log(USAGE);
    return 0;
  }
  const { command, values } = parsed;
  const input = command === 'create' ? await newAdminInput(values) : undefined;
  const config = loadConfig(process.env);
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: embeddedDatabaseDir(config.dataDir),
  });
  try {
    await migrateToLatest(database.db);
    const email = values.email ?? '';
    if (input !== undefined) {
      const user = await createAccount(database.db, { ...input, verified: true, admin: true });
      console.log(`created platform admin ${user.username} <${user.email}> (id ${user.id})`);
      return 0;
    }
    if (command === 'grant') {
      const user = await makeAdmin(database.db, { email });
      console.log(`${user.username} <${user.email}> is now a platform admin`);
      return 0;
    }
    const user = await findUserByEmail(database.db, email);
    if (user === undefined) throw new AppError('not_found', 'User not found');
    await updateUser(database.db, user.id, { admin: false });
    console.log(`${user.username} <${user.email}> is no longer a platform admin`);
    return 0;
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof ConfigError || error instanceof UsageError) {
      console.error(error.message);
      process.exit(2);
    }
    if (error instanceof AppError) {
      console.error(`refused: ${error.message}`);
      process.exit(1);
    }
    console.error('admin command failed:', error);
    process.exit(1);
  },
);

// `npm run admin -- create --email … --username …` (password on standard input) | `grant --email …` | `revoke --email …`
// Manages platform admins (spec §6) on the configured database: the embedded one while the server is stopped
// (PGlite serves one process at a time), or PostgreSQL (DATABASE_URL) beside running servers.
// Exit status: 0 done, 1 refused (unknown user, taken name, last admin), 2 wrong usage or settings.
import { ConfigError, loadConfig } from '../config.js';
import { AppError } from '../http/errors.js';
import { newAdminInput, type Parsed, parse, USAGE, UsageError } from './admin-cli-args.js';
import type { AdminCommand } from './admin-commands.js';

async function main(argv: string[]): Promise<number> {
  let parsed: Parsed;
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
  const checked: AdminCommand =
    command === 'create' ? { command, ...(await newAdminInput(values)) } : { command, email: values.email };
  const config = loadConfig(process.env);
  // Loaded only now: wrong usage and bad settings answer at once, without loading the database layer (decision 019).
  const { runAdminCommand } = await import('./admin-commands.js');
  await runAdminCommand(config, checked);
  return 0;
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

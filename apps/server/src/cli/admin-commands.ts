// The database side of `npm run admin` (admin-cli.ts): runs one checked command on the configured database.
import type { Config } from '../config.js';
import { embeddedDatabaseDir, openDatabase } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import { createAccount } from '../features/users/account.service.js';
import { findUserByEmail } from '../features/users/users.repository.js';
import { makeAdmin, updateUser } from '../features/users/users.service.js';
import { AppError } from '../http/errors.js';

export type AdminCommand =
  | { command: 'create'; email: string; username: string; password: string }
  | { command: 'grant' | 'revoke'; email: string };

/** Prints what was done; refusals throw AppError (exit status 1). */
export async function runAdminCommand(config: Config, command: AdminCommand): Promise<void> {
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: embeddedDatabaseDir(config.dataDir),
  });
  try {
    await migrateToLatest(database.db);
    if (command.command === 'create') {
      const { email, username, password } = command;
      const user = await createAccount(database.db, {
        email,
        username,
        password,
        verified: true,
        admin: true,
      });
      console.log(`created platform admin ${user.username} <${user.email}> (id ${user.id})`);
      return;
    }
    if (command.command === 'grant') {
      const user = await makeAdmin(database.db, { email: command.email });
      console.log(`${user.username} <${user.email}> is now a platform admin`);
      return;
    }
    const user = await findUserByEmail(database.db, command.email);
    if (user === undefined) throw new AppError('not_found', 'User not found');
    await updateUser(database.db, user.id, { admin: false });
    console.log(`${user.username} <${user.email}> is no longer a platform admin`);
  } finally {
    await database.close();
  }
}

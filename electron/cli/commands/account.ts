// register, login and logout: the application token and the session, kept in the secret store.
import type { Command } from 'commander';
import { openSession, type GlobalOptions } from '../context.js';
import type { CliIO } from '../io.js';
import { readPassword } from '../password.js';

export function addAccountCommands(program: Command, io: CliIO): void {
  program
    .command('register')
    .description('register this application with the service (endpoint 10); keeps the token in the secret store')
    .requiredOption('--name <NAME>', 'application name (at most 250 characters)')
    .requiredOption('--email <EMAIL>', 'contact e-mail of the application')
    .action(async (options: { name: string; email: string }, command: Command) => {
      const session = await openSession(command.optsWithGlobals<GlobalOptions>(), io);
      const registration = await session.register({ applicationName: options.name, applicationEmail: options.email });
      io.stdout.write(`${JSON.stringify(registration)}\n`);
    });

  program
    .command('login')
    .description('sign in (endpoint 9); keeps the session token in the secret store and prints its expiry')
    .requiredOption('--user <NAME>', 'user name')
    .option('--password-stdin', 'read the password from standard input')
    .option('--remember', 'keep the password in the OS keychain to sign in again by itself when the session ends')
    .action(async (options: { user: string; passwordStdin?: boolean; remember?: boolean }, command: Command) => {
      const session = await openSession(command.optsWithGlobals<GlobalOptions>(), io);
      const password = await readPassword(io, options.passwordStdin === true, session.baseUrl);
      const signedIn = await session.login(options.user, password, { remember: options.remember === true });
      const until = signedIn.expiresAt ? `session expires ${signedIn.expiresAt}` : 'the service gave no expiry';
      io.stdout.write(`Signed in to ${session.baseUrl} as ${signedIn.userName}; ${until}\n`);
      if (signedIn.loginMessage) io.stdout.write(`${signedIn.loginMessage}\n`);
      if (signedIn.remembered) io.stderr.write('acs-monitor: the password is remembered in the secret store\n');
    });

  program
    .command('logout')
    .description('forget the session token and any remembered password for the service')
    .action(async (_options: object, command: Command) => {
      const session = await openSession(command.optsWithGlobals<GlobalOptions>(), io);
      await session.logout();
      io.stdout.write(`Signed out of ${session.baseUrl}\n`);
    });
}

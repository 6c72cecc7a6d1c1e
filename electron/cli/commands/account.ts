// register, login and logout: the application token and the session, kept in the secret store.
import type { Command } from 'commander';
import { profileOf, type GlobalOptions } from '../context.js';
import type { CliIO } from '../io.js';
import { UsageError } from '../exit-codes.js';
import { readPassword } from '../password.js';
import { jsonLine, terminalText } from '../terminal-text.js';
import { openSession } from '../../core/app/command-line/open-session.js';

const TOKEN_WOULD_BE_LOST =
  'there is no keychain on this machine, so the application token would be lost when this command ends ' +
  '(and the service issues it only once). Nothing was sent. Run register again with --print-token, ' +
  'then keep the token and pass it to later commands as ACS_APP_TOKEN, with ACS_USERNAME and ACS_PASSWORD for signing in';

export function addAccountCommands(program: Command, io: CliIO): void {
  program
    .command('register')
    .description('register this application with the service; keeps its token in the secret store')
    .requiredOption('--name <NAME>', 'application name (at most 250 characters)')
    .requiredOption('--email <EMAIL>', 'contact e-mail of the application')
    .option(
      '--print-token',
      'also print the application token, once, for a machine without a keychain (keep it in ACS_APP_TOKEN)',
    )
    .action(async (options: { name: string; email: string; printToken?: boolean }, command: Command) => {
      const session = await openSession(profileOf(command.optsWithGlobals<GlobalOptions>(), io));
      // The service issues a token only once (a second register gets 409): never let it vanish unseen.
      if (session.secretsEndWithProcess && options.printToken !== true) throw new UsageError(TOKEN_WOULD_BE_LOST);
      if (options.printToken !== true) await session.refuseIfKeychainLocked('appToken');
      const form = { applicationName: options.name, applicationEmail: options.email };
      const { registration, applicationToken } = await session.registerRevealingToken(form);
      io.stdout.write(`${jsonLine(registration)}\n`);
      if (options.printToken) {
        io.stderr.write(
          'acs-monitor: warning: the application token is printed below, this once; anyone holding it acts as this application. ' +
            'Keep it as you would a password and pass it to later commands as ACS_APP_TOKEN.\n',
        );
        io.stdout.write(`ACS_APP_TOKEN=${applicationToken}\n`);
      }
    });

  program
    .command('login')
    .description('sign in; keeps the session token in the secret store and prints its expiry')
    .requiredOption('--user <NAME>', 'user name')
    .option('--password-stdin', 'read the password from standard input')
    .option('--remember', 'keep the password in the OS keychain to sign in again by itself when the session ends')
    .action(async (options: { user: string; passwordStdin?: boolean; remember?: boolean }, command: Command) => {
      const profile = profileOf(command.optsWithGlobals<GlobalOptions>(), io);
      const session = await openSession(profile);
      await session.refuseIfKeychainLocked('sessionToken');
      const password = await readPassword(io, profile, options.passwordStdin === true, session.baseUrl);
      const signedIn = await session.login(options.user, password, { remember: options.remember === true });
      const until = signedIn.expiresAt ? `session expires ${signedIn.expiresAt}` : 'the service gave no expiry';
      io.stdout.write(`Signed in to ${session.baseUrl} as ${signedIn.userName}; ${until}\n`);
      if (signedIn.loginMessage) io.stdout.write(`${terminalText(signedIn.loginMessage)}\n`);
      if (signedIn.remembered) io.stderr.write('acs-monitor: the password is remembered in the secret store\n');
    });

  program
    .command('logout')
    .description('forget the session token and any remembered password for the service')
    .action(async (_options: object, command: Command) => {
      const session = await openSession(profileOf(command.optsWithGlobals<GlobalOptions>(), io));
      await session.logout();
      io.stdout.write(`Signed out of ${session.baseUrl}\n`);
    });
}

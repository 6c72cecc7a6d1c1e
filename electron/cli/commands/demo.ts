// demo: the built-in demo service alone, until SIGINT/SIGTERM. First stdout line: its base URL.
import type { Command } from 'commander';
import type { CliIO } from '../io.js';
import { wholeNumber } from '../whole-number.js';

export function addDemoCommand(program: Command, io: CliIO): void {
  program
    .command('demo')
    .description(
      'run the built-in demo access control service; prints its base URL first. Its controllers deliver ' +
        'events as real ones do: most within seconds, some in batches up to 20 min late, a few after outages up to 2 h late',
    )
    .option('--port <PORT>', 'TCP port on 127.0.0.1 (0 picks a free one)', wholeNumber, 0)
    .option(
      '--rate <EVENTS_PER_MINUTE>',
      'live events per minute, shared by the four standard customers',
      wholeNumber,
      30,
    )
    .option(
      '--customers <N>',
      'add N generated customers: every tenth busy (60 events a minute), the others quiet (one every 2 minutes)',
      wholeNumber,
      0,
    )
    .option('--no-cameras', "do not serve the standard customers' cameras (each answers on its own port of 127.0.0.1)")
    .action(async (options: { port: number; rate: number; customers: number; cameras: boolean }) => {
      // Loaded here, not with the CLI: every other command starts without the demo and its picture painter.
      const { DEMO_ACCOUNTS, startDemoService } = await import('../../demo/index.js');
      const demo = await startDemoService({
        port: options.port,
        eventsPerMinute: options.rate,
        extraCustomers: options.customers,
        cameras: options.cameras,
      });
      io.stdout.write(`${demo.baseUrl}\n`);
      io.stderr.write(
        [
          `Demo access control service on ${demo.baseUrl} with ${demo.data.customers.length} customers and ${demo.cameras.length} cameras (stop with Ctrl+C). Accounts:`,
          ...DEMO_ACCOUNTS.map((account) => `  ${account.userName} / ${account.password}  ${account.note}`),
          `Then: ACS_BASE_URL=${demo.baseUrl} acs-monitor register --name "Control room" --email you@example.com`,
          '',
        ].join('\n'),
      );
      await io.stopRequested;
      await demo.close();
    });
}

// customers, users, devices, doors (endpoints 1, 3, 5 and 7), as a table or NDJSON.
// Activation codes and camera passwords are removed before anything is printed.
import type { Command } from 'commander';
import {
  redactDevice,
  redactDoor,
  redactUser,
  type PublicDevice,
  type PublicDoor,
  type PublicUser,
} from '../../core/api/redact.js';
import type { Customer } from '../../core/api/types.js';
import { openSession, type SessionService } from '../../core/app/command-line/open-session.js';
import { profileOf, type GlobalOptions } from '../context.js';
import { resolveCustomer } from '../customer-reference.js';
import type { CliIO } from '../io.js';
import { writeNdjson, writeTable, type Column } from '../output.js';

interface ListOptions {
  json?: boolean;
  customer?: string;
}

const customerColumns: Column<Customer>[] = [
  { header: 'GUID', value: (c) => c.customerGuid },
  { header: 'CODE', value: (c) => c.customerCode },
  { header: 'NAME', value: (c) => c.customerName },
  { header: 'TIME ZONE', value: (c) => c.geographicTimezoneId },
  { header: 'ID', value: (c) => c.customerId },
  { header: 'NOTES', value: (c) => c.notes },
];

const userColumns: Column<PublicUser>[] = [
  { header: 'GUID', value: (u) => u.userGuid },
  { header: 'NAME', value: (u) => [u.firstName, u.lastName].filter(Boolean).join(' ') },
  { header: 'BARRED', value: (u) => u.isBarred },
  { header: 'VALID FROM', value: (u) => u.dateValidFrom },
  { header: 'EXPIRES', value: (u) => u.expiryDate },
  { header: 'ACCESS LEVEL', value: (u) => u.accessLevelDescription },
  { header: 'GROUP', value: (u) => u.userGroupDescription },
];

const deviceColumns: Column<PublicDevice>[] = [
  { header: 'GUID', value: (d) => d.deviceGuid },
  { header: 'NAME', value: (d) => d.name },
  { header: 'SERIAL', value: (d) => d.serialNumber },
  {
    header: 'ROLE',
    value: (d) => (d.slave ? `expansion of ${d.masterSerialNumber ?? '?'}` : d.master ? 'master' : ''),
  },
  { header: 'LICENCE', value: (d) => d.controllerLicense },
  { header: 'SIM', value: (d) => d.simLicense },
  { header: 'AUTO REINSTATE', value: (d) => d.autoReinstate },
];

const doorColumns: Column<PublicDoor>[] = [
  { header: 'GUID', value: (d) => d.doorGuid },
  { header: 'NAME', value: (d) => d.name },
  { header: 'CONTROLLER', value: (d) => d.deviceDetailsResponse?.name },
  { header: 'PORT', value: (d) => d.controllerPortId },
  { header: 'READER', value: (d) => d.doorReaderDetailsResponse?.readerType },
  { header: 'READER STATUS', value: (d) => d.doorReaderDetailsResponse?.status },
  { header: 'DEVICE STATUS', value: (d) => d.doorReaderDetailsResponse?.deviceStatus },
  { header: 'CAMERAS', value: (d) => d.cameras.length },
];

export function addInventoryCommands(program: Command, io: CliIO): void {
  program
    .command('customers')
    .description('the customers you may see')
    .option('--json', 'one JSON object per line')
    .action(async (options: ListOptions, command: Command) => {
      const session = await openSession(profileOf(command.optsWithGlobals<GlobalOptions>(), io));
      const customers = await session.client.listCustomers();
      await print(io, options, customers, customerColumns);
      if (customers.some((customer) => !customer.customerGuid)) {
        io.stderr.write(
          'acs-monitor: this service does not send customer GUIDs; use the GUID your administrator gave you with --customer\n',
        );
      }
    });

  program
    .command('users')
    .description("a customer's cardholders; PIN codes are never printed")
    .requiredOption('--customer <GUID|CODE>', 'customer GUID or customer code')
    .option('--json', 'one JSON object per line')
    .action(async (options: ListOptions, command: Command) => {
      const session = await openSession(profileOf(command.optsWithGlobals<GlobalOptions>(), io));
      const users = (await session.client.listUsers(await oneCustomer(session, options.customer))).map(redactUser);
      await print(io, options, users, userColumns);
    });

  program
    .command('devices')
    .description("a customer's controllers; activation codes are never printed")
    .requiredOption('--customer <GUID|CODE>', 'customer GUID or customer code')
    .option('--json', 'one JSON object per line')
    .action(async (options: ListOptions, command: Command) => {
      const session = await openSession(profileOf(command.optsWithGlobals<GlobalOptions>(), io));
      const devices = (await session.client.listDevices(await oneCustomer(session, options.customer))).map(
        redactDevice,
      );
      await print(io, options, devices, deviceColumns);
    });

  program
    .command('doors')
    .description("a customer's doors; camera passwords and activation codes are never printed")
    .requiredOption('--customer <GUID|CODE>', 'customer GUID or customer code')
    .option('--json', 'one JSON object per line')
    .action(async (options: ListOptions, command: Command) => {
      const session = await openSession(profileOf(command.optsWithGlobals<GlobalOptions>(), io));
      const doors = (await session.client.listDoors(await oneCustomer(session, options.customer))).map(redactDoor);
      await print(io, options, doors, doorColumns);
    });
}

async function oneCustomer(session: SessionService, reference: string | undefined): Promise<string> {
  const customerGuid = await resolveCustomer(reference ?? '', () => session.client.listCustomers());
  return customerGuid;
}

async function print<T>(io: CliIO, options: ListOptions, rows: T[], columns: Column<T>[]): Promise<void> {
  if (options.json) await writeNdjson(io.stdout, rows);
  else writeTable(io.stdout, rows, columns);
}

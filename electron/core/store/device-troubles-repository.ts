// The door readers in trouble now, each with the alarm its trouble raised (migration 14): what keeps a
// trouble read again and again to one alarm, and what closes that alarm when the status comes back.
import type { SqliteDatabase } from './database.js';

export interface StoredTrouble {
  customerGuid: string;
  /** reader:DOOR (see alarms/device-troubles.ts). */
  groupKey: string;
  ruleName: string;
  alarmId: number;
  sinceMs: number;
}

export class DeviceTroublesRepository {
  private readonly ofCustomerStatement;
  private readonly addStatement;
  private readonly endStatement;

  constructor(db: SqliteDatabase) {
    this.ofCustomerStatement = db.prepare('SELECT * FROM device_troubles WHERE customerGuid = ? ORDER BY sinceMs');
    this.addStatement = db.prepare(
      'INSERT INTO device_troubles (customerGuid, groupKey, ruleName, alarmId, sinceMs) VALUES (?, ?, ?, ?, ?)',
    );
    this.endStatement = db.prepare(
      'DELETE FROM device_troubles WHERE customerGuid = ? AND groupKey = ? AND ruleName = ?',
    );
  }

  /** The customer's troubles lasting now, the oldest first. */
  ofCustomer(customerGuid: string): StoredTrouble[] {
    return this.ofCustomerStatement.all(customerGuid) as StoredTrouble[];
  }

  add(trouble: StoredTrouble): void {
    this.addStatement.run(trouble.customerGuid, trouble.groupKey, trouble.ruleName, trouble.alarmId, trouble.sinceMs);
  }

  end(trouble: Pick<StoredTrouble, 'customerGuid' | 'groupKey' | 'ruleName'>): void {
    this.endStatement.run(trouble.customerGuid, trouble.groupKey, trouble.ruleName);
  }
}

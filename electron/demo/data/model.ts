// The demo's world: customers with the resources the service serves, plus the material events are made of.
import type { AccessEvent, Customer, Device, Door, User } from '../../core/api/types.js';

/** The where of an event: customer, site, controller and door (possibly deleted ones). */
export type EventPlace = Pick<
  AccessEvent,
  | 'customerGuid'
  | 'customerName'
  | 'customerId'
  | 'siteGuid'
  | 'siteName'
  | 'siteCode'
  | 'siteId'
  | 'siteDeleted'
  | 'deviceGuid'
  | 'deviceSerialNumber'
  | 'deviceName'
  | 'deviceId'
  | 'deviceDeleted'
  | 'doorGuid'
  | 'doorName'
  | 'doorId'
  | 'doorDeleted'
  | 'localDoorId'
  | 'timezoneDescription'
  | 'tz'
  | 'installerCode'
>;

/** The who of an event: the token presented and its holder (null fields for an unknown token). */
export type EventSubject = Pick<
  AccessEvent,
  | 'tokenGuid'
  | 'tokenData'
  | 'tokenDescription'
  | 'tokenLost'
  | 'tokenId'
  | 'tokenType'
  | 'tokenIfType'
  | 'userGuid'
  | 'userFirstName'
  | 'userLastName'
  | 'userBarred'
  | 'userDeleted'
  | 'userId'
>;

export interface DemoSite {
  siteGuid: string;
  siteName: string;
  siteCode: string;
  siteId: number;
}

export interface DemoCustomer {
  customerGuid: string;
  /** Hidden from the `guard` account (403). */
  restricted: boolean;
  /** The Customer resource as the service sends it (without the non-spec customerGuid). */
  customer: Customer;
  sites: readonly DemoSite[];
  users: readonly User[];
  devices: readonly Device[];
  doors: readonly Door[];
  /** Event material: every door (live and deleted) and every token holder (live and deleted). */
  places: readonly EventPlace[];
  subjects: readonly { subject: EventSubject; barred: boolean; deleted: boolean }[];
}

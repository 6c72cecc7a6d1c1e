// Running numbers for the integer ids of generated resources (customerId, deviceId, userId, …).

export class IdCounters {
  customerId = 1000;
  siteId = 2000;
  deviceId = 3000;
  doorId = 4000;
  userId = 10_000;
  tokenId = 50_000;
  accessLevelId = 70;
  serial = 0x10a3f0;
}

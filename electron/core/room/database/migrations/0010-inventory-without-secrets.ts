// Frozen: shipped SQL is never edited; a change to the schema is a new migration file.
// The room's inventory without secrets (issue 32, high 1): pollers before this version published the
// inventory as fetched (cardholders' PINs, controllers' activation codes, cameras' passwords). Each row
// is cut to the fields the workstation's own cache keeps (api/redact.ts's allow-lists as they are at
// this version), so a field of no list is dropped too. The customer is kept whole, as the cache does.
import type { RoomMigration } from './room-migration.js';

export const migration: RoomMigration = {
  version: 10,
  description:
    "the room's inventory cut to the fields a workstation's cache keeps: no PINs, activation codes or camera passwords",
  sql: `
CREATE FUNCTION pg_temp.only_keys(item jsonb, allowed text[]) RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN jsonb_typeof(item) = 'object'
    THEN (SELECT coalesce(jsonb_object_agg(key, value), '{}'::jsonb) FROM jsonb_each(item) WHERE key = ANY (allowed))
    ELSE item END
$$;

-- Each object of an array cut to the allowed keys, in the array's order; an absent array stays absent.
CREATE FUNCTION pg_temp.each_only_keys(items jsonb, allowed text[]) RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN jsonb_typeof(items) = 'array'
    THEN (SELECT coalesce(jsonb_agg(pg_temp.only_keys(item, allowed) ORDER BY n), '[]'::jsonb)
          FROM jsonb_array_elements(items) WITH ORDINALITY AS element(item, n))
    ELSE items END
$$;

CREATE FUNCTION pg_temp.public_device(device jsonb) RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
  SELECT pg_temp.only_keys(device, ARRAY['deviceGuid', 'name', 'serialNumber', 'notes', 'masterSerialNumber',
    'slave', 'master', 'autoReinstate', 'controllerLicense', 'simLicense', 'customerGuid', 'deviceId'])
$$;

-- A door keeps its controller and reader (each cut to its own list, where it has them) and its cameras,
-- an empty list where it had none.
CREATE FUNCTION pg_temp.public_door(door jsonb) RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
  SELECT pg_temp.only_keys(door, ARRAY['doorGuid', 'controllerPortId', 'name', 'isFireAlarmExempt'])
    || CASE WHEN door ? 'deviceDetailsResponse'
         THEN jsonb_build_object('deviceDetailsResponse', pg_temp.public_device(door -> 'deviceDetailsResponse'))
         ELSE '{}'::jsonb END
    || CASE WHEN door ? 'doorReaderDetailsResponse'
         THEN jsonb_build_object('doorReaderDetailsResponse', pg_temp.only_keys(door -> 'doorReaderDetailsResponse',
           ARRAY['readerType', 'status', 'deviceStatus', 'ledConfigurationCode', 'customFormatGuid']))
         ELSE '{}'::jsonb END
    || jsonb_build_object('cameras', coalesce(pg_temp.each_only_keys(door -> 'cameras',
         ARRAY['cameraGuid', 'name', 'ipAddress', 'port', 'username', 'cameraType', 'status']), '[]'::jsonb))
$$;

UPDATE room_inventory SET inventory = inventory
  || jsonb_build_object(
       'users', coalesce(pg_temp.each_only_keys(inventory -> 'users', ARRAY['userGuid', 'firstName', 'lastName',
         'dateValidFrom', 'expiryDate', 'pinTokenGuid', 'isBarred', 'smallCustomField1', 'smallCustomField2',
         'largeCustomField1', 'largeCustomField2', 'extraLargeCustomField', 'isExemptFromLockDown', 'accessLevelGuid',
         'accessLevelDescription', 'userGroupGuid', 'userGroupDescription', 'accessLevelId', 'userId']), '[]'::jsonb),
       'devices', coalesce((SELECT jsonb_agg(pg_temp.public_device(device) ORDER BY n)
         FROM jsonb_array_elements(inventory -> 'devices') WITH ORDINALITY AS element(device, n)), '[]'::jsonb),
       'doors', coalesce((SELECT jsonb_agg(pg_temp.public_door(door) ORDER BY n)
         FROM jsonb_array_elements(inventory -> 'doors') WITH ORDINALITY AS element(door, n)), '[]'::jsonb))
WHERE jsonb_typeof(inventory) = 'object';

DROP FUNCTION pg_temp.public_door(jsonb), pg_temp.public_device(jsonb), pg_temp.each_only_keys(jsonb, text[]),
  pg_temp.only_keys(jsonb, text[]);
`,
};

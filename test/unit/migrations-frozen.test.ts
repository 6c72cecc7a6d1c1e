// Shipped migrations are never edited (issue 33 part 4): a database migrated by an earlier version
// would never run the edit, and two rooms at the same version would differ. Each migration's SQL is
// pinned here by its SHA-256; a schema change is a new migration, added here with its sum.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ROOM_MIGRATIONS } from '../../electron/core/room/database/room-migrations.js';
import { MIGRATIONS } from '../../electron/core/store/migrations.js';

/** The workstation cache's migrations (store/migrations/), as shipped. */
const CACHE_SHIPPED: Record<number, string> = {
  1: 'ad93cbad3b5b0969712f3829b632d42c56b0a0581f24ffc15a1312a485b96b09',
  2: '71c6417df8d9af3e4e0f062bdf18dc26db6c6291f5be1c367f1fd2a49885a880',
  3: '9b08dbef84ca8ef18cd2e28f4b6eaa2a03225a69c0b08cc31cc77fdca79e30c8',
  4: '4e00320b3330c1eb45cda6d4593fedb85308ea3aefcc2d74bec586556981e371',
  5: 'a6469b76169e537fb294b5a752076473660ff60f5e55eda7f9c9b25f6d1dba80',
  6: '1b572e24cea1088e3a3e4d659d43bdd84c3683d9d3e11d2ef9b5e903cf97f388',
  7: '04e9f83ed8fb7ffd1ae2512628c19574712baedef91637e9620002a2ac06cd3a',
  8: '324b9b3e8c7e1316b0774928ce77c879d18956df2ec2f026572e869b60549aa6',
  9: 'c2c1918ced45af22d97398c1dd06de5f72f4d62911c233772bc0729258ddbe85',
  10: '3a19dba2491cbbe0dbb7979a28aeed58ff3fed0a473f8346a743c40ee0d006af',
  11: 'f84fa8d3923d165a1c7c49476694860623a8bc1af15899611c5a230e948825c5',
  12: '58d464eade0a621ed4993ba3723eff7d58e63d9903a955c4383d2a0bdbaf4e82',
  13: 'db7d2fa64d06675f5d1739f9528396ccb5e340939f3681467d2849370afad2ad',
  14: 'a49b23ff7c24d06754c25b46f451ba10665599756bf9c359eb5dd50d8801e1a5',
  15: '8345be377def3c334fe73886b59614cff22c29aa0a261367b0e2f00bb552a54b',
  16: 'fd1ee275337eb35e51aa6d17ac24164ab08fcf841158ff61f28f00b7a681ae8e',
  17: '44892f0034fbe309b39cb17b3099cb93856b464e7e59dae562b837c8d77febc9',
};

/** The control room's migrations (room/migrations/), as shipped. */
const ROOM_SHIPPED: Record<number, string> = {
  1: 'b57a9d8abef1812ead97123289a863a9e07f3c84e8c3448c38858838c05cafe8',
  2: '76d85ffa740fe1d834de631eb08bb06e04a4756990edb550f8b84cffdedac883',
  3: '0f91277d9b10ebad183dc612a44d9801ced81509488164d9c254a9fca4ad70cd',
  4: '6d2023b981d7f66b62fb0dca8b76c7510a222cac2e2e4e316ce0b791dcc2b960',
  5: '0078721caf2ec7d48c53797dbeb3cfebf208946ac1e4db225bb54eacb9b66b0b',
  6: 'e59851a865de5b7007b4e3b512832e0c2def20e11489b2fcb8fddf1f9ec2ad5f',
  7: 'fe933ad0dad0072e5472d19ce537fd67b092ce867c24e19411418664f837fb9a',
  8: '34a979fe1e81ce9fc306106389c03e35c6c3613d8f8d936b0c64db88154dc1a4',
  9: 'd2db35afdd310ede857ff3f5f568cfd571ddaa525f7d97bf415b104e08d02482',
  10: '7de20819f68fb71b65ac8154675892252a172c0c6dee1293510857cb9526864b',
  11: 'f15509e6cdc25cfcc5020123b8179799f4ec56a3d949e1256bbd1840847a2be9',
  12: 'de86c6be55afee39ca48174bf4b24e2a904e1f6e734228116ed1b3424ee26000',
  13: '3e7f7b7d305407c68918d5124fec58d36222eb4c46276bd10178a068d8711e37',
  14: '3fa196248038cdcec1eb979e8d09eec29ad15bfd6c5b1f289705a0b36ef09e07',
  15: '9fe9bf63cf497750d306d9901edbf2b24d070bd45b3a77db59330f6083ee56a8',
};

/** Each migration whose SQL is not the one pinned for its version, in words; a new one pinned nowhere too. */
function edited(
  migrations: ReadonlyArray<{ version: number; sql: string }>,
  shipped: Record<number, string>,
): string[] {
  return migrations.flatMap(({ version, sql }) => {
    const sum = createHash('sha256').update(sql).digest('hex');
    if (shipped[version] === undefined) return [`migration ${version} is pinned nowhere: add ${version}: '${sum}'`];
    return shipped[version] === sum ? [] : [`migration ${version}'s SQL was edited: write a new migration instead`];
  });
}

describe('migrations, once shipped', () => {
  it("keep the workstation cache's SQL as it shipped, every one of them", () => {
    expect(edited(MIGRATIONS, CACHE_SHIPPED)).toEqual([]);
    expect(MIGRATIONS.map((migration) => migration.version)).toEqual(Object.keys(CACHE_SHIPPED).map(Number));
  });

  it("keep the room's SQL as it shipped, every one of them", () => {
    expect(edited(ROOM_MIGRATIONS, ROOM_SHIPPED)).toEqual([]);
    expect(ROOM_MIGRATIONS.map((migration) => migration.version)).toEqual(Object.keys(ROOM_SHIPPED).map(Number));
  });
});

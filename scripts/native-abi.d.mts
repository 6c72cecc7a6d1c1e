export type NativeModuleTarget = { kind: 'node-api' } | { kind: 'abi'; abi: number } | { kind: 'unknown' };

export function nativeModuleTarget(bytes: Buffer): NativeModuleTarget;
export function electronAbi(electronVersion: string): number;
export function nativeModulesForElectronProblems(
  files: { electronVersion: string; keytarFile: string; sqliteFile: string },
  read?: (path: string) => Buffer,
): string[];

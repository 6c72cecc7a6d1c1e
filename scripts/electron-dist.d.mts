export interface ElectronDistFiles {
  readText(path: string): string | null;
  listFolders(path: string): string[];
  exists(path: string): boolean;
}

export function electronCacheRoot(env?: NodeJS.ProcessEnv, platform?: NodeJS.Platform, home?: string): string;

export function electronDistSource(options: {
  version: string;
  platform?: NodeJS.Platform;
  arch?: string;
  env?: NodeJS.ProcessEnv;
  installedDist: string;
  cacheRoot?: string;
  files?: ElectronDistFiles;
}): { path: string; line?: undefined } | { line: string; path?: undefined };

// The built renderer's files, and nothing outside its folder.
import { realpath } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, resolve, sep } from 'node:path';
import { contentTypeFor } from './content-types.js';
import { sendText } from './replies.js';
import { sendFile } from './send-file.js';

const INDEX = 'index.html';
/** Vite names the files under assets/ by their content hash, so they never change. */
const HASHED_ASSETS = 'assets';

/**
 * The file a raw request path (before any `?`) names under root, or null when the path tries to leave
 * it: `..` or `.` segments (plain or percent-encoded), encoded slashes or backslashes, NUL, bad escapes.
 */
export function staticFilePath(root: string, rawPath: unknown): string | null {
  if (typeof rawPath !== 'string' || !rawPath.startsWith('/')) return null;
  const segments: string[] = [];
  for (const raw of rawPath.split('/')) {
    let segment: string;
    try {
      segment = decodeURIComponent(raw);
    } catch {
      return null;
    }
    if (segment === '..' || segment === '.' || /[/\\\0]/.test(segment)) return null;
    if (segment !== '') segments.push(segment);
  }
  const rootPath = resolve(root);
  const filePath = resolve(rootPath, ...(segments.length > 0 ? segments : [INDEX]));
  return filePath.startsWith(rootPath + sep) ? filePath : null;
}

/** Serves the file, index.html for a path without an extension (the renderer routes it), else 404. */
export async function serveStatic(
  req: IncomingMessage,
  res: ServerResponse,
  root: string,
  rawPath: string,
): Promise<void> {
  const filePath = staticFilePath(root, rawPath);
  if (filePath && (await sendInsideRoot(req, res, root, filePath))) return;
  const isPagePath =
    filePath !== null && extname(filePath) === '' && !isUnder(join(resolve(root), HASHED_ASSETS), filePath);
  if (isPagePath && (await sendInsideRoot(req, res, root, join(resolve(root), INDEX)))) return;
  sendText(res, 404, 'Not found');
}

/** Follows symbolic links first, so a link inside the folder cannot lead out of it. */
async function sendInsideRoot(
  req: IncomingMessage,
  res: ServerResponse,
  root: string,
  filePath: string,
): Promise<boolean> {
  let realRoot: string;
  let realFile: string;
  try {
    [realRoot, realFile] = await Promise.all([realpath(root), realpath(filePath)]);
  } catch {
    return false;
  }
  if (!isUnder(realRoot, realFile)) return false;
  const cacheControl = isUnder(join(realRoot, HASHED_ASSETS), realFile)
    ? 'private, max-age=31536000, immutable'
    : 'no-store';
  return sendFile(req, res, realFile, { 'Content-Type': contentTypeFor(realFile), 'Cache-Control': cacheControl });
}

function isUnder(folder: string, filePath: string): boolean {
  return filePath.startsWith(folder + sep);
}

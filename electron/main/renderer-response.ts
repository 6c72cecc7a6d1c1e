// The answer to one acs-app:// request: a file of the built renderer with its type and the CSP as
// a header, or 404 for anything else (another host, a path leaving the folder, a missing file).
// No `electron` import: the Response is the web standard one, tested in plain Node.
import { readFile } from 'node:fs/promises';
import { contentTypeFor } from '../web/content-types.js';
import { staticFilePath } from '../web/static-files.js';
import { APP_HOST, APP_SCHEME } from './app-scheme.js';
import { CONTENT_SECURITY_POLICY } from '../content-security-policy.js';

export async function rendererResponse(rendererDir: string, url: string): Promise<Response> {
  const parsed = new URL(url);
  if (parsed.protocol !== `${APP_SCHEME}:` || parsed.host !== APP_HOST) return notFound();
  // The raw path: staticFilePath refuses dot segments and encoded slashes the URL parser leaves in.
  const filePath = staticFilePath(rendererDir, parsed.pathname);
  if (filePath === null) return notFound();
  let body: Buffer;
  try {
    body = await readFile(filePath);
  } catch {
    return notFound();
  }
  return new Response(new Uint8Array(body), {
    status: 200,
    headers: {
      'content-type': contentTypeFor(filePath),
      'content-security-policy': CONTENT_SECURITY_POLICY,
      'x-content-type-options': 'nosniff',
    },
  });
}

function notFound(): Response {
  return new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });
}

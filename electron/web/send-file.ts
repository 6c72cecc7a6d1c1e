// Streams one file from disk as the response, honouring HEAD.
import { open } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { pipeline } from 'node:stream/promises';

/** Sends the file with the given headers; false, having sent nothing, when it is missing or not a regular file. */
export async function sendFile(
  req: IncomingMessage,
  res: ServerResponse,
  filePath: string,
  headers: Record<string, string>,
): Promise<boolean> {
  let handle;
  try {
    handle = await open(filePath, 'r');
  } catch {
    return false;
  }
  const stats = await handle.stat();
  if (!stats.isFile()) {
    await handle.close();
    return false;
  }
  res.writeHead(200, { ...headers, 'Content-Length': stats.size });
  if (req.method === 'HEAD') {
    await handle.close();
    res.end();
    return true;
  }
  // The stream closes the handle when it ends or fails.
  await pipeline(handle.createReadStream(), res).catch(() => {
    // The client went away mid-download: nothing to answer.
  });
  return true;
}

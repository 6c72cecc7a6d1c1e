// GET /api/exports/:exportId: a CSV file the backend wrote, as a download; once sent whole, it is handed back to be
// deleted (a download cut short, or a HEAD, leaves it for another try).
import type { IncomingMessage, ServerResponse } from 'node:http';
import { sendText } from './replies.js';
import { sendFile } from './send-file.js';

export type ExportFileLookup = (exportId: string) => { path: string; fileName: string } | null;

export function isExportId(value: unknown): value is string {
  return typeof value === 'string' && /^[A-Za-z0-9_-]{1,64}$/.test(value);
}

export async function sendExport(
  req: IncomingMessage,
  res: ServerResponse,
  exportId: string,
  lookup: ExportFileLookup | undefined,
  taken?: (exportId: string) => void,
): Promise<void> {
  const file = isExportId(exportId) && lookup ? lookup(exportId) : null;
  const sent =
    file !== null &&
    (await sendFile(req, res, file.path, {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': contentDisposition(file.fileName),
    }));
  if (!sent) {
    sendText(
      res,
      404,
      'No such export: it was downloaded or saved already, or not fetched within an hour; export again',
    );
    return;
  }
  // The last byte reached the socket: the pipeline ended without the client going away.
  if (req.method !== 'HEAD' && res.writableFinished) taken?.(exportId);
}

/** An ASCII file name for the quoted form, and the exact one (UTF-8) for browsers that read filename*. */
export function contentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^A-Za-z0-9._ -]/g, '_') || 'export.csv';
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeRfc5987(fileName)}`;
}

function encodeRfc5987(text: string): string {
  return encodeURIComponent(text).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

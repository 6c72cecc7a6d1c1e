// GET /api/exports/:exportId: a CSV file the backend wrote, as a download.
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
): Promise<void> {
  const file = isExportId(exportId) && lookup ? lookup(exportId) : null;
  const sent =
    file !== null &&
    (await sendFile(req, res, file.path, {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': contentDisposition(file.fileName),
    }));
  if (!sent) sendText(res, 404, 'No such export');
}

/** An ASCII file name for the quoted form, and the exact one (UTF-8) for browsers that read filename*. */
export function contentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^A-Za-z0-9._ -]/g, '_') || 'export.csv';
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeRfc5987(fileName)}`;
}

function encodeRfc5987(text: string): string {
  return encodeURIComponent(text).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

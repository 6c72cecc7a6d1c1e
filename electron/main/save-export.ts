// The desktop app's "Save…" for a finished export: the OS save dialog, proposing the export's own
// name in the Downloads folder, then a copy of the file there (the app then deletes the original in the profile
// folder: app-service's export.save).
import { app, dialog, type BrowserWindow } from 'electron';
import { copyFile } from 'node:fs/promises';
import { join } from 'node:path';

export function saveExportWithDialog(
  window: () => BrowserWindow | null,
): (file: { path: string; fileName: string }) => Promise<string | null> {
  return async ({ path, fileName }) => {
    const options = {
      title: 'Save the CSV export',
      defaultPath: join(app.getPath('downloads'), fileName),
      filters: [{ name: 'CSV', extensions: ['csv'] }],
    };
    const parent = window();
    const answer = parent ? await dialog.showSaveDialog(parent, options) : await dialog.showSaveDialog(options);
    if (answer.canceled || !answer.filePath) return null;
    await copyFile(path, answer.filePath);
    return answer.filePath;
  };
}

// export.*: a CSV of the cached events, written off the main thread; cancelling it; saving it somewhere.
import { AppError } from '../../../app-error.js';
import type { AppCore } from '../app-core.js';
import type { NamespaceHandlers } from './namespace.js';

export function exportHandlers(this: AppCore): NamespaceHandlers<'export'> {
  return {
    'export.start': async (request) => {
      const connection = await this.readyConnection();
      connection.requireShown(request.customerGuids ?? [request.customerGuid]);
      await connection.learnCustomers(request.customerGuids ?? [request.customerGuid]);
      return { exportId: await connection.exports.start(request) };
    },
    'export.cancel': async ({ exportId }) => ({
      cancelled: this.connection?.exports.cancel(exportId) ?? false,
    }),
    'export.save': async ({ exportId }) => {
      if (!this.options.saveExport) {
        throw new AppError('not-offered', 'Saving to a chosen folder is for the desktop app; use Download here');
      }
      const file = this.exportFile(exportId);
      if (!file) {
        throw new AppError(
          'not-found',
          'That export is not finished, or no longer kept (saved already, or not fetched within an hour): export again',
        );
      }
      const savedTo = await this.options.saveExport(file);
      // Saved elsewhere: the copy in the profile folder goes (a cancelled dialog keeps it for another try).
      if (savedTo !== null) this.exportTaken(exportId);
      return { savedTo };
    },
  };
}

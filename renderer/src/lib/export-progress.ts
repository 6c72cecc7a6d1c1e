// An export's progress in events, as a guard reads it: "1,200 of about 5,000 events fetched".
import type { ExportProgress } from '../../../electron/contract.js';

const count = (n: number): string => n.toLocaleString('en-GB');

/** The events part of the progress line; '' when there is nothing to count. */
export function exportProgressText(progress: ExportProgress): string {
  const { phase, eventsFetched = 0, eventsExpected, piecesDone = 0, piecesTotal = 0, rowsWritten } = progress;
  if (phase === 'fetching') {
    if (piecesTotal === 0) return '';
    const pieces = `${piecesDone} of ${piecesTotal} pieces`;
    return eventsExpected === undefined
      ? `${count(eventsFetched)} events fetched so far (${pieces}; the total is estimated once the first piece is in)`
      : `${count(eventsFetched)} of about ${count(eventsExpected)} events fetched (${pieces})`;
  }
  if (phase === 'writing') {
    return eventsExpected === undefined
      ? `${count(rowsWritten ?? 0)} events written`
      : `${count(rowsWritten ?? 0)} of ${count(eventsExpected)} events written`;
  }
  if (phase === 'done') return `${count(rowsWritten ?? 0)} events in the file`;
  return '';
}

/** How far along the bar is: pieces while fetching, events while writing. */
export function exportFraction(progress: ExportProgress | null): number {
  if (!progress) return 0;
  if (progress.phase === 'done') return 1;
  if (progress.phase === 'writing' && progress.eventsExpected) {
    return Math.min(1, (progress.rowsWritten ?? 0) / progress.eventsExpected);
  }
  return progress.piecesTotal ? (progress.piecesDone ?? 0) / progress.piecesTotal : 0;
}

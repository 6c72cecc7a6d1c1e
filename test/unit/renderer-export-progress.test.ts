import { describe, expect, it } from 'vitest';
import { exportFraction, exportProgressText } from '../../renderer/src/lib/export-progress.js';

describe('export progress in events', () => {
  it('says the total is not known before the first piece is in', () => {
    const progress = { exportId: 'x', phase: 'fetching' as const, piecesDone: 0, piecesTotal: 4, eventsFetched: 0 };
    expect(exportProgressText(progress)).toBe(
      '0 events fetched so far (0 of 4 pieces; the total is estimated once the first piece is in)',
    );
    expect(exportFraction(progress)).toBe(0);
  });

  it('gives an estimate while fetching, and the count against the cache while writing', () => {
    const fetching = {
      exportId: 'x',
      phase: 'fetching' as const,
      piecesDone: 1,
      piecesTotal: 4,
      eventsFetched: 1200,
      eventsExpected: 4800,
    };
    expect(exportProgressText(fetching)).toBe('1,200 of about 4,800 events fetched (1 of 4 pieces)');
    expect(exportFraction(fetching)).toBe(0.25);
    const writing = { exportId: 'x', phase: 'writing' as const, rowsWritten: 3000, eventsExpected: 4000 };
    expect(exportProgressText(writing)).toBe('3,000 of 4,000 events written');
    expect(exportFraction(writing)).toBe(0.75);
  });

  it('says nothing about pieces when the cache held everything, and counts the finished file', () => {
    expect(exportProgressText({ exportId: 'x', phase: 'fetching', piecesDone: 0, piecesTotal: 0 })).toBe('');
    const done = { exportId: 'x', phase: 'done' as const, rowsWritten: 4000 };
    expect(exportProgressText(done)).toBe('4,000 events in the file');
    expect(exportFraction(done)).toBe(1);
  });
});

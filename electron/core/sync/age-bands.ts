// The schedule by age: which windows of eventDate are re-read after the fresh edge, and how often.
//
// Why re-read at all: an event can reach the service long after it occurred (a controller on a
// store-and-forward link, or one that was offline and delivers its backlog on reconnecting). The
// only way to find it is to read its eventDate again, and a read costs every event in its window.
//
// Cost model, per customer, with R its events per second and every figure in "events downloaded
// per new event" (amplification; 1 is the floor: each event downloaded once). A window of ages read
// every P costs width / P.
// - Edge: [min(previous edge read, newest eventDate seen) − edge lateness, now] every poll interval
//   τ: 1 + edgeLateness / τ (about 2). Buys: an on-time event stored within τ plus the request.
// - Youngest band [edge lateness, 20 s], every 10 s: about 2. Anything a little late within 10 s.
// - Doubling bands [20 s, 40 s], [40 s, 80 s], … up to settleAge. Each band's reads cover eventDate
//   without a gap (band-reads.ts): a read at t covers [min(where its last read ended, t − hi), t − lo],
//   so a read that comes δ late (the budget, the background share, a read in flight, a restart)
//   reads δ more instead of leaving a δ-wide gap; the cost per new event is unchanged (the next
//   read is due a period after this one, so the widths still add up to the time passed). Hence for
//   each band every eventDate e is read once its age reaches lo, at the band's first read after
//   e + lo. Where late events were found recently a band is "hot" and read every lo/2 over its
//   width: cost 2, and an event delivered at age d there is found by its next read, within d/2 (or,
//   near the band's older edge, by the next band). A cold band is read every width (= lo): cost 1,
//   and an event delivered at age d is found within 3·d: the smallest band with lo ≥ d reads e at
//   its first read after e + lo (≥ delivery), which comes within lo < 2·d of it; the band holding d
//   finds it sooner unless it read e's part just before delivery. Beyond the lateness seen lately
//   (twice it, at least 2 h) cold bands are read two by two, [lo, 4·lo] every 3·lo: cost 1 a pair,
//   found within 15·d or by the settling read: a lateness nobody has shown is looked for cheaply,
//   and once seen its band turns hot. Learning which bands are hot is what keeps the cost down:
//   late events come from a few controllers, at a few typical lags. (Before the reads started
//   where the last one ended, a read late by δ left eventDates unread by that band, and an event
//   there moved on to the next band, where the same could happen: test/unit/sync-late-slip.test.ts.)
// - Settle: each point of eventDate is read once more when it is settleAge (25 h) old: cost 1. The
//   guarantee rests on this read alone: every event delivered less than settleAge after it occurred
//   is in the cache, whatever the bands did. Bands buy speed.
// - Chase (see engine.ts): a late event found usually has siblings (the rest of a backlog), so the
//   engine reads back at once to its controller's previous event: one extra read per backlog. The
//   service filters events by eventDate and type only, not by controller, so a chase reads every
//   controller's events of that stretch; a band whose next window it reads from where the band's
//   reads ended takes it as its own read (band-reads.ts, readAlong; the backfill likewise), so
//   the chase's downloads replace the young cold bands' instead of adding to them.
// A busy customer whose late events are young (backlogs are chased) and seen up to 2 h late costs
// about 2 + 2 + 6 + 7 + 2 + 1 ≈ 20 downloads per new event; every band hot, about 29. The old
// overlap-and-sweep design cost ~600. Measured (sync bench, steady, 6 h): edge with the young bands
// folded in 6.2, bands 10.9 (about 1 each for the cold single bands from 80 s to 2.8 h), chase 1.4,
// settle 1.2: 19.6; with chases read along, bands 8.2 (the bands a chase's stretch reaches, 160 s
// to 2.8 h, fell from about 1 to 0.5-0.8): 17.5. The floor of this design is the 3× promise itself:
// one read per doubling from 20 s to 2 h (about 9) on top of edge, youngest band and settle (about 5).

const SECOND = 1000;

export interface BandSettings {
  /** Age where the first doubling band starts (default 20 s); below it, the youngest band. */
  firstBandMs: number;
  /** Least period of any band (default 10 s). */
  minPeriodMs: number;
  /** The oldest age any band covers; the settling read takes over there (default 25 h). */
  settleAgeMs: number;
}

export const DEFAULT_BAND_SETTINGS: BandSettings = {
  firstBandMs: 20 * SECOND,
  minPeriodMs: 10 * SECOND,
  settleAgeMs: 25 * 3_600_000,
};

/** Events whose age (now − eventDate) lies in [loMs, hiMs]; `index` numbers the doublings (0: the youngest). */
export interface AgeBand {
  index: number;
  loMs: number;
  hiMs: number;
}

/** The doubling bands from `edgeLatenessMs` to settleAge: where lateness is learned band by band. */
export function ageBands(settings: BandSettings, edgeLatenessMs: number): AgeBand[] {
  const bands: AgeBand[] = [{ index: 0, loMs: edgeLatenessMs, hiMs: settings.firstBandMs }];
  for (let lo = settings.firstBandMs; lo < settings.settleAgeMs; lo *= 2) {
    bands.push({ index: bands.length, loMs: lo, hiMs: Math.min(2 * lo, settings.settleAgeMs) });
  }
  return bands;
}

/** A window the schedule reads as one: a hot band alone, or a pair of cold ones. */
export interface ScheduledBand extends AgeBand {
  hot: boolean;
  periodMs: number;
}

/**
 * The bands as read: hot ones alone at lo/2, cold ones alone at their width, and cold neighbours
 * from `pairFromMs` on two by two over their joint width.
 */
export function scheduledBands(
  bands: readonly AgeBand[],
  isHot: (index: number) => boolean,
  settings: BandSettings,
  pairFromMs: number,
): ScheduledBand[] {
  const out: ScheduledBand[] = [];
  for (let i = 0; i < bands.length; i += 1) {
    const band = bands[i]!;
    const hot = band.index === 0 || isHot(band.index);
    const next = bands[i + 1];
    if (!hot && band.loMs >= pairFromMs && next && !isHot(next.index)) {
      out.push({ ...band, hiMs: next.hiMs, hot, periodMs: periodOf(band.loMs, next.hiMs, false, settings) });
      i += 1;
    } else {
      out.push({ ...band, hot, periodMs: periodOf(band.loMs, band.hiMs, hot, settings) });
    }
  }
  return out;
}

function periodOf(loMs: number, hiMs: number, hot: boolean, settings: BandSettings): number {
  return Math.max(settings.minPeriodMs, hot ? loMs / 2 : hiMs - loMs);
}

/** The band whose ages contain `ageMs` (the oldest band for anything older), or null when younger than all. */
export function bandOfAge<B extends AgeBand>(bands: readonly B[], ageMs: number): B | null {
  if (bands.length === 0 || ageMs < bands[0]!.loMs) return null;
  return bands.find((band) => ageMs <= band.hiMs) ?? bands.at(-1)!;
}

// How long something took, as a guard reads it: the shift report's times to acknowledge and its
// periods NOT MONITORING, on the page, the History screen and the command line alike.

/** "45 s", "6 min 40 s", and from an hour on "2 h 5 min" (seconds no longer matter there). */
export function durationText(ms: number): string {
  const seconds = Math.max(0, Math.round(ms / 1000));
  if (seconds < 60) return `${seconds} s`;
  if (seconds < 3600) return `${Math.floor(seconds / 60)} min ${seconds % 60} s`;
  const minutes = Math.floor(seconds / 60);
  return `${Math.floor(minutes / 60)} h ${minutes % 60} min`;
}

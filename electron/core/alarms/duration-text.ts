// A length of time as a guard reads it: "42 s", "4 min 12 s", "3 h 5 min", "3 days". Pure, no Node:
// the screens, the printable report and the desktop shell's notifications say it alike.

export function durationText(ms: number): string {
  const sign = ms < 0 ? '−' : '';
  const seconds = Math.round(Math.abs(ms) / 1000);
  if (seconds < 60) return `${sign}${seconds} s`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${sign}${minutes} min${seconds % 60 ? ` ${seconds % 60} s` : ''}`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return `${sign}${hours} h${minutes % 60 ? ` ${minutes % 60} min` : ''}`;
  return `${sign}${Math.floor(hours / 24)} days`;
}

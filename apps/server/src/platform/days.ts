/** Calendar days in the business time zone (BUSINESS_TZ), as `YYYY-MM-DD` strings. */
const formatters = new Map<string, Intl.DateTimeFormat>();

export function businessDay(ms: number, timeZone: string): string {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    formatters.set(timeZone, f);
  }
  return f.format(ms);
}

export function addDays(day: string, n: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

/** The Monday–Sunday week that holds `day`. */
export function weekOf(day: string): { start: string; end: string } {
  const weekday = (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7;
  const start = addDays(day, -weekday);
  return { start, end: addDays(start, 6) };
}

/** Consecutive days in `days` running back from `today`, or from yesterday when today is not in it yet. */
export function streakUntil(days: ReadonlySet<string>, today: string): number {
  let streak = 0;
  for (let d = days.has(today) ? today : addDays(today, -1); days.has(d); d = addDays(d, -1)) streak += 1;
  return streak;
}

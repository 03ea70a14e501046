/**
 * A long `in (…)` list split into parts: SQLite allows at most 32,766 bound parameters and
 * PostgreSQL 65,535, and short lists keep each statement cheap to plan.
 */
export function chunked<T>(items: readonly T[], size = 500): T[][] {
  const parts: T[][] = [];
  for (let i = 0; i < items.length; i += size) parts.push(items.slice(i, i + size));
  return parts;
}

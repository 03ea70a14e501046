/** `next_offset` for an offset page (API.md "Lists"): null at the end. */
export function nextOffset(offset: number, got: number, limit: number, total?: number): number | null {
  if (got < limit) return null;
  if (total !== undefined && offset + got >= total) return null;
  return offset + got;
}

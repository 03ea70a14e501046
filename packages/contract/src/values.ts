import { z } from 'zod';
import { MAX_PAGE_SIZE } from './constants.js';

/** A query flag: `true/false/1/0` (API.md "Values"). */
export const queryFlag = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0', ''])])
  .transform((v) => v === true || v === 'true' || v === '1');

export const idSchema = z.coerce.number().int().positive();

export const idParams = z.object({ id: idSchema });

export function pagingQuery(defaultLimit: number) {
  return z.object({
    offset: z.coerce.number().int().min(0).default(0),
    limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(defaultLimit),
  });
}

/** ISO 8601 UTC time on the wire. */
export const isoTime = z.string();

import { z } from 'zod';

/** Every JSON response: `{ result, status: { code, msg } }`; HTTP status equals `status.code`. */
export interface Status {
  /** HTTP-style code; the web client uses '' for a network failure (SPEC.md §8). */
  code: number | '';
  msg: string;
}

export interface Envelope<T> {
  result: T;
  status: Status;
}

export const statusSchema = z.object({ code: z.number(), msg: z.string() });

export function envelopeSchema<T extends z.ZodType>(result: T) {
  return z.object({ result, status: statusSchema });
}

/** Paged list, as API.md "Lists" says. */
export interface Page<T> {
  items: T[];
  next_offset: number | null;
  total?: number;
}

export function pageSchema<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    next_offset: z.number().int().nullable(),
    total: z.number().int().optional(),
  });
}

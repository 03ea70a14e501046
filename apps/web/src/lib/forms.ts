import type { z } from 'zod';

/** Server messages read `field: 说明`; a form shows just the explanation next to the field. */
export function displayError(msg: string): string {
  return msg.replace(/^[a-z_.0-9]+: /, '');
}

/** An antd-mobile form rule from a contract schema, so the page checks what the server checks. */
export function zodRule(schema: z.ZodType) {
  return {
    validator: async (_: unknown, value: unknown) => {
      const r = schema.safeParse(value ?? '');
      if (!r.success) throw new Error(r.error.issues[0]?.message ?? '格式不正确');
    },
  };
}

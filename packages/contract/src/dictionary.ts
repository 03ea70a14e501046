import { z } from 'zod';

export const wordQuery = z.object({
  word: z.string({ error: '请提供要查的词' }).trim().min(1, '请提供要查的词').max(64, '单词最多 64 个字符'),
  sentence: z.string().max(2000, '句子最多 2000 字符').optional(),
  scene: z.string().max(32).optional(),
});

/** ECDICT's inflection kinds, by the names the UI shows. */
export const FORM_NAMES = {
  p: '过去式',
  d: '过去分词',
  i: '现在分词',
  '3': '第三人称单数',
  r: '比较级',
  t: '最高级',
  s: '复数',
} as const;

export const dictEntrySchema = z.object({
  /** As asked (the surface form in the text). */
  word: z.string(),
  /** The headword it resolved to: `went` → `go`. */
  lemma: z.string(),
  phonetic: z.string(),
  translation: z.array(z.string()),
  definition: z.array(z.string()),
  tags: z.array(z.string()),
  collins: z.number().int(),
  oxford: z.boolean(),
  frq: z.number().int(),
  /** Inflections of the lemma by kind: `{ p: 'went', d: 'gone', … }`. */
  forms: z.record(z.string(), z.string()),
  in_wordbook: z.boolean(),
});
export type DictEntry = z.infer<typeof dictEntrySchema>;

import { z } from 'zod';

/**
 * An English word as the whole product counts, looks up and marks it: letters, with inner
 * apostrophes kept (`don't`, `children's`). The server lists an article's words with it and the
 * reader marks them with it, so the two always agree. Global: use it with `match`/`matchAll`.
 */
export const ENGLISH_WORD = /[A-Za-z]+(?:['’][A-Za-z]+)*/g;

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

export const annotationSchema = z.object({ word: z.string(), resolve: z.string(), tag: z.string() });
export type Annotation = z.infer<typeof annotationSchema>;
export const annotationAddBody = z.object({
  word: z.string({ error: '请提供单词' }).trim().min(1, '请提供单词').max(64, '单词最多 64 个字符'),
  resolve: z.string({ error: '请填写释义' }).trim().min(1, '请填写释义').max(500, '释义最多 500 字'),
  tag: z.string().trim().max(32, '标签最多 32 字').optional().default(''),
});
export const annotationDeleteBody = z.object({
  word: z.string({ error: '请提供单词' }).trim().min(1, '请提供单词').max(64),
});

export const LEVEL_WORD_LEVELS = [
  'VERY_EASY',
  'EASY',
  'STANDARD',
  'DIFFICULT',
  'VERY_DIFFICULT',
  'C4',
  'C6',
  'L4',
  'L8',
  'IELTS',
] as const;
const levelParam = z.enum(LEVEL_WORD_LEVELS, { error: 'level 不正确' }).default('C4');
export const levelWordsQuery = z.object({ level: levelParam });
export const levelWordSchema = z.object({
  word: z.string(),
  lemma: z.string(),
  phonetic: z.string(),
  meaning: z.string(),
  tags: z.array(z.string()),
  /** Every spelling of this lemma in the text, lower-cased (`study`, `studies`), so a reader can mark them all. */
  surfaces: z.array(z.string()),
});
export type LevelWord = z.infer<typeof levelWordSchema>;

export const wordProSchema = dictEntrySchema.extend({
  sentences: z.array(z.object({ sentence: z.string(), article_id: z.number().int().nullable() })),
});

/** A multiple-choice question on one word of an article: pick its Chinese meaning. */
export const quizQuery = z.object({
  level: levelParam,
  size: z.coerce.number().int().min(1).max(30, '一次最多 30 题').default(10),
});
export const quizQuestionSchema = z.object({
  word: z.string(),
  lemma: z.string(),
  phonetic: z.string(),
  /** The sentence of the article the word appears in. */
  sentence: z.string(),
  options: z.array(z.string()),
  /** Index of the right option; the quiz is practice, so the page checks answers itself. */
  answer: z.number().int(),
  in_wordbook: z.boolean(),
});
export type QuizQuestion = z.infer<typeof quizQuestionSchema>;

/** A try-out deck for /flashcard/demo: common exam words from the dictionary, no account needed. */
export const demoCardsQuery = z.object({ size: z.coerce.number().int().min(1).max(30, '一次最多 30 个').default(10) });
export const demoCardSchema = z.object({
  word: z.string(),
  phonetic: z.string(),
  meaning: z.string(),
  tags: z.array(z.string()),
});
export type DemoCard = z.infer<typeof demoCardSchema>;

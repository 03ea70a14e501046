import { randomBytes } from 'node:crypto';
import { type DifficultyLabel, ENGLISH_WORD, type ExamLabel, type Level, type Paragraph } from '@bb/contract';

/** Paragraph ids are short, random and kept across edits, so notes and positions can point at them. */
export function newParagraphId(): string {
  return randomBytes(6).toString('base64url');
}

export function paragraphsFromText(text: string): Array<{ en: string; zh: string }> {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((p) => p.replace(/\s*\n\s*/g, ' ').trim())
    .filter(Boolean)
    .map((en) => ({ en, zh: '' }));
}

/** Keeps the ids the editor sent back, gives new paragraphs new ids, and never repeats one. */
export function withParagraphIds(input: Array<{ id?: string; en: string; zh?: string }>): Paragraph[] {
  const seen = new Set<string>();
  return input.map((p) => {
    let id = p.id && /^[\w-]{1,32}$/.test(p.id) && !seen.has(p.id) ? p.id : newParagraphId();
    while (seen.has(id)) id = newParagraphId();
    seen.add(id);
    return { id, en: p.en, zh: p.zh ?? '' };
  });
}

const HAS_LETTER = /[A-Za-z]/;

export function countWords(text: string): number {
  return text.match(ENGLISH_WORD)?.length ?? 0;
}

/** Reading minutes at 200 words a minute, a comfortable pace for an intermediate learner. */
export function readingMinutes(words: number): number {
  return Math.max(1, Math.round(words / 200));
}

function syllables(word: string): number {
  const w = word.toLowerCase().replace(/[^a-z]/g, '');
  if (w.length <= 3) return 1;
  const trimmed = w.replace(/(?:[^laeiouy]es|ed|[^laeiouy]e)$/, '').replace(/^y/, '');
  return Math.max(1, trimmed.match(/[aeiouy]{1,2}/g)?.length ?? 1);
}

export interface Readability {
  wordsPerSentence: number;
  syllablesPerWord: number;
  fleschEase: number;
  gradeLevel: number;
}

/** Flesch Reading Ease and Flesch–Kincaid grade over the English text. */
export function measureReadability(text: string): Readability {
  const words = text.match(ENGLISH_WORD) ?? [];
  const sentences = Math.max(1, text.split(/[.!?]+(?:\s|$)/).filter((s) => HAS_LETTER.test(s)).length);
  const syl = words.reduce((n, w) => n + syllables(w), 0);
  const wps = words.length / sentences;
  const spw = words.length ? syl / words.length : 1;
  return {
    wordsPerSentence: wps,
    syllablesPerWord: spw,
    fleschEase: 206.835 - 1.015 * wps - 84.6 * spw,
    gradeLevel: 0.39 * wps + 11.8 * spw - 15.59,
  };
}

/**
 * Difficulty until the dictionary arrives: the level from Flesch Reading Ease (≥80 入门,
 * ≥70 简单, ≥55 普通, ≥40 困难, else 晦涩) and exam labels from the Flesch–Kincaid grade
 * (≤9 四级/高考, 9–12 六级/考研, 10–14 雅思, 11–14 专四, >13 专八). Editors can override both.
 */
export function computeLabels(text: string): DifficultyLabel[] {
  const r = measureReadability(text);
  const level: Level =
    r.fleschEase >= 80
      ? 'VERY_EASY'
      : r.fleschEase >= 70
        ? 'EASY'
        : r.fleschEase >= 55
          ? 'STANDARD'
          : r.fleschEase >= 40
            ? 'DIFFICULT'
            : 'VERY_DIFFICULT';
  const g = r.gradeLevel;
  const exams: ExamLabel[] = [];
  if (g <= 9) exams.push('C4');
  if (g > 8 && g <= 12) exams.push('C6');
  if (g > 10 && g <= 14) exams.push('IELTS');
  if (g > 11 && g <= 14) exams.push('L4');
  if (g > 13) exams.push('L8');
  return [level, ...exams];
}

export function bodyText(paragraphs: Paragraph[]): string {
  return paragraphs.map((p) => p.en).join('\n\n');
}

import { type Annotation, ENGLISH_WORD, type LevelWord, type Paragraph } from '@bb/contract';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect, useMemo } from 'react';
import { hasToken } from '../../app/session';
import { call } from '../../lib/http';
import type { ReaderSettings } from './settings';
import { setHighlight } from './tapWord';

/**
 * Marks in the reader, drawn without an element per word:
 * - editor annotations, always: a wavy underline on every use, the gloss after the first;
 * - with "标生词" on, the article's words at the chosen level: a dotted underline on every
 *   spelling, the short meaning after the first use;
 * - words in my word book: a soft background on every spelling.
 * Underlines and backgrounds are CSS Custom Highlight ranges over the existing text nodes;
 * the only elements added are the glosses, one per marked lemma.
 */

const NONE: never[] = [];

export const MARK_LEVELS = [
  { value: 'C4', label: '四级及以上' },
  { value: 'C6', label: '六级及以上' },
  { value: 'L4', label: '专四及以上' },
  { value: 'IELTS', label: '雅思及以上' },
  { value: 'L8', label: '专八及以上' },
] as const;

export const articleKeys = {
  annotations: (id: number) => ['article', id, 'annotations'] as const,
  levelWords: (id: number, level: string) => ['article', id, 'level_words', level] as const,
  myWords: (id: number) => ['article', id, 'my_words'] as const,
};

/** `n. 气候, 社会趋势, 气候区` → `气候`: short enough to sit in the line. */
export function shortGloss(meaning: string): string {
  return (
    meaning
      .replace(/^(?:[a-z]+\.\s*)+/, '')
      .replace(/^\[[^\]]*\]\s*/, '')
      .split(/[,，;；]/)[0]
      ?.trim() ?? ''
  );
}

interface Gloss {
  /** Which lemma (or annotated word) it belongs to, so only its first use carries the gloss. */
  key: string;
  text: string;
  kind: 'level' | 'note';
}

export interface WordMarks {
  /** The editor's note on a word, for the word card. */
  annotationOf: (word: string) => Annotation | undefined;
  /** A paragraph's English text with the glosses placed after their first use in the article. */
  render: (paragraphId: string, text: string) => ReactNode;
}

function useMarkData(articleId: number, settings: ReaderSettings) {
  const annotations = useQuery({
    queryKey: articleKeys.annotations(articleId),
    queryFn: () => call<Annotation[]>('GET', `/reader/article/${articleId}/words`),
    staleTime: 60_000,
  });
  const levelWords = useQuery({
    queryKey: articleKeys.levelWords(articleId, settings.markLevel),
    queryFn: () =>
      call<LevelWord[]>('GET', `/reader/article/${articleId}/level_words`, { query: { level: settings.markLevel } }),
    enabled: settings.markWords,
    staleTime: 300_000,
  });
  const myWords = useQuery({
    queryKey: articleKeys.myWords(articleId),
    queryFn: () => call<string[]>('GET', `/reader/article/${articleId}/my_words`),
    enabled: hasToken(),
    staleTime: 60_000,
  });
  // The same empty arrays every render, so the memos below hold until data really changes.
  return {
    annotations: annotations.data ?? NONE,
    levelWords: settings.markWords ? (levelWords.data ?? NONE) : NONE,
    myWords: myWords.data ?? NONE,
  };
}

/** Which paragraph holds the first use of each glossed word, and where in its text. */
function placeGlosses(paragraphs: Paragraph[], glosses: Map<string, Gloss>) {
  const placed = new Map<string, Array<{ at: number; gloss: Gloss }>>();
  if (!glosses.size) return placed;
  const done = new Set<string>();
  const glossCount = new Set([...glosses.values()].map((g) => g.key)).size;
  for (const p of paragraphs) {
    for (const m of p.en.matchAll(ENGLISH_WORD)) {
      const g = glosses.get(m[0].toLowerCase());
      if (!g || done.has(g.key)) continue;
      done.add(g.key);
      const list = placed.get(p.id) ?? [];
      list.push({ at: (m.index ?? 0) + m[0].length, gloss: g });
      placed.set(p.id, list);
    }
    if (done.size === glossCount) break;
  }
  return placed;
}

/** Underlines and backgrounds over the English text nodes of the reader, redrawn when the words or the text change. */
function useHighlights(
  container: React.RefObject<HTMLElement | null>,
  sets: { level: Set<string>; note: Set<string>; book: Set<string> },
  /** The text changes under these (glosses placed, translation mode): ranges must be drawn again. */
  placed: unknown,
  mode: string,
) {
  useEffect(() => {
    void placed;
    void mode;
    const root = container.current;
    const ranges = { level: [] as Range[], note: [] as Range[], book: [] as Range[] };
    if (root && (sets.level.size || sets.note.size || sets.book.size)) {
      for (const p of root.querySelectorAll('p[lang="en"]')) {
        for (const node of p.childNodes) {
          if (node.nodeType !== Node.TEXT_NODE) continue;
          for (const m of (node.textContent ?? '').matchAll(ENGLISH_WORD)) {
            const lower = m[0].toLowerCase();
            const kind = sets.note.has(lower)
              ? 'note'
              : sets.book.has(lower)
                ? 'book'
                : sets.level.has(lower)
                  ? 'level'
                  : null;
            if (!kind) continue;
            const r = document.createRange();
            r.setStart(node, m.index ?? 0);
            r.setEnd(node, (m.index ?? 0) + m[0].length);
            ranges[kind].push(r);
          }
        }
      }
    }
    setHighlight('level-word', ranges.level);
    setHighlight('note-word', ranges.note);
    setHighlight('book-word', ranges.book);
    return () => {
      for (const name of ['level-word', 'note-word', 'book-word']) setHighlight(name, []);
    };
  }, [container, sets, placed, mode]);
}

export function useWordMarks(
  articleId: number,
  paragraphs: Paragraph[],
  settings: ReaderSettings,
  container: React.RefObject<HTMLElement | null>,
): WordMarks {
  const { annotations, levelWords, myWords } = useMarkData(articleId, settings);

  const { glosses, sets, byWord } = useMemo(() => {
    const glosses = new Map<string, Gloss>();
    const level = new Set<string>();
    for (const w of levelWords) {
      const text = shortGloss(w.meaning);
      for (const s of w.surfaces) {
        level.add(s);
        if (text) glosses.set(s, { key: `l:${w.lemma}`, text, kind: 'level' });
      }
    }
    const byWord = new Map(annotations.map((a) => [a.word.toLowerCase(), a]));
    for (const [word, a] of byWord) glosses.set(word, { key: `n:${word}`, text: a.resolve, kind: 'note' });
    return { glosses, byWord, sets: { level, note: new Set(byWord.keys()), book: new Set(myWords) } };
  }, [annotations, levelWords, myWords]);

  const placed = useMemo(() => placeGlosses(paragraphs, glosses), [paragraphs, glosses]);
  // Not on every render: the reader re-renders while scrolling (progress), and 20,000 words of ranges are not free.
  useHighlights(container, sets, placed, settings.mode);

  return {
    annotationOf: (word) => byWord.get(word.toLowerCase()),
    render: (paragraphId, text) => {
      const marks = placed.get(paragraphId);
      if (!marks) return text;
      const out: ReactNode[] = [];
      let from = 0;
      for (const { at, gloss } of marks) {
        out.push(text.slice(from, at));
        out.push(
          <span key={at} lang="zh" className={`gloss gloss-${gloss.kind}`}>
            {gloss.text}
          </span>,
        );
        from = at;
      }
      out.push(text.slice(from));
      return out;
    },
  };
}

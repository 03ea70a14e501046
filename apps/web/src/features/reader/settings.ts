import { useSyncExternalStore } from 'react';

export type TranslationMode = 'en' | 'both' | 'zh';

export interface ReaderSettings {
  mode: TranslationMode;
  fontSize: number;
  lineHeight: number;
  /** "标生词": mark the article's words at or above `markLevel` with their meaning. */
  markWords: boolean;
  markLevel: 'C4' | 'C6' | 'L4' | 'IELTS' | 'L8';
}

const KEY = 'reader_settings';
const DEFAULTS: ReaderSettings = { mode: 'both', fontSize: 18, lineHeight: 1.75, markWords: false, markLevel: 'C4' };
export const FONT_SIZES = { min: 14, max: 26 };
export const LINE_HEIGHTS = { min: 1.4, max: 2.2 };
const listeners = new Set<() => void>();
let cached: ReaderSettings | null = null;

function read(): ReaderSettings {
  if (cached) return cached;
  try {
    cached = { ...DEFAULTS, ...(JSON.parse(localStorage.getItem(KEY) ?? '{}') as Partial<ReaderSettings>) };
  } catch {
    cached = DEFAULTS;
  }
  return cached;
}

/** Translation mode, font size, line height and word marking, kept on this device for every article. */
export function useReaderSettings(): [ReaderSettings, (patch: Partial<ReaderSettings>) => void] {
  const settings = useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    read,
    () => DEFAULTS,
  );
  const update = (patch: Partial<ReaderSettings>) => {
    cached = { ...read(), ...patch };
    try {
      localStorage.setItem(KEY, JSON.stringify(cached));
    } catch {
      // Private mode: settings last for this visit.
    }
    for (const l of listeners) l();
  };
  return [settings, update];
}

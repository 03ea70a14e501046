/** Difficulty labels for articles (SPEC.md §1), with the Chinese names the UI shows. */
export const DIFFICULTY_LABELS = {
  VERY_EASY: '入门',
  EASY: '简单',
  STANDARD: '普通',
  DIFFICULT: '困难',
  VERY_DIFFICULT: '晦涩',
  C4: '四级/高考',
  C6: '六级/考研',
  L4: '专四',
  L8: '专八',
  IELTS: '雅思',
} as const;

export type DifficultyLabel = keyof typeof DIFFICULTY_LABELS;
export const DIFFICULTY_LABEL_KEYS = Object.keys(DIFFICULTY_LABELS) as DifficultyLabel[];

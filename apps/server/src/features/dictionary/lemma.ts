/**
 * Candidate lemmas for a surface form, most likely first, by the rules of regular English
 * inflection: -s/-es/-ies, -ed/-ied, -ing, doubled consonants, -er/-est. The caller keeps the
 * first candidate the dictionary knows; irregular forms come from the form index instead.
 */
export function ruleCandidates(w: string): string[] {
  const out: string[] = [];
  const add = (s: string) => {
    if (s.length >= 2 && s !== w && !out.includes(s)) out.push(s);
  };
  const doubled = (stem: string) => /([bcdfghjklmnpqrstvwxz])\1$/.test(stem);
  if (w.endsWith('ies')) add(`${w.slice(0, -3)}y`);
  if (w.endsWith('es')) add(w.slice(0, -2));
  if (w.endsWith('s') && !w.endsWith('ss')) add(w.slice(0, -1));
  if (w.endsWith('ied')) add(`${w.slice(0, -3)}y`);
  if (w.endsWith('ed')) {
    const stem = w.slice(0, -2);
    if (doubled(stem)) add(stem.slice(0, -1));
    add(stem);
    add(`${stem}e`);
  }
  if (w.endsWith('ing')) {
    const stem = w.slice(0, -3);
    if (doubled(stem)) add(stem.slice(0, -1));
    add(stem);
    add(`${stem}e`);
    if (stem.endsWith('y')) add(`${stem.slice(0, -1)}ie`);
  }
  for (const suffix of ['est', 'er']) {
    if (!w.endsWith(suffix)) continue;
    const stem = w.slice(0, -suffix.length);
    if (stem.endsWith('i')) add(`${stem.slice(0, -1)}y`);
    if (doubled(stem)) add(stem.slice(0, -1));
    add(stem);
    add(`${stem}e`);
  }
  return out;
}

/** What was tapped, as a dictionary key: curly quotes, possessives and contractions taken off. */
export function normalizeWord(raw: string): string {
  let w = raw
    .trim()
    .replace(/[’‘`]/g, "'")
    .replace(/^[^A-Za-z]+|[^A-Za-z']+$/g, '')
    .toLowerCase();
  if (w === "won't") return 'will';
  if (w === "can't") return 'can';
  w = w
    .replace(/n't$/, '')
    .replace(/'(s|re|ve|ll|d|m)$/, '')
    .replace(/s'$/, 's')
    .replace(/'$/, '');
  return w;
}

export function levenshtein(a: string, b: string): number {
  const prev = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let diag = prev[0] ?? 0;
    prev[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const up = prev[j] ?? 0;
      prev[j] = Math.min(up + 1, (prev[j - 1] ?? 0) + 1, diag + (a[i - 1] === b[j - 1] ? 0 : 1));
      diag = up;
    }
  }
  return prev[b.length] ?? 0;
}

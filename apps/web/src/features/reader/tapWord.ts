/** What a tap landed on: the word, the sentence around it, and a range to highlight it. */
export interface TappedWord {
  word: string;
  sentence: string;
  range: Range;
}

const WORD_CHAR = /[A-Za-z'’-]/;

function caretAt(x: number, y: number): { node: Node; offset: number } | null {
  const doc = document as Document & {
    caretPositionFromPoint?: (x: number, y: number) => { offsetNode: Node; offset: number } | null;
  };
  if (doc.caretPositionFromPoint) {
    const p = doc.caretPositionFromPoint(x, y);
    return p ? { node: p.offsetNode, offset: p.offset } : null;
  }
  const r = document.caretRangeFromPoint?.(x, y);
  return r ? { node: r.startContainer, offset: r.startOffset } : null;
}

/**
 * Finds the tapped word from the touch point alone, so a 20,000-word article needs no element
 * per word: the caret position in the text node, widened to the word around it.
 */
export function wordAtPoint(x: number, y: number): TappedWord | null {
  const caret = caretAt(x, y);
  if (!caret || caret.node.nodeType !== Node.TEXT_NODE) return null;
  const text = caret.node.textContent ?? '';
  let start = caret.offset;
  let end = caret.offset;
  // A tap just after the last letter still means that word.
  if (start > 0 && !WORD_CHAR.test(text[start] ?? '') && WORD_CHAR.test(text[start - 1] ?? '')) start -= 1;
  while (start > 0 && WORD_CHAR.test(text[start - 1] ?? '')) start -= 1;
  while (end < text.length && WORD_CHAR.test(text[end] ?? '')) end += 1;
  const raw = text.slice(start, end).replace(/^['’-]+|['’-]+$/g, '');
  if (!/[A-Za-z]/.test(raw)) return null;
  const lead = text.slice(start, end).indexOf(raw);
  const range = document.createRange();
  range.setStart(caret.node, start + lead);
  range.setEnd(caret.node, start + lead + raw.length);
  // The sentence is read from the whole paragraph: glosses split its text into several nodes.
  const { text: paragraph, offset } = paragraphText(caret.node);
  return { word: raw, sentence: sentenceAround(paragraph, offset + start, offset + end), range };
}

/** The paragraph's own text (inline glosses left out) and where this text node starts in it. */
function paragraphText(node: Node): { text: string; offset: number } {
  const parent = node.parentElement;
  if (!parent) return { text: node.textContent ?? '', offset: 0 };
  let text = '';
  let offset = 0;
  for (const child of parent.childNodes) {
    if (child === node) offset = text.length;
    if (child.nodeType === Node.TEXT_NODE) text += child.textContent ?? '';
  }
  return { text, offset };
}

/** From the previous . ! ? to the next one. */
function sentenceAround(text: string, start: number, end: number): string {
  const before = text.slice(0, start);
  const sStart = Math.max(before.lastIndexOf('. '), before.lastIndexOf('! '), before.lastIndexOf('? '));
  const after = text.slice(end).search(/[.!?](\s|$)/);
  return text.slice(sStart < 0 ? 0 : sStart + 2, after < 0 ? text.length : end + after + 1).trim();
}

/**
 * Draws `ranges` as the CSS Custom Highlight `name` (styled by `::highlight(name)`), or removes
 * it when there are none. Web views without the Highlight API draw nothing.
 */
export function setHighlight(name: string, ranges: Range[]): void {
  const css = CSS as unknown as { highlights?: Map<string, unknown> };
  const HighlightCtor = (window as unknown as { Highlight?: new () => { add: (r: Range) => void } }).Highlight;
  if (!css.highlights || !HighlightCtor) return;
  if (!ranges.length) {
    css.highlights.delete(name);
    return;
  }
  const highlight = new HighlightCtor();
  for (const r of ranges) highlight.add(r);
  css.highlights.set(name, highlight);
}

/** Marks the looked-up word. */
export function highlightRange(range: Range | null): void {
  setHighlight('lookup', range ? [range] : []);
}

export function speak(word: string): void {
  if (!('speechSynthesis' in window)) return;
  window.speechSynthesis.cancel();
  const u = new SpeechSynthesisUtterance(word);
  u.lang = 'en-US';
  u.rate = 0.9;
  window.speechSynthesis.speak(u);
}

import { Button, ErrorBlock } from 'antd-mobile';
import { SoundOutline } from 'antd-mobile-icons';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Page } from '../../app/Page';
import { speak } from '../reader/tapWord';
import { formatInterval } from './api';

/** What a card needs to be shown and rated, from the word book or from the demo deck. */
export interface SessionCard {
  key: string | number;
  word: string;
  phonetic: string;
  meaning: string;
  /** Milliseconds until the card would come back after each rating. */
  intervals: { again: number; hard: number; good: number; easy: number };
}

export const RATINGS = [
  { rating: 1, key: 'again', label: '忘记了', color: 'danger' },
  { rating: 2, key: 'hard', label: '有点难', color: 'warning' },
  { rating: 3, key: 'good', label: '记得', color: 'primary' },
  { rating: 4, key: 'easy', label: '很简单', color: 'success' },
] as const;

/**
 * One card at a time: the word, reveal the meaning, then rate; each button shows its next
 * interval. Space or Enter reveals, 1–4 rate, for readers with a keyboard.
 * `cards` may grow while the session runs (the demo puts a forgotten card back at the end).
 */
export function ReviewSession({
  title,
  cards,
  onRate,
  done,
}: {
  title: string;
  cards: SessionCard[];
  /** Records a rating; false keeps the card on screen (the call failed and said why). */
  onRate: (card: SessionCard, rating: number, spentMs: number) => Promise<boolean>;
  done: ReactNode;
}) {
  const [index, setIndex] = useState(0);
  const [revealed, setRevealed] = useState(false);
  const [busy, setBusy] = useState(false);
  const shownAt = useRef(Date.now());
  const card = cards[index];

  const rate = async (rating: number) => {
    if (!card || busy) return;
    setBusy(true);
    const ok = await onRate(card, rating, Date.now() - shownAt.current);
    setBusy(false);
    if (!ok) return;
    setRevealed(false);
    setIndex((i) => i + 1);
    // The next card's time starts now.
    shownAt.current = Date.now();
  };

  const keys = useRef({ revealed, rate });
  keys.current = { revealed, rate };
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.target instanceof HTMLInputElement || e.metaKey || e.ctrlKey) return;
      if (!keys.current.revealed && (e.key === ' ' || e.key === 'Enter')) {
        e.preventDefault();
        setRevealed(true);
      } else if (keys.current.revealed && ['1', '2', '3', '4'].includes(e.key)) {
        void keys.current.rate(Number(e.key));
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  if (!card) return <Page title={title}>{done}</Page>;
  return (
    <Page title={`${title} ${index + 1}/${cards.length}`}>
      <div className="flashcard" data-testid="flashcard">
        <div className="flashcard-word">{card.word}</div>
        {card.phonetic && <div className="word-card-phonetic">/{card.phonetic}/</div>}
        <button
          type="button"
          className="icon-button flashcard-speak"
          aria-label="朗读"
          onClick={() => speak(card.word)}
        >
          <SoundOutline fontSize={26} />
        </button>
        {revealed ? (
          <div className="flashcard-meaning" data-testid="flashcard-meaning">
            {card.meaning}
          </div>
        ) : (
          <div className="flashcard-hint muted">先想一想它的意思</div>
        )}
      </div>
      <div className="flashcard-actions">
        {revealed ? (
          <div className="rating-grid">
            {RATINGS.map((r) => (
              <Button
                key={r.key}
                color={r.color}
                fill="outline"
                loading={busy}
                onClick={() => void rate(r.rating)}
                data-testid={`rate-${r.rating}`}
              >
                <div>{r.label}</div>
                <div className="rating-interval">{formatInterval(card.intervals[r.key])}</div>
              </Button>
            ))}
          </div>
        ) : (
          <Button block color="primary" size="large" onClick={() => setRevealed(true)} data-testid="reveal">
            显示释义
          </Button>
        )}
      </div>
    </Page>
  );
}

/** `?article_id=` of the quiz and the article review, or null when missing or not an id. */
export function useArticleIdParam(): number | null {
  const [params] = useSearchParams();
  const id = Number(params.get('article_id'));
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** Reached without `?article_id=`: say where to come from. */
export function NoArticle({ title }: { title: string }) {
  return (
    <Page title={title}>
      <ErrorBlock status="empty" title="没有指定文章" description={`请从文章页进入“${title}”。`} />
    </Page>
  );
}

import type { DemoCard } from '@bb/contract';
import { useQuery } from '@tanstack/react-query';
import { Button, Result } from 'antd-mobile';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { type Card, createEmptyCard, fsrs, type Grade } from 'ts-fsrs';
import { Page } from '../../app/Page';
import { hasToken } from '../../app/session';
import { call } from '../../lib/http';
import { QueryPage } from '../../lib/QueryPage';
import { ReviewSession, type SessionCard } from './ReviewSession';

/**
 * /flashcard/demo: the real review, without an account. The deck comes from the dictionary and
 * is scheduled in the browser by the same FSRS settings as the server's (defaults, no fuzz).
 * A card rated into a short learning step comes back at the end of the session, as it would
 * minutes later in real use; nothing is saved.
 */
const scheduler = fsrs({ enable_fuzz: false });
const DECK_SIZE = 8;
/** A card due again within this long is shown again in the same session. */
const SAME_SESSION_MS = 30 * 60_000;

function intervalsAt(card: Card, now: Date): SessionCard['intervals'] {
  const next = scheduler.repeat(card, now);
  const after = (g: Grade) => next[g].card.due.getTime() - now.getTime();
  return { again: after(1), hard: after(2), good: after(3), easy: after(4) };
}

interface DemoState {
  /** The queue shown so far, in order; forgotten cards are appended again. */
  queue: SessionCard[];
  cards: Map<string, Card>;
  /** When each card would be seen next, standing in for the clock in a session that takes minutes. */
  at: Map<string, Date>;
}

function startDeck(deck: DemoCard[]): DemoState {
  const now = new Date();
  const cards = new Map<string, Card>(deck.map((d) => [d.word, createEmptyCard(now)]));
  return {
    queue: deck.map((d) => ({ ...d, key: d.word, intervals: intervalsAt(cards.get(d.word) as Card, now) })),
    cards,
    at: new Map(deck.map((d) => [d.word, now])),
  };
}

export default function FlashcardDemoPage() {
  const deck = useQuery({
    queryKey: ['demo-cards'],
    queryFn: () => call<DemoCard[]>('GET', '/api/english/demo_cards', { query: { size: DECK_SIZE } }),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });
  return (
    <QueryPage title="试用" query={deck} missing="词典还没准备好">
      {(cards) =>
        cards.length === 0 ? (
          <Page title="试用">
            <Result status="warning" title="词典还没准备好" description="请稍后再试。" />
          </Page>
        ) : (
          // Each deck (再来一组 fetches a new one) is a new session with a fresh schedule and tally.
          <DemoSession key={deck.dataUpdatedAt} deck={cards} again={() => void deck.refetch()} />
        )
      }
    </QueryPage>
  );
}

function DemoSession({ deck, again }: { deck: DemoCard[]; again: () => void }) {
  const navigate = useNavigate();
  const [state, setState] = useState(() => startDeck(deck));
  const tally = useRef({ remembered: 0, forgotten: 0 });

  const rate = async (shown: SessionCard, rating: number) => {
    const word = String(shown.key);
    const now = state.at.get(word) ?? new Date();
    const next = scheduler.next(state.cards.get(word) as Card, now, rating as Grade).card;
    if (rating === 1) tally.current.forgotten += 1;
    else tally.current.remembered += 1;
    setState((s) => {
      const cards = new Map(s.cards).set(word, next);
      const at = new Map(s.at).set(word, next.due);
      const comesBack = next.due.getTime() - now.getTime() < SAME_SESSION_MS;
      const queue = comesBack ? [...s.queue, { ...shown, intervals: intervalsAt(next, next.due) }] : s.queue;
      return { queue, cards, at };
    });
    return true;
  };

  return (
    <ReviewSession
      title="试用"
      cards={state.queue}
      onRate={rate}
      done={
        <>
          <Result
            status="success"
            title="试用完成"
            description={`记得 ${tally.current.remembered} 次，忘记 ${tally.current.forgotten} 次。登录后，阅读时收藏的词会按这样的节奏提醒你复习。`}
          />
          <div className="page-actions flashcard-entry">
            {hasToken() ? (
              <Button block color="primary" onClick={() => navigate('/flashcard')}>
                去复习我的单词
              </Button>
            ) : (
              <Button block color="primary" onClick={() => navigate('/Register')}>
                注册，开始记单词
              </Button>
            )}
            <Button block onClick={again}>
              再来一组
            </Button>
          </div>
        </>
      }
    />
  );
}

import type { QuizQuestion } from '@bb/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, ErrorBlock, ProgressBar, Result } from 'antd-mobile';
import { CheckCircleFill, CloseCircleFill, SoundOutline } from 'antd-mobile-icons';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { Page } from '../../app/Page';
import { hasToken } from '../../app/session';
import { api, call } from '../../lib/http';
import { QueryPage } from '../../lib/QueryPage';
import { toast } from '../../lib/toast';
import { speak } from '../reader/tapWord';
import { articleKeys } from '../reader/wordMarks';
import { NoArticle, useArticleIdParam } from './ReviewSession';

const TITLE = '词汇小测';

/** The sentence with the asked word in bold. */
function Sentence({ text, word }: { text: string; word: string }) {
  const at = text.toLowerCase().indexOf(word.toLowerCase());
  if (at < 0) return <>{text}</>;
  return (
    <>
      {text.slice(0, at)}
      <b>{text.slice(at, at + word.length)}</b>
      {text.slice(at + word.length)}
    </>
  );
}

/**
 * /flashcard/articleQuestion?article_id=: one article's words, one question at a time; pick the
 * Chinese meaning among four. Wrong answers can go to the word book with their sentence.
 * Keys 1–4 choose, Enter goes on.
 */
export function QuizPage() {
  const articleId = useArticleIdParam() ?? 0;
  const valid = articleId > 0;
  const navigate = useNavigate();
  const quiz = useQuery({
    queryKey: ['quiz', articleId],
    queryFn: () => call<QuizQuestion[]>('GET', `/reader/article/${articleId}/quiz`, { query: { size: 10 } }),
    enabled: valid,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });
  if (!valid) return <NoArticle title={TITLE} />;
  return (
    <QueryPage title={TITLE} query={quiz} missing="文章不存在或已下线">
      {(questions) =>
        questions.length === 0 ? (
          <Page title={TITLE}>
            <ErrorBlock status="empty" title="这篇文章没有可以出题的生词" description="换一篇难一点的文章试试。">
              <Button onClick={() => navigate(`/article/${articleId}`)}>回到文章</Button>
            </ErrorBlock>
          </Page>
        ) : (
          // A new set of questions (再测一次) starts a new session from the first question.
          <QuizSession
            key={quiz.dataUpdatedAt}
            articleId={articleId}
            questions={questions}
            again={() => void quiz.refetch()}
          />
        )
      }
    </QueryPage>
  );
}

function QuizSession({
  articleId,
  questions,
  again,
}: {
  articleId: number;
  questions: QuizQuestion[];
  again: () => void;
}) {
  const navigate = useNavigate();
  const qc = useQueryClient();
  const [index, setIndex] = useState(0);
  const [choices, setChoices] = useState<number[]>([]);
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState(false);
  const question = questions[index];
  const chosen = choices[index];

  const choose = (i: number) => {
    if (!question || chosen !== undefined) return;
    setChoices((c) => {
      const next = [...c];
      next[index] = i;
      return next;
    });
  };
  const next = () => setIndex((i) => i + 1);

  const keys = useRef({ choose, next, answered: chosen !== undefined });
  keys.current = { choose, next, answered: chosen !== undefined };
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.metaKey || e.ctrlKey) return;
      if (!keys.current.answered && ['1', '2', '3', '4'].includes(e.key)) keys.current.choose(Number(e.key) - 1);
      else if (keys.current.answered && e.key === 'Enter') keys.current.next();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  if (!question) {
    const wrong = questions.filter((q, i) => choices[i] !== q.answer);
    const toSave = wrong.filter((q) => !q.in_wordbook);
    const saveWrong = async () => {
      if (!hasToken()) return navigate(`/login?redirect=${encodeURIComponent(`/article/${articleId}`)}`);
      setSaving(true);
      for (const q of toSave) {
        const res = await api('POST', '/reader/myword', {
          body: { word: q.word, sentence: q.sentence, article_id: articleId },
        });
        if (res.status?.code !== 200) {
          setSaving(false);
          return toast(res.status?.msg ?? '加入单词本失败');
        }
      }
      setSaving(false);
      setSaved(true);
      void qc.invalidateQueries({ queryKey: ['myword'] });
      void qc.invalidateQueries({ queryKey: articleKeys.myWords(articleId) });
      toast(`已把 ${toSave.length} 个词加入单词本`);
    };
    return (
      <Page title={TITLE}>
        <Result
          status={wrong.length === 0 ? 'success' : 'info'}
          title={`答对 ${questions.length - wrong.length} / ${questions.length}`}
          description={wrong.length === 0 ? '全对！这篇文章的生词难不倒你。' : '下面这些词还需要再记一记。'}
          data-testid="quiz-score"
        />
        {wrong.length > 0 && (
          <ul className="quiz-review">
            {wrong.map((q) => (
              <li key={q.lemma}>
                <b>{q.lemma}</b> <span className="muted">{q.options[q.answer]}</span>
              </li>
            ))}
          </ul>
        )}
        <div className="page-actions flashcard-entry">
          {toSave.length > 0 && (
            <Button block color="primary" loading={saving} disabled={saved} onClick={() => void saveWrong()}>
              {saved ? '已加入单词本' : `把答错的 ${toSave.length} 个词加入单词本`}
            </Button>
          )}
          <Button block onClick={() => navigate(`/article/${articleId}`)}>
            回到文章
          </Button>
          <Button block fill="none" onClick={again}>
            再测一次
          </Button>
        </div>
      </Page>
    );
  }

  return (
    <Page title={`${TITLE} ${index + 1}/${questions.length}`}>
      <ProgressBar percent={(index / questions.length) * 100} className="reader-progress" />
      <div className="quiz-card" data-testid="quiz-question">
        <div className="quiz-word">
          {question.lemma}
          <button type="button" className="icon-button" aria-label="朗读" onClick={() => speak(question.lemma)}>
            <SoundOutline fontSize={22} />
          </button>
        </div>
        {question.phonetic && <div className="word-card-phonetic">/{question.phonetic}/</div>}
        {question.sentence && (
          <p className="quiz-sentence" lang="en">
            <Sentence text={question.sentence} word={question.word} />
          </p>
        )}
      </div>
      <fieldset className="quiz-options" aria-label="选出正确的意思">
        {question.options.map((o, i) => {
          const state =
            chosen === undefined
              ? ''
              : i === question.answer
                ? ' quiz-right'
                : i === chosen
                  ? ' quiz-wrong'
                  : ' quiz-dim';
          return (
            <button
              key={o}
              type="button"
              aria-pressed={chosen === i}
              className={`quiz-option${state}`}
              onClick={() => choose(i)}
              data-testid={`quiz-option-${i}`}
            >
              <span className="quiz-option-key">{i + 1}</span>
              <span>{o}</span>
              {chosen !== undefined && i === question.answer && <CheckCircleFill className="quiz-mark" />}
              {chosen === i && i !== question.answer && <CloseCircleFill className="quiz-mark" />}
            </button>
          );
        })}
      </fieldset>
      <div className="flashcard-actions">
        {chosen !== undefined && (
          <Button block color="primary" size="large" onClick={next} data-testid="quiz-next">
            {index + 1 < questions.length ? '下一题' : '看结果'}
          </Button>
        )}
      </div>
    </Page>
  );
}

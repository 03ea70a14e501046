import type { Annotation, DictEntry } from '@bb/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, DotLoading } from 'antd-mobile';
import { SoundOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { hasToken } from '../../app/session';
import { ApiError, api, call } from '../../lib/http';
import { Sheet } from '../../lib/Sheet';
import { toast } from '../../lib/toast';
import { speak, type TappedWord } from './tapWord';
import { articleKeys } from './wordMarks';

const TAG_NAMES: Record<string, string> = {
  zk: '中考',
  gk: '高考',
  cet4: '四级',
  cet6: '六级',
  ky: '考研',
  toefl: '托福',
  ielts: '雅思',
  gre: 'GRE',
};

/** The bottom card for a tapped word: meaning at once, add or remove it with its sentence, hear it. */
export function WordCard({
  tapped,
  articleId,
  annotation,
  onClose,
}: {
  tapped: TappedWord | null;
  articleId: number;
  /** The editor's note on this word in this article, shown above the dictionary's meanings. */
  annotation?: Annotation;
  onClose: () => void;
}) {
  const navigate = useNavigate();
  const qc = useQueryClient();
  const [busy, setBusy] = useState(false);
  const word = tapped?.word ?? '';
  const entry = useQuery({
    queryKey: ['word', word.toLowerCase()],
    queryFn: () => call<DictEntry>('GET', '/api/english/word', { query: { word } }),
    enabled: word !== '',
    staleTime: 300_000,
    retry: false,
  });

  const toggle = async (e: DictEntry) => {
    if (!hasToken()) return navigate(`/login?redirect=${encodeURIComponent(`/article/${articleId}`)}`);
    setBusy(true);
    const res = e.in_wordbook
      ? await api('POST', '/reader/myword/del', { body: { word: e.lemma } })
      : await api('POST', '/reader/myword', { body: { word, sentence: tapped?.sentence, article_id: articleId } });
    setBusy(false);
    if (res.status?.code !== 200) return toast(res.status?.msg ?? '操作失败');
    qc.setQueryData<DictEntry>(['word', word.toLowerCase()], { ...e, in_wordbook: !e.in_wordbook });
    void qc.invalidateQueries({ queryKey: ['myword'] });
    void qc.invalidateQueries({ queryKey: articleKeys.myWords(articleId) });
    toast(e.in_wordbook ? '已从单词本移除' : '已加入单词本');
  };

  const suggestions =
    entry.error instanceof ApiError
      ? ((entry.error.result as { suggestions?: string[] } | null)?.suggestions ?? [])
      : [];
  return (
    <Sheet open={tapped !== null} onClose={onClose}>
      <div className="word-card" data-testid="word-card">
        {entry.isPending ? (
          <div className="center-block">
            <DotLoading />
          </div>
        ) : entry.isError ? (
          <div>
            <div className="word-card-head">
              <span className="word-card-word">{word}</span>
            </div>
            {annotation ? (
              <div className="word-card-note" data-testid="word-note">
                <span className="chip">{annotation.tag || '编者注'}</span> {annotation.resolve}
              </div>
            ) : (
              <p className="muted">{entry.error.message}</p>
            )}
            {suggestions.length > 0 && <p className="muted">你是不是要找：{suggestions.join('、')}</p>}
          </div>
        ) : (
          <>
            <div className="word-card-head">
              <span className="word-card-word">{entry.data.lemma}</span>
              {entry.data.phonetic && <span className="word-card-phonetic">/{entry.data.phonetic}/</span>}
              <button type="button" className="icon-button" aria-label="朗读" onClick={() => speak(entry.data.lemma)}>
                <SoundOutline fontSize={22} />
              </button>
            </div>
            {entry.data.lemma.toLowerCase() !== word.toLowerCase() && (
              <div className="word-card-lemma">
                原文 <b>{word}</b> 是 <b>{entry.data.lemma}</b> 的变形
              </div>
            )}
            {annotation && (
              <div className="word-card-note" data-testid="word-note">
                <span className="chip">{annotation.tag || '编者注'}</span> {annotation.resolve}
              </div>
            )}
            <ul className="word-card-meanings">
              {entry.data.translation.slice(0, 4).map((t) => (
                <li key={t}>{t}</li>
              ))}
            </ul>
            {entry.data.tags.length > 0 && (
              <div className="chip-row">
                {entry.data.tags.map((t) => (
                  <span key={t} className="chip">
                    {TAG_NAMES[t] ?? t}
                  </span>
                ))}
              </div>
            )}
            <div className="word-card-actions">
              <Button
                block
                color={entry.data.in_wordbook ? 'default' : 'primary'}
                loading={busy}
                onClick={() => void toggle(entry.data)}
                data-testid="word-toggle"
              >
                {entry.data.in_wordbook ? '移出单词本' : '加入单词本'}
              </Button>
            </div>
          </>
        )}
      </div>
    </Sheet>
  );
}

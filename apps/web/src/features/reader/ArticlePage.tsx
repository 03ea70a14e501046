import type { ArticleShow } from '@bb/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Button, DotLoading, ErrorBlock, Popup, ProgressBar, Segmented, Slider, Switch } from 'antd-mobile';
import { CheckCircleOutline, EditSOutline, SetOutline, StarFill, StarOutline } from 'antd-mobile-icons';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { Page } from '../../app/Page';
import { hasToken } from '../../app/session';
import { ApiError } from '../../lib/http';
import { toast } from '../../lib/toast';
import { ContactSheet } from '../appinfo/ContactSheet';
import { labelName } from '../articles/ArticleCard';
import { markArticle, useArticle } from '../articles/api';
import { useReadingTimer } from './readingTimer';
import { FONT_SIZES, LINE_HEIGHTS, type TranslationMode, useReaderSettings } from './settings';
import { highlightRange, type TappedWord, wordAtPoint } from './tapWord';
import { WordCard } from './WordCard';
import { MARK_LEVELS, useWordMarks } from './wordMarks';

const localPositionKey = (id: number) => `pos:${id}`;

/** The paragraph at the top of the screen and how far through the article the reader is. */
function currentPosition(container: HTMLElement | null): { pos: string; progress: number } | null {
  if (!container) return null;
  const max = document.documentElement.scrollHeight - window.innerHeight;
  const progress = max > 0 ? Math.min(1, Math.max(0, window.scrollY / max)) : 1;
  const navHeight = 56;
  for (const el of container.querySelectorAll<HTMLElement>('[data-pid]')) {
    if (el.getBoundingClientRect().bottom > navHeight) return { pos: el.dataset.pid ?? '', progress };
  }
  return null;
}

function ReaderSettingsPanel({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [settings, update] = useReaderSettings();
  return (
    <Popup visible={open} onMaskClick={onClose} onClose={onClose} bodyClassName="reader-settings">
      <div className="reader-settings-row">
        <span>字号</span>
        <div className="font-steps">
          <button
            type="button"
            className="font-step"
            aria-label="缩小字号"
            disabled={settings.fontSize <= FONT_SIZES.min}
            onClick={() => update({ fontSize: settings.fontSize - 1 })}
          >
            A−
          </button>
          <Slider
            min={FONT_SIZES.min}
            max={FONT_SIZES.max}
            step={1}
            value={settings.fontSize}
            onChange={(v) => update({ fontSize: v as number })}
          />
          <button
            type="button"
            className="font-step"
            aria-label="放大字号"
            disabled={settings.fontSize >= FONT_SIZES.max}
            onClick={() => update({ fontSize: settings.fontSize + 1 })}
          >
            A+
          </button>
        </div>
        <span className="reader-settings-value">{settings.fontSize}</span>
      </div>
      <div className="reader-settings-row">
        <span>行距</span>
        <Slider
          min={LINE_HEIGHTS.min * 10}
          max={LINE_HEIGHTS.max * 10}
          step={1}
          value={Math.round(settings.lineHeight * 10)}
          onChange={(v) => update({ lineHeight: (v as number) / 10 })}
        />
        <span className="reader-settings-value">{settings.lineHeight.toFixed(1)}</span>
      </div>
      <div className="reader-settings-row reader-settings-switch">
        <span>标生词</span>
        <Switch
          checked={settings.markWords}
          onChange={(on) => update({ markWords: on })}
          aria-label="标出生词"
          data-testid="mark-words-switch"
        />
        <span className="muted reader-settings-note">在词后标出中文释义</span>
      </div>
      <fieldset className="reader-settings-levels" aria-label="标出哪些词">
        {MARK_LEVELS.map((l) => (
          <button
            key={l.value}
            type="button"
            aria-pressed={settings.markLevel === l.value}
            className={`chip${settings.markLevel === l.value ? ' chip-active' : ''}`}
            onClick={() => update({ markLevel: l.value, markWords: true })}
          >
            {l.label}
          </button>
        ))}
      </fieldset>
      <div className="mark-legend muted">
        <span className="legend legend-level">生词</span>
        <span className="legend legend-note">编者注</span>
        <span className="legend legend-book">单词本里的词</span>
      </div>
    </Popup>
  );
}

function ArticleBody({ article }: { article: ArticleShow }) {
  const [settings, update] = useReaderSettings();
  const [progress, setProgress] = useState(0);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [contactOpen, setContactOpen] = useState(false);
  const [tapped, setTapped] = useState<TappedWord | null>(null);
  const [starred, setStarred] = useState(article.starred);
  const [finished, setFinished] = useState(article.finished);
  const body = useRef<HTMLElement>(null);
  const navigate = useNavigate();
  const qc = useQueryClient();
  const signedIn = hasToken();
  const marks = useWordMarks(article.id, article.paragraphs, settings, body);

  // Back to where the reader left off: the server's position when signed in, this device's otherwise.
  // Paragraphs off screen are only estimated (content-visibility), so the jump is corrected over a
  // few frames as the ones above the target render at their real height.
  useLayoutEffect(() => {
    const target = article.position?.paragraph_id ?? localStorage.getItem(localPositionKey(article.id));
    const el = target ? body.current?.querySelector<HTMLElement>(`[data-pid="${CSS.escape(target)}"]`) : null;
    if (!el) {
      window.scrollTo(0, 0);
      return;
    }
    const offset = 64;
    const until = performance.now() + 1000;
    let raf = 0;
    let touched = false;
    const stop = () => {
      touched = true;
    };
    const settle = () => {
      if (touched) return;
      const delta = el.getBoundingClientRect().top - offset;
      if (Math.abs(delta) > 2) window.scrollBy(0, delta);
      if (performance.now() < until) raf = requestAnimationFrame(settle);
    };
    settle();
    // Late reflows (fonts, paragraphs rendering) keep the target in place for a second, unless the reader moves first.
    for (const e of ['touchstart', 'wheel', 'keydown'] as const)
      window.addEventListener(e, stop, { passive: true, once: true });
    return () => {
      cancelAnimationFrame(raf);
      for (const e of ['touchstart', 'wheel', 'keydown'] as const) window.removeEventListener(e, stop);
    };
  }, [article.id, article.position]);

  useEffect(() => {
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const p = currentPosition(body.current);
        if (!p) return;
        setProgress(p.progress);
        localStorage.setItem(localPositionKey(article.id), p.pos);
      });
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    onScroll();
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
    };
  }, [article.id]);

  const position = useCallback(() => currentPosition(body.current), []);
  useReadingTimer(article.id, article.t, position);

  const toggle = async (action: 'star' | 'finish') => {
    if (!signedIn) return navigate(`/login?redirect=${encodeURIComponent(`/article/${article.id}`)}`);
    const next = action === 'star' ? !starred : !finished;
    try {
      await markArticle(article.id, action, next);
      if (action === 'star') setStarred(next);
      else setFinished(next);
      toast(action === 'star' ? (next ? '已收藏' : '已取消收藏') : next ? '读完一篇，真棒！' : '已取消“读完”');
      void qc.invalidateQueries({ queryKey: ['history'] });
    } catch (e) {
      toast(e instanceof ApiError ? e.message : '操作失败');
    }
  };

  const mode = settings.mode;
  return (
    <Page
      title={article.title_zh || '阅读'}
      right={
        <button type="button" className="icon-button" aria-label="阅读设置" onClick={() => setSettingsOpen(true)}>
          <SetOutline fontSize={22} />
        </button>
      }
    >
      <ProgressBar percent={progress * 100} className="reader-progress" aria-label="阅读进度" />
      <div className="reader-modes">
        <button
          type="button"
          className={`mark-toggle${settings.markWords ? ' mark-toggle-on' : ''}`}
          aria-pressed={settings.markWords}
          onClick={() => {
            update({ markWords: !settings.markWords });
            toast(
              settings.markWords
                ? '已关闭生词标注'
                : `已标出${MARK_LEVELS.find((l) => l.value === settings.markLevel)?.label}的词`,
            );
          }}
          data-testid="mark-words"
        >
          <EditSOutline /> 生词
        </button>
        <Segmented
          block
          value={mode}
          onChange={(v) => update({ mode: v as TranslationMode })}
          options={[
            { label: '英文', value: 'en' },
            { label: '中英对照', value: 'both' },
            { label: '中文', value: 'zh' },
          ]}
          data-testid="translation-mode"
        />
      </div>
      <article
        ref={body}
        onClick={(e) => {
          // Only English text looks words up; a tap elsewhere closes nothing and opens nothing.
          if (!(e.target instanceof HTMLElement) || e.target.getAttribute('lang') !== 'en') return;
          const hit = wordAtPoint(e.clientX, e.clientY);
          if (!hit) return;
          highlightRange(hit.range);
          setTapped(hit);
        }}
        className={`reader reader-${mode}`}
        style={{ fontSize: settings.fontSize, lineHeight: settings.lineHeight }}
        data-testid="reader"
      >
        <h1 className="reader-title" lang="en">
          {article.title}
        </h1>
        {article.title_zh && <div className="reader-title-zh">{article.title_zh}</div>}
        <div className="reader-meta">
          {[article.author, article.source].filter(Boolean).join(' · ')}
          <div className="article-card-meta">
            {article.labels.map((l) => (
              <Link key={l} to={`/label?l=${l}`} className="chip">
                {labelName(l)}
              </Link>
            ))}
            <span>{article.word_count} 词</span>
            <span>约 {article.minutes} 分钟</span>
          </div>
        </div>
        {article.paragraphs.map((p) => (
          <section key={p.id} data-pid={p.id} className="para">
            {mode !== 'zh' && <p lang="en">{marks.render(p.id, p.en)}</p>}
            {mode !== 'en' && p.zh && (
              <p lang="zh" className="para-zh">
                {p.zh}
              </p>
            )}
            {mode === 'zh' && !p.zh && (
              <p lang="en" className="para-untranslated">
                {p.en}
              </p>
            )}
          </section>
        ))}
        {article.locked && (
          <div className="member-prompt" data-testid="member-prompt">
            <div className="member-prompt-title">会员专享文章</div>
            <p>
              你已读完试读部分（{article.paragraphs.length}/{article.total_paragraphs}{' '}
              段）。开通会员即可读完全文，并解锁所有会员文章。
            </p>
            <Button color="warning" onClick={() => setContactOpen(true)}>
              联系客服开通会员
            </Button>
          </div>
        )}
      </article>
      <div className="reader-actions">
        <Button fill="outline" onClick={() => void toggle('star')} data-testid="star">
          {starred ? <StarFill color="#f5a623" /> : <StarOutline />} {starred ? '已收藏' : '收藏'}
        </Button>
        <Button
          fill={finished ? 'solid' : 'outline'}
          color={finished ? 'success' : 'default'}
          onClick={() => void toggle('finish')}
          data-testid="finish"
        >
          <CheckCircleOutline /> {finished ? '已读完' : '读完了'}
        </Button>
      </div>
      <div className="reader-practice">
        <Link
          to={`/flashcard/articleQuestion?article_id=${article.id}`}
          className="practice-link"
          data-testid="quiz-link"
        >
          <span className="practice-title">词汇小测</span>
          <span className="muted">选出文中生词的中文意思</span>
        </Link>
        {signedIn && (
          <Link to={`/flashcard/reviewArticleWords?article_id=${article.id}`} className="practice-link">
            <span className="practice-title">复习本文单词</span>
            <span className="muted">从这篇文章收藏的词</span>
          </Link>
        )}
      </div>
      {article.next && article.collection && (
        <Link to={`/article/${article.next.id}`} className="next-card" data-testid="next-article">
          <span className="muted">合集《{article.collection.title}》下一篇</span>
          <span className="next-card-title">{article.next.title}</span>
          {article.next.title_zh && <span className="muted">{article.next.title_zh}</span>}
        </Link>
      )}
      <ReaderSettingsPanel open={settingsOpen} onClose={() => setSettingsOpen(false)} />
      <WordCard
        tapped={tapped}
        articleId={article.id}
        annotation={tapped ? marks.annotationOf(tapped.word) : undefined}
        onClose={() => {
          highlightRange(null);
          setTapped(null);
        }}
      />
      <ContactSheet open={contactOpen} onClose={() => setContactOpen(false)} />
    </Page>
  );
}

export function ArticlePage() {
  const id = Number(useParams().id);
  const article = useArticle(id);
  if (article.isPending) {
    return (
      <Page title="阅读">
        <div className="center-block">
          <DotLoading />
        </div>
      </Page>
    );
  }
  if (article.isError) {
    const missing = article.error instanceof ApiError && (article.error.code === 404 || article.error.code === 400);
    return (
      <Page title="阅读">
        <ErrorBlock
          status={missing ? 'empty' : 'disconnected'}
          title={missing ? '文章不存在或已下线' : '加载失败'}
          description={article.error.message}
        >
          {!missing && <Button onClick={() => void article.refetch()}>重试</Button>}
        </ErrorBlock>
      </Page>
    );
  }
  return <ArticleBody key={article.data.id} article={article.data} />;
}

import type { DayStats, HistoryData, Rank, RankCat } from '@bb/contract';
import { useQuery } from '@tanstack/react-query';
import { Button, DotLoading, ErrorBlock, Segmented } from 'antd-mobile';
import { useState } from 'react';
import { Page } from '../../app/Page';
import { useMe } from '../../app/session';
import { call } from '../../lib/http';
import { Empty } from '../../lib/lists';
import { QueryPage } from '../../lib/QueryPage';

const minutes = (s: number) => Math.round(s / 60);
/** A minutes figure for a stat tile: under a minute of reading shows as "<1", not 0. */
const minutesFigure = (s: number) => (s > 0 && s < 60 ? '<1' : minutes(s));

/** Reading time in words a reader expects: under a minute is not "0 分钟". */
export function formatDuration(seconds: number): string {
  if (seconds === 0) return '0 分钟';
  if (seconds < 60) return '不到 1 分钟';
  return `${minutes(seconds)} 分钟`;
}

/** A bar per day of reading minutes; today is the last bar. Plain SVG, no chart library. */
function MinutesChart({ days, testId }: { days: DayStats[]; testId: string }) {
  const max = Math.max(10, ...days.map((d) => minutes(d.seconds)));
  const w = 340;
  const h = 120;
  const gap = days.length > 10 ? 2 : 6;
  const bw = (w - gap * (days.length - 1)) / days.length;
  return (
    <svg viewBox={`0 0 ${w} ${h + 18}`} className="chart" role="img" aria-label="每日阅读分钟" data-testid={testId}>
      {days.map((d, i) => {
        const bh = (minutes(d.seconds) / max) * h;
        const x = i * (bw + gap);
        return (
          <g key={d.date}>
            <rect
              x={x}
              y={h - bh}
              width={bw}
              height={Math.max(bh, 1)}
              rx={2}
              className={d.seconds > 0 ? 'chart-bar' : 'chart-bar-empty'}
            >
              <title>{`${d.date}：${minutes(d.seconds)} 分钟，${d.articles} 篇`}</title>
            </rect>
            {(days.length <= 7 || i % 5 === 4 || i === days.length - 1) && (
              <text x={x + bw / 2} y={h + 14} textAnchor="middle" className="chart-label">
                {d.date.slice(5).replace('-', '/')}
              </text>
            )}
          </g>
        );
      })}
    </svg>
  );
}

export function Stat({ value, label }: { value: string | number; label: string }) {
  return (
    <div className="stat">
      <div className="stat-value">{value}</div>
      <div className="stat-label">{label}</div>
    </div>
  );
}

export function ReadDataPage() {
  const q = useQuery({
    queryKey: ['history', 'data'],
    queryFn: () => call<HistoryData>('GET', '/reader/history/data', { query: { days: 30 } }),
  });
  return (
    <QueryPage title="阅读数据" query={q} missing="还没有阅读数据">
      {(data) => <ReadData data={data} />}
    </QueryPage>
  );
}

function ReadData({ data: { days, totals, streak } }: { data: HistoryData }) {
  const today = days.at(-1) ?? { seconds: 0, articles: 0, words: 0 };
  const week = days.slice(-7);
  return (
    <Page title="阅读数据">
      <section className="stats-card">
        <h2>今天</h2>
        <div className="stat-row" data-testid="today-stats">
          <Stat value={minutesFigure(today.seconds)} label="分钟" />
          <Stat value={today.articles} label="篇文章" />
          <Stat value={today.words} label="读完词数" />
        </div>
      </section>
      <section className="stats-card">
        <h2>最近 7 天 · {minutes(week.reduce((n, d) => n + d.seconds, 0))} 分钟</h2>
        <MinutesChart days={week} testId="chart-7" />
      </section>
      <section className="stats-card">
        <h2>最近 30 天 · {minutes(days.reduce((n, d) => n + d.seconds, 0))} 分钟</h2>
        <MinutesChart days={days} testId="chart-30" />
      </section>
      <section className="stats-card">
        <h2>累计</h2>
        <div className="stat-row">
          <Stat value={minutesFigure(totals.seconds)} label="分钟" />
          <Stat value={totals.articles} label="篇文章" />
          <Stat value={totals.days_read} label="天" />
          <Stat value={streak} label="连续天数" />
        </div>
      </section>
    </Page>
  );
}

function shiftWeek(day: string, weeks: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + weeks * 7);
  return d.toISOString().slice(0, 10);
}

export function RankPage() {
  const me = useMe();
  const [cat, setCat] = useState<RankCat>('time');
  const [date, setDate] = useState<string | undefined>(undefined);
  const q = useQuery({
    queryKey: ['rank', cat, date],
    queryFn: () => call<Rank>('GET', '/reader/history/rank/week', { query: { cat, rank_date: date } }),
  });
  const value = (v: number) => (cat === 'time' ? formatDuration(v) : `${v} 篇`);
  const isThisWeek = date === undefined;
  return (
    <Page title="周榜">
      <div className="rank-controls">
        <Segmented
          value={cat}
          onChange={(v) => setCat(v as RankCat)}
          options={[
            { label: '阅读时长', value: 'time' },
            { label: '读完篇数', value: 'finished' },
          ]}
        />
        <div className="rank-week">
          <Button size="mini" onClick={() => q.data && setDate(shiftWeek(q.data.week_start, -1))}>
            上一周
          </Button>
          <span>{q.data ? `${q.data.week_start.slice(5)} ~ ${q.data.week_end.slice(5)}` : ''}</span>
          <Button size="mini" disabled={isThisWeek} onClick={() => q.data && setDate(shiftWeek(q.data.week_start, 1))}>
            下一周
          </Button>
        </div>
      </div>
      {q.isPending ? (
        <div className="center-block">
          <DotLoading />
        </div>
      ) : q.isError ? (
        <ErrorBlock status="disconnected" title="加载失败" description={q.error.message} />
      ) : (
        <>
          {q.data.me && (
            <div className="rank-me" data-testid="rank-me">
              我的排名：第 {q.data.me.rank} 名 · {value(q.data.me.value)}
            </div>
          )}
          {!q.data.me && me.data && <div className="rank-me muted">这一周你还没有上榜，读一篇试试</div>}
          {q.data.top.length === 0 ? (
            <Empty title="这一周还没有人上榜" />
          ) : (
            <ol className="rank-list">
              {q.data.top.map((e) => (
                <li key={e.user.id} className={e.user.id === me.data?.id ? 'rank-row rank-row-me' : 'rank-row'}>
                  <span className={`rank-no rank-no-${e.rank}`}>{e.rank}</span>
                  <span className="avatar avatar-small">{e.user.username.slice(0, 1)}</span>
                  <span className="rank-name">{e.user.username}</span>
                  <span className="rank-value">{value(e.value)}</span>
                </li>
              ))}
            </ol>
          )}
        </>
      )}
    </Page>
  );
}

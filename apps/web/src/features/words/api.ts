import type { WordOverview } from '@bb/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../lib/http';

export function useWordOverview() {
  return useQuery({
    queryKey: ['myword', 'overview'],
    queryFn: () => call<WordOverview>('GET', '/reader/myword/overview'),
  });
}

/** "1 分钟", "10 分钟", "3 天", "2 个月": how long until a card comes back. */
export function formatInterval(ms: number): string {
  const min = Math.max(1, Math.round(ms / 60_000));
  if (min < 60) return `${min} 分钟`;
  const h = Math.round(min / 60);
  if (h < 24) return `${h} 小时`;
  const d = Math.round(h / 24);
  if (d < 31) return `${d} 天`;
  const m = Math.round(d / 30);
  return m < 12 ? `${m} 个月` : `${Math.round(d / 365)} 年`;
}

export const STATE_NAMES = { new: '新词', learning: '学习中', review: '复习中', relearning: '重新学习' } as const;

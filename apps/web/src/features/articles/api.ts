import type { ArticleShow, ArticleSummary } from '@bb/contract';
import { useQuery } from '@tanstack/react-query';
import { hasToken } from '../../app/session';
import { call } from '../../lib/http';

export function useArticle(id: number) {
  return useQuery({
    queryKey: ['article', id],
    queryFn: () => call<ArticleShow>('GET', `/reader/article/${id}/show`),
    staleTime: 0,
  });
}

export function useRecommended() {
  return useQuery({ queryKey: ['recommend'], queryFn: () => call<ArticleSummary[]>('GET', '/api/recommend/foryou') });
}

export function useNewCount() {
  return useQuery({
    queryKey: ['new_count'],
    queryFn: () => call<{ count: number }>('GET', '/reader/article/new_count'),
    enabled: hasToken(),
  });
}

export function useTopics() {
  return useQuery({
    queryKey: ['topics'],
    queryFn: () => call<Array<{ topic: string; count: number }>>('GET', '/reader/article/topics'),
    staleTime: 300_000,
  });
}

export function markArticle(id: number, action: 'star' | 'like' | 'finish', status: boolean) {
  return call<{ action: string; status: boolean }>('POST', `/reader/article/${id}/mark`, { body: { action, status } });
}

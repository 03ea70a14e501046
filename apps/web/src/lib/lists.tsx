import type { Page } from '@bb/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Button, DotLoading, ErrorBlock, InfiniteScroll } from 'antd-mobile';
import type { ReactNode } from 'react';
import { call } from './http';

/** An offset-paged list (API.md "Lists") as one growing array, for infinite scroll. */
export function useOffsetList<T>(
  key: readonly unknown[],
  path: string,
  query: Record<string, string | number | undefined> = {},
  enabled = true,
) {
  const q = useInfiniteQuery({
    queryKey: [...key, query],
    queryFn: ({ pageParam }) => call<Page<T>>('GET', path, { query: { ...query, offset: pageParam } }),
    initialPageParam: 0,
    getNextPageParam: (last) => last.next_offset ?? undefined,
    enabled,
  });
  const items = q.data?.pages.flatMap((p) => p.items) ?? [];
  return { ...q, items };
}

interface ListViewProps<T> {
  list: ReturnType<typeof useOffsetList<T>>;
  render: (item: T) => ReactNode;
  empty: ReactNode;
}

/** Loading, error, empty and the list itself, loading more as the reader nears the end. */
export function ListView<T>({ list, render, empty }: ListViewProps<T>) {
  if (list.isPending) {
    return (
      <div className="center-block">
        <DotLoading />
      </div>
    );
  }
  if (list.isError) {
    return (
      <ErrorBlock status="disconnected" title="加载失败" description={list.error.message}>
        <Button size="small" onClick={() => void list.refetch()}>
          重试
        </Button>
      </ErrorBlock>
    );
  }
  if (list.items.length === 0) return <>{empty}</>;
  return (
    <>
      {list.items.map(render)}
      <InfiniteScroll loadMore={async () => void (await list.fetchNextPage())} hasMore={list.hasNextPage}>
        {list.hasNextPage ? <DotLoading /> : <span className="muted">没有更多了</span>}
      </InfiniteScroll>
    </>
  );
}

export function Empty({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <ErrorBlock status="empty" title={title} description={children ?? ''}>
      {null}
    </ErrorBlock>
  );
}

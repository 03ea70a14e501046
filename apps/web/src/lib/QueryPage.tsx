import type { UseQueryResult } from '@tanstack/react-query';
import { Button, DotLoading, ErrorBlock } from 'antd-mobile';
import type { ReactNode } from 'react';
import { Page } from '../app/Page';
import { ApiError } from './http';

interface QueryPageProps<T> {
  title: string;
  query: UseQueryResult<T>;
  /** What a 404 means on this page, in the reader's words. */
  missing: string;
  children: (data: T) => ReactNode;
}

/** A page that shows one query: loading, not found, failed with a retry, or the content. */
export function QueryPage<T>({ title, query, missing, children }: QueryPageProps<T>) {
  if (query.isPending) {
    return (
      <Page title={title}>
        <div className="center-block">
          <DotLoading />
        </div>
      </Page>
    );
  }
  if (query.isError) {
    const notFound = query.error instanceof ApiError && query.error.code === 404;
    return (
      <Page title={title}>
        <ErrorBlock
          status={notFound ? 'empty' : 'disconnected'}
          title={notFound ? missing : '加载失败'}
          description={query.error.message}
        >
          {!notFound && <Button onClick={() => void query.refetch()}>重试</Button>}
        </ErrorBlock>
      </Page>
    );
  }
  return <>{children(query.data)}</>;
}

import {
  ARTICLE_STATUS_NAMES,
  type ArticleStatus,
  type ArticleSummary,
  type Creator,
  DIFFICULTY_LABELS,
  type Page,
} from '@bb/contract';
import { useQuery } from '@tanstack/react-query';
import { Button, Input, Select, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useMe } from '../app/session';
import { adminCall } from './api';

const STATUS_COLORS: Record<ArticleStatus, string> = {
  draft: 'default',
  pending: 'orange',
  published: 'green',
  rejected: 'red',
  offline: 'purple',
};
const PAGE = 20;

/** Articles to manage: a creator's own, or everyone's for admins; filter by status, label and text. */
export function ArticlesAdmin() {
  const navigate = useNavigate();
  const [status, setStatus] = useState<string | undefined>();
  const [label, setLabel] = useState<string | undefined>();
  const [q, setQ] = useState('');
  const [creatorId, setCreatorId] = useState<number | undefined>();
  const me = useMe();
  const creators = useQuery({
    queryKey: ['admin', 'creators'],
    queryFn: () => adminCall<Creator[]>('GET', '/reader/creator'),
    enabled: me.data?.is_super === true,
  });
  const [page, setPage] = useState(1);
  const list = useQuery({
    queryKey: ['admin', 'articles', status, label, q, creatorId, page],
    queryFn: () =>
      adminCall<Page<ArticleSummary>>('GET', '/reader/article/manage', {
        query: { status, label, q: q || undefined, creator_id: creatorId, offset: (page - 1) * PAGE, limit: PAGE },
      }),
    placeholderData: (prev) => prev,
  });
  const hasMore = list.data?.next_offset !== null && list.data?.next_offset !== undefined;
  return (
    <div>
      <Space wrap style={{ marginBottom: 12, width: '100%', justifyContent: 'space-between' }}>
        <Typography.Title level={4} style={{ margin: 0 }}>
          文章
        </Typography.Title>
        <Button type="primary" onClick={() => navigate('/admin/article/new')}>
          写文章
        </Button>
      </Space>
      <Space wrap style={{ marginBottom: 12 }}>
        <Select
          allowClear
          placeholder="状态"
          style={{ width: 110 }}
          value={status}
          onChange={(v) => {
            setStatus(v);
            setPage(1);
          }}
          options={Object.entries(ARTICLE_STATUS_NAMES).map(([value, l]) => ({ value, label: l }))}
        />
        <Select
          allowClear
          placeholder="难度"
          style={{ width: 130 }}
          value={label}
          onChange={(v) => {
            setLabel(v);
            setPage(1);
          }}
          options={Object.entries(DIFFICULTY_LABELS).map(([value, l]) => ({ value, label: l }))}
        />
        {me.data?.is_super && (
          <Select
            allowClear
            placeholder="创作者"
            style={{ width: 130 }}
            value={creatorId}
            onChange={(v) => {
              setCreatorId(v);
              setPage(1);
            }}
            options={(creators.data ?? []).map((c) => ({ value: c.id, label: c.username }))}
          />
        )}
        <Input.Search
          placeholder="标题关键词"
          allowClear
          onSearch={(v) => {
            setQ(v.trim());
            setPage(1);
          }}
          style={{ width: 200 }}
        />
      </Space>
      {list.isError && <Typography.Text type="danger">{list.error.message}</Typography.Text>}
      <Table<ArticleSummary>
        rowKey="id"
        loading={list.isFetching}
        dataSource={list.data?.items ?? []}
        scroll={{ x: 760 }}
        locale={{ emptyText: '没有文章' }}
        pagination={{
          current: page,
          pageSize: PAGE,
          total: (page - 1) * PAGE + (list.data?.items.length ?? 0) + (hasMore ? 1 : 0),
          onChange: setPage,
          showSizeChanger: false,
          simple: true,
        }}
        columns={[
          { title: 'ID', dataIndex: 'id', width: 60 },
          {
            title: '标题',
            render: (_, a) => (
              <Space direction="vertical" size={0}>
                <Link to={`/admin/article/${a.id}`}>{a.title}</Link>
                <Typography.Text type="secondary">{a.title_zh}</Typography.Text>
              </Space>
            ),
          },
          {
            title: '状态',
            dataIndex: 'status',
            width: 90,
            render: (s: ArticleStatus) => <Tag color={STATUS_COLORS[s]}>{ARTICLE_STATUS_NAMES[s]}</Tag>,
          },
          {
            title: '难度',
            dataIndex: 'labels',
            width: 150,
            render: (ls: string[]) =>
              ls.map((l) => <Tag key={l}>{DIFFICULTY_LABELS[l as keyof typeof DIFFICULTY_LABELS] ?? l}</Tag>),
          },
          { title: '创作者', dataIndex: ['creator', 'username'], width: 110 },
          {
            title: '会员',
            dataIndex: 'is_lock',
            width: 60,
            render: (v: boolean) => (v ? <Tag color="gold">是</Tag> : ''),
          },
          { title: '词数', dataIndex: 'word_count', width: 70 },
        ]}
      />
    </div>
  );
}

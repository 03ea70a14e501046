import { type Page, VISITOR_PAGE_SIZE, type Visitor, type VisitorEvent } from '@bb/contract';
import { useQuery } from '@tanstack/react-query';
import { Drawer, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { adminCall } from './api';

const fmt = (iso: string) => new Date(iso).toLocaleString('zh-CN', { hour12: false });

function VisitorLogs({ cuid, onClose }: { cuid: string | null; onClose: () => void }) {
  const logs = useQuery({
    queryKey: ['admin', 'visitor-logs', cuid],
    queryFn: () =>
      adminCall<Page<VisitorEvent>>('GET', '/reader/visitor/logs', { query: { cuid: cuid ?? '', limit: 100 } }),
    enabled: cuid !== null,
  });
  return (
    <Drawer open={cuid !== null} onClose={onClose} title="访客事件" width={Math.min(560, window.innerWidth)}>
      <Typography.Paragraph type="secondary" copyable>
        {cuid}
      </Typography.Paragraph>
      <Table<VisitorEvent>
        rowKey="id"
        size="small"
        loading={logs.isPending}
        dataSource={logs.data?.items ?? []}
        pagination={false}
        scroll={{ x: 520 }}
        columns={[
          { title: '时间', dataIndex: 'created_at', render: fmt, width: 170 },
          {
            title: '事件',
            dataIndex: 'name',
            render: (n: string, e) => (
              <>
                {n} {e.is_new && <Tag color="green">新访客</Tag>}
              </>
            ),
          },
          {
            title: '内容',
            dataIndex: 'data',
            render: (d: unknown) => (
              <code className="admin-json">{d === null || d === undefined ? '' : JSON.stringify(d)}</code>
            ),
          },
        ]}
      />
    </Drawer>
  );
}

export function VisitorsAdmin() {
  const [page, setPage] = useState(1);
  const [cuid, setCuid] = useState<string | null>(null);
  const offset = (page - 1) * VISITOR_PAGE_SIZE;
  const visitors = useQuery({
    queryKey: ['admin', 'visitors', offset],
    queryFn: () => adminCall<Page<Visitor>>('GET', '/reader/visitor/', { query: { offset, limit: VISITOR_PAGE_SIZE } }),
    placeholderData: (prev) => prev,
  });
  return (
    <div>
      <Typography.Title level={4}>访客</Typography.Title>
      {visitors.isError && <Typography.Text type="danger">{visitors.error.message}</Typography.Text>}
      <Table<Visitor>
        rowKey="cuid"
        loading={visitors.isFetching}
        dataSource={visitors.data?.items ?? []}
        locale={{ emptyText: '还没有访客' }}
        scroll={{ x: 760 }}
        onRow={(v) => ({ onClick: () => setCuid(v.cuid), style: { cursor: 'pointer' } })}
        pagination={{
          current: page,
          pageSize: VISITOR_PAGE_SIZE,
          total: visitors.data?.total ?? 0,
          showSizeChanger: false,
          onChange: setPage,
          showTotal: (t) => `共 ${t} 位`,
        }}
        columns={[
          { title: '最近访问', dataIndex: 'last_seen', render: fmt, width: 170 },
          {
            title: '用户',
            render: (_, v) =>
              v.uid ? `${v.username ?? ''} (#${v.uid})` : <Typography.Text type="secondary">匿名</Typography.Text>,
          },
          {
            title: '来源',
            dataIndex: 'source',
            render: (s: string) => (
              <Tag color={s === 'WEBVIEW' ? 'purple' : 'blue'}>{s === 'WEBVIEW' ? 'App' : '网页'}</Tag>
            ),
          },
          { title: '事件数', dataIndex: 'events', width: 80 },
          { title: '首次访问', dataIndex: 'first_seen', render: fmt, width: 170 },
          { title: 'IP', dataIndex: 'ip' },
        ]}
      />
      <VisitorLogs cuid={cuid} onClose={() => setCuid(null)} />
    </div>
  );
}

import type { ArticleSummary, Collection, CollectionShow, Page } from '@bb/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Form, Input, Popconfirm, Select, Space, Spin, Table, Tag, Typography } from 'antd';
import { useEffect } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { adminCall } from './api';

export function CollectionsAdmin() {
  const navigate = useNavigate();
  const qc = useQueryClient();
  const { message } = App.useApp();
  const list = useQuery({
    queryKey: ['admin', 'collections'],
    queryFn: () => adminCall<Page<Collection>>('GET', '/reader/collection/manage', { query: { limit: 100 } }),
  });
  const act = useMutation({
    mutationFn: ({ id, action }: { id: number; action: 'publish' | 'unpublish' | 'delete' }) =>
      action === 'delete'
        ? adminCall('POST', `/reader/collection/${id}/destory`)
        : adminCall('POST', `/reader/collection/${id}/publish`, { body: { cancel: action === 'unpublish' } }),
    onSuccess: () => {
      message.success('已更新');
      void qc.invalidateQueries({ queryKey: ['admin', 'collections'] });
    },
    onError: (e) => message.error(e.message),
  });
  return (
    <div>
      <Space style={{ marginBottom: 12, width: '100%', justifyContent: 'space-between' }}>
        <Typography.Title level={4} style={{ margin: 0 }}>
          合集
        </Typography.Title>
        <Button type="primary" onClick={() => navigate('/admin/collection/edit')}>
          新建合集
        </Button>
      </Space>
      {list.isError && <Typography.Text type="danger">{list.error.message}</Typography.Text>}
      <Table<Collection>
        rowKey="id"
        loading={list.isPending}
        dataSource={list.data?.items ?? []}
        pagination={false}
        scroll={{ x: 640 }}
        locale={{ emptyText: '还没有合集' }}
        columns={[
          { title: '标题', render: (_, c) => <Link to={`/admin/collection/edit?id=${c.id}`}>{c.title}</Link> },
          { title: '篇数', dataIndex: 'article_count', width: 70 },
          { title: '关注', dataIndex: 'followers', width: 70 },
          {
            title: '状态',
            dataIndex: 'status',
            width: 90,
            render: (s: string) => (s === 'published' ? <Tag color="green">已发布</Tag> : <Tag>草稿</Tag>),
          },
          {
            title: '操作',
            width: 200,
            render: (_, c) => (
              <Space size={4}>
                {c.status === 'published' ? (
                  <Button size="small" onClick={() => act.mutate({ id: c.id, action: 'unpublish' })}>
                    撤回
                  </Button>
                ) : (
                  <Button size="small" type="primary" onClick={() => act.mutate({ id: c.id, action: 'publish' })}>
                    发布
                  </Button>
                )}
                <Popconfirm
                  title="删除合集（文章保留）？"
                  okText="删除"
                  cancelText="取消"
                  onConfirm={() => act.mutate({ id: c.id, action: 'delete' })}
                >
                  <Button size="small" danger>
                    删除
                  </Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
    </div>
  );
}

export function CollectionEdit() {
  const [params] = useSearchParams();
  const id = params.get('id') ? Number(params.get('id')) : undefined;
  const [form] = Form.useForm<{ title: string; description: string; cover: string; article_ids: number[] }>();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const qc = useQueryClient();
  const current = useQuery({
    queryKey: ['admin', 'collection', id],
    queryFn: () => adminCall<CollectionShow>('GET', `/reader/collection/${id}/show`),
    enabled: id !== undefined,
  });
  const articles = useQuery({
    queryKey: ['admin', 'articles', 'all'],
    queryFn: () => adminCall<Page<ArticleSummary>>('GET', '/reader/article/manage', { query: { limit: 100 } }),
  });
  useEffect(() => {
    if (current.data) form.setFieldsValue({ ...current.data, article_ids: current.data.articles.map((a) => a.id) });
  }, [current.data, form]);
  const save = useMutation({
    mutationFn: (v: { title: string; description: string; cover: string; article_ids: number[] }) =>
      adminCall<CollectionShow>('POST', '/reader/collection/add', { body: { ...v, id } }),
    onSuccess: () => {
      message.success('合集已保存');
      void qc.invalidateQueries({ queryKey: ['admin', 'collections'] });
      navigate('/admin/collection', { replace: true });
    },
    onError: (e) => message.error(e.message),
  });
  if (id !== undefined && current.isPending) return <Spin />;
  return (
    <Card title={id ? '编辑合集' : '新建合集'}>
      <Form
        form={form}
        layout="vertical"
        initialValues={{ description: '', cover: '', article_ids: [] }}
        onFinish={(v) => save.mutate(v)}
      >
        <Form.Item name="title" label="标题" rules={[{ required: true, message: '请填写标题' }]}>
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item name="description" label="简介">
          <Input.TextArea rows={3} maxLength={1000} />
        </Form.Item>
        <Form.Item name="cover" label="封面图地址">
          <Input />
        </Form.Item>
        <Form.Item name="article_ids" label="文章（按选择顺序排列）">
          <Select
            mode="multiple"
            loading={articles.isPending}
            optionFilterProp="label"
            options={(articles.data?.items ?? []).map((a) => ({ value: a.id, label: `${a.title} ${a.title_zh}` }))}
          />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          保存
        </Button>
      </Form>
    </Card>
  );
}

import { ARTICLE_STATUS_NAMES, type Article, DIFFICULTY_LABELS } from '@bb/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  App,
  Button,
  Card,
  Col,
  Form,
  Input,
  Popconfirm,
  Row,
  Select,
  Space,
  Spin,
  Switch,
  Tabs,
  Typography,
} from 'antd';
import { useEffect } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { adminCall } from './api';

const statusOptions = Object.entries(ARTICLE_STATUS_NAMES).map(([value, label]) => ({ value, label }));
const labelOptions = Object.entries(DIFFICULTY_LABELS).map(([value, label]) => ({ value, label }));

/** datetime-local works in the reader's zone; the API speaks UTC ISO. */
function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const d = new Date(iso);
  return new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
}

interface FormValues {
  title: string;
  title_zh: string;
  summary: string;
  author: string;
  source: string;
  source_url: string;
  cover: string;
  topics: string[];
  labels: string[];
  status: string;
  published_at: string;
  is_lock: boolean;
  paragraphs: Array<{ id?: string; en: string; zh: string }>;
}

function NewArticle() {
  const navigate = useNavigate();
  const { message } = App.useApp();
  const create = useMutation({
    mutationFn: (article: Record<string, unknown>) =>
      adminCall<Article>('POST', '/reader/article/add', { body: { article } }),
    onSuccess: (a) => {
      message.success('已创建，可以继续编辑译文和发布');
      navigate(`/admin/article/${a.id}`, { replace: true });
    },
    onError: (e) => message.error(e.message),
  });
  return (
    <Card title="写文章">
      <Tabs
        items={[
          {
            key: 'text',
            label: '粘贴正文',
            children: (
              <Form
                layout="vertical"
                onFinish={(v: { title: string; title_zh?: string; text: string }) =>
                  create.mutate({ title: v.title, title_zh: v.title_zh ?? '', text: v.text })
                }
              >
                <Form.Item name="title" label="英文标题" rules={[{ required: true, message: '请填写标题' }]}>
                  <Input maxLength={300} />
                </Form.Item>
                <Form.Item name="title_zh" label="中文标题">
                  <Input maxLength={300} />
                </Form.Item>
                <Form.Item name="text" label="正文（空行分段）" rules={[{ required: true, message: '请粘贴正文' }]}>
                  <Input.TextArea rows={10} />
                </Form.Item>
                <Button type="primary" htmlType="submit" loading={create.isPending}>
                  创建草稿
                </Button>
              </Form>
            ),
          },
          {
            key: 'url',
            label: '从网址导入',
            children: (
              <Form
                layout="vertical"
                onFinish={(v: { source_url: string; title_zh?: string }) =>
                  create.mutate({ source_url: v.source_url, title_zh: v.title_zh ?? '' })
                }
              >
                <Form.Item
                  name="source_url"
                  label="文章网址"
                  rules={[{ required: true, type: 'url', message: '请填写正确的网址' }]}
                >
                  <Input placeholder="https://…" />
                </Form.Item>
                <Form.Item name="title_zh" label="中文标题">
                  <Input maxLength={300} />
                </Form.Item>
                <Button type="primary" htmlType="submit" loading={create.isPending}>
                  抓取正文
                </Button>
              </Form>
            ),
          },
        ]}
      />
    </Card>
  );
}

function EditArticle({ id }: { id: number }) {
  const [form] = Form.useForm<FormValues>();
  const { message } = App.useApp();
  const qc = useQueryClient();
  const navigate = useNavigate();
  const article = useQuery({
    queryKey: ['admin', 'article', id],
    queryFn: () => adminCall<Article>('GET', `/reader/article/${id}`),
  });
  useEffect(() => {
    const a = article.data;
    if (a) form.setFieldsValue({ ...a, published_at: toLocalInput(a.published_at), paragraphs: a.paragraphs });
  }, [article.data, form]);
  const save = useMutation({
    mutationFn: (v: FormValues) =>
      adminCall<Article>('POST', `/reader/article/${id}/update`, {
        body: {
          article: {
            ...v,
            published_at: v.published_at ? new Date(v.published_at).toISOString() : null,
            labels: v.labels.length ? v.labels : undefined,
          },
        },
      }),
    onSuccess: () => {
      message.success('已保存');
      void qc.invalidateQueries({ queryKey: ['admin', 'article', id] });
      void qc.invalidateQueries({ queryKey: ['admin', 'articles'] });
    },
    onError: (e) => message.error(e.message),
  });
  const remove = useMutation({
    mutationFn: () => adminCall('POST', `/reader/article/${id}/delete`),
    onSuccess: () => {
      message.success('已删除');
      navigate('/admin/articles', { replace: true });
    },
    onError: (e) => message.error(e.message),
  });
  const redownload = useMutation({
    mutationFn: () => adminCall<{ task_id: number }>('POST', `/reader/article/${id}/redownload`),
    onSuccess: (r) => message.info(`已开始重新抓取（任务 ${r.task_id}），稍后刷新查看`),
    onError: (e) => message.error(e.message),
  });
  if (article.isPending) return <Spin />;
  if (article.isError) return <Typography.Text type="danger">{article.error.message}</Typography.Text>;
  return (
    <Form form={form} layout="vertical" onFinish={(v) => save.mutate(v)} data-testid="article-editor">
      <Space wrap style={{ marginBottom: 12 }}>
        <Link to={`/article/${id}`} target="_blank">
          预览
        </Link>
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          保存
        </Button>
        {article.data.source_url && (
          <Button onClick={() => redownload.mutate()} loading={redownload.isPending}>
            重新抓取
          </Button>
        )}
        <Popconfirm
          title="删除后无法恢复，确定删除？"
          okText="删除"
          cancelText="取消"
          onConfirm={() => remove.mutate()}
        >
          <Button danger>删除</Button>
        </Popconfirm>
      </Space>
      <Card size="small" title="基本信息" style={{ marginBottom: 12 }}>
        <Row gutter={12}>
          <Col xs={24} md={12}>
            <Form.Item name="title" label="英文标题" rules={[{ required: true }]}>
              <Input maxLength={300} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="title_zh" label="中文标题">
              <Input maxLength={300} />
            </Form.Item>
          </Col>
          <Col xs={24}>
            <Form.Item name="summary" label="摘要">
              <Input.TextArea rows={2} maxLength={2000} />
            </Form.Item>
          </Col>
          <Col xs={12} md={6}>
            <Form.Item name="author" label="作者">
              <Input maxLength={100} />
            </Form.Item>
          </Col>
          <Col xs={12} md={6}>
            <Form.Item name="source" label="来源">
              <Input maxLength={100} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="source_url" label="来源链接">
              <Input />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="cover" label="封面图地址">
              <Input />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="topics" label="话题">
              <Select mode="tags" placeholder="输入后回车" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="labels" label="难度标签（留空则按正文自动计算）">
              <Select mode="multiple" options={labelOptions} />
            </Form.Item>
          </Col>
          <Col xs={12} md={4}>
            <Form.Item name="status" label="状态">
              <Select options={statusOptions} />
            </Form.Item>
          </Col>
          <Col xs={12} md={5}>
            <Form.Item name="published_at" label="发布时间">
              <Input type="datetime-local" />
            </Form.Item>
          </Col>
          <Col xs={12} md={3}>
            <Form.Item name="is_lock" label="会员专享" valuePropName="checked">
              <Switch />
            </Form.Item>
          </Col>
        </Row>
      </Card>
      <Card size="small" title={`正文（${article.data.word_count} 词，约 ${article.data.minutes} 分钟）`}>
        <Form.List name="paragraphs">
          {(fields, { add, remove: drop, move }) => (
            <>
              {fields.map((field, i) => (
                <Row key={field.key} gutter={8} className="para-edit-row">
                  <Form.Item name={[field.name, 'id']} hidden>
                    <Input />
                  </Form.Item>
                  <Col xs={24} md={12}>
                    <Form.Item
                      name={[field.name, 'en']}
                      rules={[{ required: true, message: '段落不能为空' }]}
                      style={{ marginBottom: 6 }}
                    >
                      <Input.TextArea autoSize={{ minRows: 2 }} placeholder={`第 ${i + 1} 段英文`} />
                    </Form.Item>
                  </Col>
                  <Col xs={24} md={12}>
                    <Form.Item name={[field.name, 'zh']} style={{ marginBottom: 6 }}>
                      <Input.TextArea autoSize={{ minRows: 2 }} placeholder="中文译文" />
                    </Form.Item>
                  </Col>
                  <Col xs={24}>
                    <Space size={4} style={{ marginBottom: 12 }}>
                      <Button size="small" disabled={i === 0} onClick={() => move(i, i - 1)}>
                        上移
                      </Button>
                      <Button size="small" disabled={i === fields.length - 1} onClick={() => move(i, i + 1)}>
                        下移
                      </Button>
                      <Button size="small" danger disabled={fields.length === 1} onClick={() => drop(field.name)}>
                        删除本段
                      </Button>
                    </Space>
                  </Col>
                </Row>
              ))}
              <Button block onClick={() => add({ en: '', zh: '' })}>
                添加段落
              </Button>
            </>
          )}
        </Form.List>
      </Card>
    </Form>
  );
}

export function ArticleEdit() {
  const id = useParams().id;
  return (
    <div>
      <Typography.Title level={4}>{id === 'new' ? '写文章' : '编辑文章'}</Typography.Title>
      {id === 'new' ? <NewArticle /> : <EditArticle id={Number(id)} />}
    </div>
  );
}

import type { AppVersion, Contact, Notify } from '@bb/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Form, Input, InputNumber, Space, Switch, Typography } from 'antd';
import { useEffect } from 'react';
import { adminCall } from './api';

/** One card per admin-set text: load it, edit it, save it. */
function SettingCard<T extends object>({
  title,
  path,
  toForm = (v) => v,
  children,
}: {
  title: string;
  path: string;
  toForm?: (value: T) => object;
  children: React.ReactNode;
}) {
  const [form] = Form.useForm();
  const { message } = App.useApp();
  const qc = useQueryClient();
  const current = useQuery({ queryKey: ['admin', 'setting', path], queryFn: () => adminCall<T>('GET', path) });
  useEffect(() => {
    if (current.data) form.setFieldsValue(toForm(current.data));
  }, [current.data, form, toForm]);
  const save = useMutation({
    mutationFn: (values: object) => adminCall<T>('POST', path, { body: values }),
    onSuccess: () => {
      message.success(`${title}已保存`);
      void qc.invalidateQueries({ queryKey: ['admin', 'setting', path] });
      void qc.invalidateQueries({ queryKey: ['appinfo'] });
    },
    onError: (e) => message.error(e.message),
  });
  return (
    <Card title={title} loading={current.isPending} style={{ marginBottom: 16 }}>
      <Form form={form} layout="vertical" onFinish={(v: object) => save.mutate(v)}>
        {children}
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          保存
        </Button>
      </Form>
    </Card>
  );
}

const notifyToForm = (n: Notify) => ({ text: n.text });

export function AppInfoAdmin() {
  return (
    <div className="admin-narrow">
      <Typography.Title level={4}>公告与客服</Typography.Title>
      <SettingCard<Notify> title="站内公告" path="/api/appinfo/notify" toForm={notifyToForm}>
        <Form.Item name="text" label="公告内容" extra="显示在首页顶部；留空则不显示。">
          <Input.TextArea rows={3} maxLength={500} showCount />
        </Form.Item>
      </SettingCard>
      <SettingCard<Contact> title="企业微信客服" path="/api/appinfo/contact_qywx">
        <Form.Item name="name" label="名称">
          <Input maxLength={40} />
        </Form.Item>
        <Form.Item name="wechat_id" label="微信号">
          <Input maxLength={64} />
        </Form.Item>
        <Form.Item name="qrcode" label="二维码图片地址">
          <Input maxLength={500} placeholder="https://…" />
        </Form.Item>
        <Form.Item name="url" label="会话链接">
          <Input maxLength={500} placeholder="https://work.weixin.qq.com/…" />
        </Form.Item>
        <Form.Item name="note" label="说明">
          <Input maxLength={200} placeholder="例如：工作日 9:00–18:00 在线" />
        </Form.Item>
      </SettingCard>
      <SettingCard<AppVersion> title="App 最新版本" path="/api/appinfo/app_version">
        <Space wrap>
          <Form.Item name="version_code" label="版本号（整数）" rules={[{ required: true }]}>
            <InputNumber min={0} />
          </Form.Item>
          <Form.Item name="version" label="版本名">
            <Input maxLength={32} placeholder="1.2.0" />
          </Form.Item>
          <Form.Item name="force" label="强制更新" valuePropName="checked">
            <Switch />
          </Form.Item>
        </Space>
        <Form.Item name="url" label="下载地址">
          <Input maxLength={500} />
        </Form.Item>
        <Form.Item name="notes" label="更新说明">
          <Input.TextArea rows={3} maxLength={1000} />
        </Form.Item>
      </SettingCard>
    </div>
  );
}

import { passwordSchema } from '@bb/contract';
import { Form, Input } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { Page } from '../../app/Page';
import { FormFooter, useSubmit } from '../../lib/FormFooter';
import { zodRule } from '../../lib/forms';
import { api } from '../../lib/http';
import { toast } from '../../lib/toast';

export function ChangePasswordPage() {
  const [form] = Form.useForm();
  const { busy, error, run } = useSubmit();
  const navigate = useNavigate();

  const submit = async (v: { old_password: string; new_password: string }) => {
    const body = { old_password: v.old_password, new_password: v.new_password };
    if (!(await run(() => api('POST', '/auth/change_password', { body }), '修改失败'))) return;
    toast('密码已修改，其他设备已退出登录');
    navigate('/Mine', { replace: true });
  };

  return (
    <Page title="修改密码">
      <Form
        form={form}
        layout="horizontal"
        onFinish={submit}
        footer={<FormFooter error={error} busy={busy} label="确认修改" />}
      >
        <Form.Item name="old_password" label="原密码" rules={[{ required: true, message: '请输入原密码' }]}>
          <Input type="password" placeholder="当前密码" autoComplete="current-password" />
        </Form.Item>
        <Form.Item name="new_password" label="新密码" rules={[zodRule(passwordSchema)]}>
          <Input type="password" placeholder="6–64 位" autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          name="confirm"
          label="确认新密码"
          dependencies={['new_password']}
          rules={[
            {
              validator: async (_: unknown, value: string) => {
                if (value !== form.getFieldValue('new_password')) throw new Error('两次输入的新密码不一致');
              },
            },
          ]}
        >
          <Input type="password" placeholder="再输入一次" autoComplete="new-password" />
        </Form.Item>
      </Form>
    </Page>
  );
}

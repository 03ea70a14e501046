import { useQueryClient } from '@tanstack/react-query';
import { Form, Input } from 'antd-mobile';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Page } from '../../app/Page';
import { ME_KEY } from '../../app/session';
import { FormFooter, useSubmit } from '../../lib/FormFooter';
import { AuthHero } from './AuthHero';
import { login } from './api';

/** Where to go after signing in: the page that sent us here, if it is one of ours. */
export function safeRedirect(target: string | null): string {
  return target?.startsWith('/') && !target.startsWith('//') ? target : '/Mine';
}

export function LoginPage() {
  const [form] = Form.useForm();
  const { busy, error, run } = useSubmit();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const qc = useQueryClient();

  const submit = async (values: { username: string; password: string }) => {
    const done = await run(() => login(values.username.trim(), values.password), '登录失败');
    if (!done) return;
    qc.setQueryData(ME_KEY, done.result.user);
    navigate(safeRedirect(params.get('redirect')), { replace: true });
  };

  return (
    <Page title="登录">
      <AuthHero title="欢迎回来" subtitle="登录后同步你的阅读记录和单词本" />
      <Form
        form={form}
        layout="horizontal"
        onFinish={submit}
        footer={
          <FormFooter error={error} busy={busy} label="登录">
            <div className="auth-links">
              <Link to="/Register">注册新账号</Link>
              <Link to="/reset">忘记密码</Link>
            </div>
          </FormFooter>
        }
      >
        <Form.Item name="username" label="账号" rules={[{ required: true, message: '请输入手机号或用户名' }]}>
          <Input placeholder="手机号或用户名" autoComplete="username" clearable />
        </Form.Item>
        <Form.Item name="password" label="密码" rules={[{ required: true, message: '请输入密码' }]}>
          <Input placeholder="密码" type="password" autoComplete="current-password" />
        </Form.Item>
      </Form>
    </Page>
  );
}

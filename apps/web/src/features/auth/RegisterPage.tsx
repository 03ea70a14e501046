import { passwordSchema, phoneSchema } from '@bb/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Button, DotLoading, ErrorBlock, Form, Input } from 'antd-mobile';
import { Link, useNavigate } from 'react-router';
import { Page } from '../../app/Page';
import { ME_KEY } from '../../app/session';
import { FormFooter, useSubmit } from '../../lib/FormFooter';
import { zodRule } from '../../lib/forms';
import { AuthHero } from './AuthHero';
import { register, useRegisterRule } from './api';
import { SmsCodeFields } from './SmsCodeFields';

interface RegisterValues {
  phone: string;
  password: string;
  code?: string;
  sms_code?: string;
}

export function RegisterPage() {
  const [form] = Form.useForm();
  const rule = useRegisterRule();
  const { busy, error, run } = useSubmit();
  const navigate = useNavigate();
  const qc = useQueryClient();

  if (rule.isPending) {
    return (
      <Page title="注册">
        <div className="center-block">
          <DotLoading />
        </div>
      </Page>
    );
  }
  if (rule.isError) {
    return (
      <Page title="注册">
        <ErrorBlock status="disconnected" title="加载失败" description={rule.error.message}>
          <Button onClick={() => void rule.refetch()}>重试</Button>
        </ErrorBlock>
      </Page>
    );
  }
  const { require_sms, require_invite } = rule.data;

  const submit = async (v: RegisterValues) => {
    const done = await run(
      () =>
        register(
          {
            phone: v.phone,
            password: v.password,
            code: v.code?.trim() || undefined,
            sms_code: require_sms ? v.sms_code : undefined,
          },
          require_sms,
        ),
      '注册失败',
    );
    if (!done) return;
    qc.setQueryData(ME_KEY, done.result.user);
    navigate('/Mine', { replace: true });
  };

  return (
    <Page title="注册">
      <AuthHero title="开始读英语" subtitle="每天一篇，点词即查，生词一键收藏、按时复习" />
      <Form
        form={form}
        layout="horizontal"
        onFinish={submit}
        footer={
          <FormFooter error={error} busy={busy} label="注册">
            <div className="auth-links">
              <Link to="/Login">已有账号？去登录</Link>
            </div>
          </FormFooter>
        }
      >
        <Form.Item name="phone" label="手机号" rules={[zodRule(phoneSchema)]}>
          <Input placeholder="中国大陆手机号" inputMode="tel" autoComplete="tel" clearable />
        </Form.Item>
        <Form.Item name="password" label="密码" rules={[zodRule(passwordSchema)]}>
          <Input placeholder="6–64 位" type="password" autoComplete="new-password" />
        </Form.Item>
        {require_sms && <SmsCodeFields form={form} stype="register" />}
        <Form.Item
          name="code"
          label="邀请码"
          rules={require_invite ? [{ required: true, message: '请填写邀请码' }] : []}
        >
          <Input placeholder={require_invite ? '必填' : '选填'} maxLength={32} />
        </Form.Item>
      </Form>
    </Page>
  );
}

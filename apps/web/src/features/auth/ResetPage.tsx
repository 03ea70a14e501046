import { passwordSchema, phoneSchema } from '@bb/contract';
import { Button, Form, Input, Result } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Page } from '../../app/Page';
import { displayError, zodRule } from '../../lib/forms';
import { resetPassword } from './api';
import { SmsCodeFields } from './SmsCodeFields';

export function ResetPage() {
  const [form] = Form.useForm();
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const navigate = useNavigate();

  const submit = async (v: { phone: string; new_password: string; sms_code: string }) => {
    setBusy(true);
    setError('');
    const res = await resetPassword(v.phone, v.new_password, v.sms_code);
    setBusy(false);
    if (res.status?.code !== 200) return setError(displayError(res.status?.msg ?? '重置失败'));
    setDone(true);
  };

  if (done) {
    return (
      <Page title="重置密码">
        <Result status="success" title="密码已重置" description="所有设备都已退出登录，请用新密码登录。" />
        <div className="page-actions">
          <Button block color="primary" onClick={() => navigate('/Login', { replace: true })}>
            去登录
          </Button>
        </div>
      </Page>
    );
  }

  return (
    <Page title="重置密码">
      <p className="page-hint">我们会向你的注册手机号发送验证码。</p>
      <Form
        form={form}
        layout="horizontal"
        onFinish={submit}
        footer={
          <>
            {error && (
              <div className="form-error" role="alert">
                {error}
              </div>
            )}
            <Button block type="submit" color="primary" size="large" loading={busy}>
              重置密码
            </Button>
          </>
        }
      >
        <Form.Item name="phone" label="手机号" rules={[zodRule(phoneSchema)]}>
          <Input placeholder="注册时的手机号" inputMode="tel" clearable />
        </Form.Item>
        <SmsCodeFields form={form} stype="reset" />
        <Form.Item name="new_password" label="新密码" rules={[zodRule(passwordSchema)]}>
          <Input placeholder="6–64 位" type="password" autoComplete="new-password" />
        </Form.Item>
      </Form>
    </Page>
  );
}

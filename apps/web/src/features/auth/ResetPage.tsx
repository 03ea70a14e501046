import { passwordSchema, phoneSchema } from '@bb/contract';
import { Button, Form, Input, Result } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Page } from '../../app/Page';
import { FormFooter, useSubmit } from '../../lib/FormFooter';
import { zodRule } from '../../lib/forms';
import { resetPassword } from './api';
import { SmsCodeFields } from './SmsCodeFields';

export function ResetPage() {
  const [form] = Form.useForm();
  const { busy, error, run } = useSubmit();
  const [done, setDone] = useState(false);
  const navigate = useNavigate();

  const submit = async (v: { phone: string; new_password: string; sms_code: string }) => {
    if (await run(() => resetPassword(v.phone, v.new_password, v.sms_code), '重置失败')) setDone(true);
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
        footer={<FormFooter error={error} busy={busy} label="重置密码" />}
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

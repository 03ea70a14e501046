import { phoneSchema, type SmsType, smsCodeSchema } from '@bb/contract';
import { Button, Form, Input } from 'antd-mobile';
import type { FormInstance } from 'antd-mobile/es/components/form';
import { useEffect, useState } from 'react';
import { displayError, zodRule } from '../../lib/forms';
import { getIdentity } from '../../lib/identity';
import { toast } from '../../lib/toast';
import { sendSmsCode } from './api';

/**
 * The captcha and SMS-code steps: the captcha is drawn for this client's bb_cuid and used once,
 * so it is redrawn after every send; a sent code locks the button for 60 s.
 */
export function SmsCodeFields({ form, stype }: { form: FormInstance; stype: SmsType }) {
  const [captchaVersion, setCaptchaVersion] = useState(() => Date.now());
  const [wait, setWait] = useState(0);
  const [sending, setSending] = useState(false);
  const key = getIdentity().cuid;

  useEffect(() => {
    if (wait <= 0) return;
    const t = window.setTimeout(() => setWait((w) => w - 1), 1000);
    return () => window.clearTimeout(t);
  }, [wait]);

  const send = async () => {
    const phone = phoneSchema.safeParse(form.getFieldValue('phone') ?? '');
    if (!phone.success) return toast('请先填写正确的手机号');
    const captcha = String(form.getFieldValue('captcha') ?? '').trim();
    if (!captcha) return toast('请先填写图形验证码');
    setSending(true);
    const res = await sendSmsCode(phone.data, captcha, stype);
    setSending(false);
    setCaptchaVersion(Date.now());
    form.setFieldValue('captcha', '');
    if (res.status?.code === 200) {
      setWait(res.result.resend_in);
      toast('验证码已发送');
    } else {
      toast(displayError(res.status?.msg ?? '发送失败'));
    }
  };

  return (
    <>
      <Form.Item
        name="captcha"
        label="图形验证码"
        extra={
          <img
            className="captcha-img"
            src={`/auth/captcha?key=${encodeURIComponent(key)}&t=${captchaVersion}`}
            alt="图形验证码，点击刷新"
            onClick={() => setCaptchaVersion(Date.now())}
          />
        }
      >
        <Input placeholder="右侧字符" maxLength={8} autoComplete="off" />
      </Form.Item>
      <Form.Item
        name="sms_code"
        label="短信验证码"
        rules={[zodRule(smsCodeSchema)]}
        extra={
          <Button size="small" color="primary" fill="outline" disabled={wait > 0} loading={sending} onClick={send}>
            {wait > 0 ? `${wait} 秒后重发` : '获取验证码'}
          </Button>
        }
      >
        <Input placeholder="6 位数字" maxLength={6} inputMode="numeric" autoComplete="one-time-code" />
      </Form.Item>
    </>
  );
}

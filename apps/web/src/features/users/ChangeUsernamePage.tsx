import { type Me, USERNAME_MAX, usernameSchema } from '@bb/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Button, DotLoading, Form, Input } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Page } from '../../app/Page';
import { ME_KEY, useMe } from '../../app/session';
import { displayError, zodRule } from '../../lib/forms';
import { api } from '../../lib/http';
import { toast } from '../../lib/toast';

export function ChangeUsernamePage() {
  const me = useMe();
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const navigate = useNavigate();
  const qc = useQueryClient();

  const submit = async (v: { username: string }) => {
    setBusy(true);
    setError('');
    const res = await api<Me>('POST', '/api/user/change_username', { body: { username: v.username } });
    setBusy(false);
    if (res.status?.code !== 200) return setError(displayError(res.status?.msg ?? '修改失败'));
    qc.setQueryData(ME_KEY, res.result);
    toast('用户名已修改');
    navigate('/Mine', { replace: true });
  };

  return (
    <Page title="修改用户名">
      {me.isPending ? (
        <div className="center-block">
          <DotLoading />
        </div>
      ) : (
        <Form
          layout="horizontal"
          initialValues={{ username: me.data?.username ?? '' }}
          onFinish={submit}
          footer={
            <>
              {error && (
                <div className="form-error" role="alert">
                  {error}
                </div>
              )}
              <Button block type="submit" color="primary" size="large" loading={busy}>
                保存
              </Button>
            </>
          }
        >
          <Form.Item
            name="username"
            label="用户名"
            rules={[zodRule(usernameSchema)]}
            help="2–20 个字，可用中文、字母、数字、下划线，不能全是数字；也可以用它登录。"
          >
            <Input placeholder="新的用户名" maxLength={USERNAME_MAX} clearable />
          </Form.Item>
        </Form>
      )}
    </Page>
  );
}

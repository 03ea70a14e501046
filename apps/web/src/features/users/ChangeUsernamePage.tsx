import { type Me, USERNAME_MAX, usernameSchema } from '@bb/contract';
import { useQueryClient } from '@tanstack/react-query';
import { DotLoading, Form, Input } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { Page } from '../../app/Page';
import { ME_KEY, useMe } from '../../app/session';
import { FormFooter, useSubmit } from '../../lib/FormFooter';
import { zodRule } from '../../lib/forms';
import { api } from '../../lib/http';
import { toast } from '../../lib/toast';

export function ChangeUsernamePage() {
  const me = useMe();
  const { busy, error, run } = useSubmit();
  const navigate = useNavigate();
  const qc = useQueryClient();

  const submit = async (v: { username: string }) => {
    const done = await run(
      () => api<Me>('POST', '/api/user/change_username', { body: { username: v.username } }),
      '修改失败',
    );
    if (!done) return;
    qc.setQueryData(ME_KEY, done.result);
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
          footer={<FormFooter error={error} busy={busy} label="保存" />}
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

import { type AdminUser, MEMBER_ACTION_NAMES, MEMBER_LEVELS, type MemberLog } from '@bb/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Drawer, Form, Input, InputNumber, Modal, Select, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { adminCall } from './api';

type Action = 'open' | 'renew' | 'close' | 'password';

const fmt = (iso: string | null) => (iso ? new Date(iso).toLocaleString('zh-CN', { hour12: false }) : '—');

function MemberTag({ user }: { user: AdminUser }) {
  if (!user.member) return <Tag>未开通</Tag>;
  const name = MEMBER_LEVELS[user.member.level as keyof typeof MEMBER_LEVELS] ?? `等级 ${user.member.level}`;
  return (
    <Tag color="gold">{`${name}${user.member.is_trial ? '（试用）' : ''} · ${fmt(user.member.expires_at)} 到期`}</Tag>
  );
}

function MemberLogDrawer({ user, onClose }: { user: AdminUser | null; onClose: () => void }) {
  const logs = useQuery({
    queryKey: ['admin', 'memberlog', user?.id],
    queryFn: () => adminCall<MemberLog[]>('GET', '/api/user/memberlog', { query: { user_id: user?.id } }),
    enabled: user !== null,
  });
  return (
    <Drawer
      open={user !== null}
      onClose={onClose}
      title={`会员记录 · ${user?.username ?? ''}`}
      width={Math.min(520, window.innerWidth)}
    >
      <Table<MemberLog>
        rowKey="id"
        size="small"
        loading={logs.isPending}
        dataSource={logs.data ?? []}
        pagination={false}
        locale={{ emptyText: '还没有会员变更' }}
        columns={[
          { title: '时间', dataIndex: 'created_at', render: fmt },
          { title: '操作', dataIndex: 'action', render: (a: MemberLog['action']) => MEMBER_ACTION_NAMES[a] },
          { title: '天数', dataIndex: 'days', render: (d: number | null) => d ?? '—' },
          { title: '到期', dataIndex: 'expires_at', render: fmt },
          { title: '操作人', dataIndex: 'operator', render: (o: MemberLog['operator']) => o?.username ?? '系统' },
          { title: '备注', dataIndex: 'remark' },
        ]}
        scroll={{ x: 600 }}
      />
    </Drawer>
  );
}

const ACTION_TITLES: Record<Action, string> = {
  open: '开通会员',
  renew: '会员续期',
  close: '关闭会员',
  password: '修改密码',
};

function ActionModal({ target, onDone }: { target: { user: AdminUser; action: Action } | null; onDone: () => void }) {
  const [form] = Form.useForm();
  const { message } = App.useApp();
  const qc = useQueryClient();
  const run = useMutation({
    mutationFn: async (v: { level?: number; days?: number; remark?: string; new_password?: string }) => {
      if (!target) return;
      const user_id = target.user.id;
      if (target.action === 'open')
        return adminCall('POST', '/api/user/open_member', {
          body: { user_id, level: v.level, days: v.days, remark: v.remark },
        });
      if (target.action === 'renew')
        return adminCall('POST', '/api/user/renewal_member', { body: { user_id, days: v.days, remark: v.remark } });
      if (target.action === 'close')
        return adminCall('POST', '/api/user/close_member', { body: { user_id, remark: v.remark } });
      return adminCall('POST', '/auth/change_password', { body: { user_id, new_password: v.new_password } });
    },
    onSuccess: () => {
      message.success(`${target ? ACTION_TITLES[target.action] : ''}成功`);
      void qc.invalidateQueries({ queryKey: ['admin', 'users'] });
      void qc.invalidateQueries({ queryKey: ['admin', 'memberlog'] });
      form.resetFields();
      onDone();
    },
    onError: (e) => message.error(e.message),
  });
  const action = target?.action;
  return (
    <Modal
      open={target !== null}
      title={target ? `${ACTION_TITLES[target.action]} · ${target.user.username}` : ''}
      okText="确定"
      cancelText="取消"
      confirmLoading={run.isPending}
      onOk={() => form.submit()}
      onCancel={onDone}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" initialValues={{ level: 1, days: 30 }} onFinish={(v) => run.mutate(v)}>
        {action === 'open' && (
          <Form.Item name="level" label="等级" rules={[{ required: true }]}>
            <Select options={Object.entries(MEMBER_LEVELS).map(([v, l]) => ({ value: Number(v), label: l }))} />
          </Form.Item>
        )}
        {(action === 'open' || action === 'renew') && (
          <Form.Item name="days" label="天数" rules={[{ required: true, message: '请输入天数' }]}>
            <InputNumber min={1} max={3660} style={{ width: '100%' }} addonAfter="天" />
          </Form.Item>
        )}
        {action === 'password' ? (
          <Form.Item
            name="new_password"
            label="新密码"
            rules={[{ required: true, min: 6, max: 64, message: '密码 6–64 位' }]}
          >
            <Input.Password autoComplete="new-password" />
          </Form.Item>
        ) : (
          <Form.Item name="remark" label="备注">
            <Input maxLength={200} placeholder="例如：活动赠送、客服补偿" />
          </Form.Item>
        )}
        {action === 'password' && (
          <Typography.Text type="secondary">修改后该用户所有设备都会退出登录。</Typography.Text>
        )}
      </Form>
    </Modal>
  );
}

function CreatorToggle({ user }: { user: AdminUser }) {
  const { message } = App.useApp();
  const qc = useQueryClient();
  const toggle = useMutation({
    mutationFn: () =>
      adminCall<AdminUser>('POST', '/api/user/set_creator', {
        body: { user_id: user.id, is_creator: !user.is_creator },
      }),
    onSuccess: (u) => {
      message.success(u.is_creator ? '已设为创作者' : '已取消创作者');
      void qc.invalidateQueries({ queryKey: ['admin', 'users'] });
    },
    onError: (e) => message.error(e.message),
  });
  return (
    <Button size="small" loading={toggle.isPending} onClick={() => toggle.mutate()}>
      {user.is_creator ? '取消创作者' : '设为创作者'}
    </Button>
  );
}

export function MembersAdmin() {
  const [q, setQ] = useState('');
  const [target, setTarget] = useState<{ user: AdminUser; action: Action } | null>(null);
  const [logUser, setLogUser] = useState<AdminUser | null>(null);
  const users = useQuery({
    queryKey: ['admin', 'users', q],
    queryFn: () => adminCall<AdminUser[]>('GET', '/api/user/search', { query: { q } }),
    enabled: q !== '',
  });

  return (
    <div>
      <Typography.Title level={4}>用户与会员</Typography.Title>
      <Input.Search
        placeholder="手机号、用户名或用户 id"
        enterButton="搜索"
        allowClear
        onSearch={(v) => setQ(v.trim())}
        data-testid="admin-user-search"
        style={{ maxWidth: 480, marginBottom: 16 }}
      />
      {users.isError && <Typography.Text type="danger">{users.error.message}</Typography.Text>}
      <Table<AdminUser>
        rowKey="id"
        loading={users.isFetching}
        dataSource={users.data ?? []}
        locale={{ emptyText: q ? '没有找到用户' : '输入手机号、用户名或 id 搜索' }}
        pagination={false}
        scroll={{ x: 820 }}
        columns={[
          { title: 'ID', dataIndex: 'id', width: 70 },
          {
            title: '用户',
            render: (_, u) => (
              <Space direction="vertical" size={0}>
                <span>
                  {u.username} {u.is_super && <Tag color="red">管理员</Tag>}
                  {u.is_creator && <Tag color="blue">创作者</Tag>}
                </span>
                <Typography.Text type="secondary">{u.phone}</Typography.Text>
              </Space>
            ),
          },
          { title: '会员', render: (_, u) => <MemberTag user={u} /> },
          { title: '注册时间', dataIndex: 'created_at', render: fmt },
          {
            title: '操作',
            fixed: 'right',
            render: (_, u) => (
              <Space wrap size={4}>
                <Button size="small" type="primary" onClick={() => setTarget({ user: u, action: 'open' })}>
                  开通
                </Button>
                <Button size="small" onClick={() => setTarget({ user: u, action: 'renew' })}>
                  续期
                </Button>
                <Button
                  size="small"
                  danger
                  disabled={!u.member}
                  onClick={() => setTarget({ user: u, action: 'close' })}
                >
                  关闭
                </Button>
                <Button size="small" onClick={() => setLogUser(u)}>
                  记录
                </Button>
                <Button size="small" onClick={() => setTarget({ user: u, action: 'password' })}>
                  改密码
                </Button>
                <CreatorToggle user={u} />
              </Space>
            ),
          },
        ]}
      />
      <ActionModal target={target} onDone={() => setTarget(null)} />
      <MemberLogDrawer user={logUser} onClose={() => setLogUser(null)} />
    </div>
  );
}

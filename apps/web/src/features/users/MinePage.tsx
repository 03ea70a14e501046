import { MEMBER_LEVELS, type Me } from '@bb/contract';
import { Button, Dialog, DotLoading, List, Switch, Tag } from 'antd-mobile';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Page } from '../../app/Page';
import { isReviewMode } from '../../app/reviewMode';
import { hasToken, useMe, useSignOut } from '../../app/session';
import { setTheme, useTheme } from '../../app/theme';
import { getIdentity } from '../../lib/identity';
import { ContactSheet } from '../appinfo/ContactSheet';

function formatDate(iso: string): string {
  return new Date(iso).toLocaleDateString('zh-CN', { year: 'numeric', month: 'long', day: 'numeric' });
}

function MemberLine({ me }: { me: Me }) {
  if (!me.member) return <span className="muted">普通读者</span>;
  const name = MEMBER_LEVELS[me.member.level as keyof typeof MEMBER_LEVELS] ?? '会员';
  return (
    <span>
      <Tag color="warning" fill="solid">
        {me.member.is_trial ? `${name}（试用）` : name}
      </Tag>
      <span className="muted"> {formatDate(me.member.expires_at)} 到期</span>
    </span>
  );
}

function Profile({ me }: { me: Me }) {
  return (
    <div className="profile" data-testid="profile">
      <div className="avatar" aria-hidden>
        {me.avatar ? <img src={me.avatar} alt="" /> : me.username.slice(0, 1)}
      </div>
      <div className="profile-text">
        <div className="profile-name" data-testid="profile-name">
          {me.username}
        </div>
        <div className="profile-phone">{me.phone}</div>
        <MemberLine me={me} />
      </div>
    </div>
  );
}

export function MinePage() {
  const signedIn = hasToken();
  const me = useMe();
  const theme = useTheme();
  const signOut = useSignOut();
  const navigate = useNavigate();
  const [contactOpen, setContactOpen] = useState(false);
  const review = isReviewMode();
  const { inApp } = getIdentity();

  const confirmSignOut = async () => {
    if (await Dialog.confirm({ content: '确定要退出登录吗？', confirmText: '退出', cancelText: '取消' })) {
      await signOut();
      navigate('/', { replace: true });
    }
  };

  return (
    <Page title="我的" back={false}>
      {!signedIn ? (
        <div className="profile profile-guest">
          <div className="avatar" aria-hidden>
            读
          </div>
          <div className="profile-text">
            <div className="profile-name">还没有登录</div>
            <div className="muted">登录后同步阅读记录、单词本和会员</div>
          </div>
          <Button color="primary" size="small" onClick={() => navigate('/Login')}>
            登录 / 注册
          </Button>
        </div>
      ) : me.isPending ? (
        <div className="center-block">
          <DotLoading />
        </div>
      ) : me.data ? (
        <Profile me={me.data} />
      ) : (
        <div className="center-block muted">加载失败，请下拉刷新</div>
      )}

      {signedIn && me.data && (
        <List header="阅读">
          <List.Item onClick={() => navigate('/myword')}>单词本</List.Item>
          <List.Item onClick={() => navigate('/flashcard')}>单词复习</List.Item>
          <List.Item onClick={() => navigate('/read_data')}>阅读数据</List.Item>
          <List.Item onClick={() => navigate('/history')}>阅读历史</List.Item>
          <List.Item onClick={() => navigate('/MyStar')}>收藏的文章</List.Item>
          <List.Item onClick={() => navigate('/MyCollection')}>我的合集</List.Item>
          <List.Item onClick={() => navigate('/Rank')}>周榜</List.Item>
        </List>
      )}
      {signedIn && me.data?.is_creator && !me.data.is_super && (
        <List header="创作">
          <List.Item onClick={() => navigate('/admin/articles')}>管理我的文章和合集</List.Item>
          <List.Item onClick={() => navigate('/collection/new')}>新建合集</List.Item>
        </List>
      )}
      {signedIn && me.data && (
        <List header="账号">
          <List.Item onClick={() => navigate('/change_username')} extra={me.data.username}>
            修改用户名
          </List.Item>
          <List.Item onClick={() => navigate('/change_password')}>修改密码</List.Item>
          {!review && (
            <List.Item extra={me.data.member ? `${formatDate(me.data.member.expires_at)} 到期` : '未开通'}>
              会员
            </List.Item>
          )}
          {me.data.is_super && <List.Item onClick={() => navigate('/admin')}>管理后台</List.Item>}
        </List>
      )}

      <List header="设置">
        <List.Item
          extra={
            <Switch
              checked={theme === 'black'}
              onChange={(on) => setTheme(on ? 'black' : 'light')}
              aria-label="黑色主题"
              data-testid="theme-switch"
            />
          }
        >
          黑色主题
        </List.Item>
        {inApp && !review && <List.Item onClick={() => navigate('/app_upgrade')}>检查更新</List.Item>}
        <List.Item onClick={() => setContactOpen(true)}>联系客服</List.Item>
        <List.Item onClick={() => navigate('/About')}>关于读英语</List.Item>
      </List>

      {signedIn && (
        <div className="page-actions">
          <Button block fill="outline" color="danger" onClick={confirmSignOut} data-testid="sign-out">
            退出登录
          </Button>
        </div>
      )}
      {!signedIn && (
        <p className="page-footnote">
          没有账号？<Link to="/Register">用手机号注册</Link>
        </p>
      )}
      <ContactSheet open={contactOpen} onClose={() => setContactOpen(false)} />
    </Page>
  );
}

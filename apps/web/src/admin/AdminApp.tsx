import { App as AntApp, theme as antTheme, ConfigProvider, Layout, Menu, Result, Spin } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import { Link, Navigate, Route, Routes, useLocation } from 'react-router';
import { hasToken, useMe } from '../app/session';
import { useTheme } from '../app/theme';
import { loginPath } from '../lib/http';
import { AppInfoAdmin } from './AppInfoAdmin';
import { ArticleEdit } from './ArticleEdit';
import { ArticlesAdmin } from './ArticlesAdmin';
import { CollectionEdit, CollectionsAdmin } from './CollectionsAdmin';
import { MembersAdmin } from './MembersAdmin';
import { VisitorsAdmin } from './VisitorsAdmin';

/** Creators manage their own articles and collections; admins everything. */
const SECTIONS = [
  { path: '/admin/articles', label: '文章', creators: true },
  { path: '/admin/collection', label: '合集', creators: true },
  { path: '/admin/user/search', label: '用户', creators: false },
  { path: '/admin/visitor', label: '访客', creators: false },
  { path: '/admin/qywx', label: '公告', creators: false },
];

/** The admin area: its own lazy chunk, antd instead of antd-mobile, for admins only. */
export default function AdminApp() {
  const me = useMe();
  const theme = useTheme();
  const location = useLocation();

  if (!hasToken()) return <Navigate to={loginPath(location.pathname)} replace />;

  let content: React.ReactNode;
  if (me.isPending)
    content = (
      <div className="admin-center">
        <Spin />
      </div>
    );
  else if (!me.data?.is_super && !me.data?.is_creator) {
    content = (
      <Result
        status="403"
        title="没有权限"
        subTitle="管理后台只对管理员和创作者开放。"
        extra={<Link to="/">回到首页</Link>}
      />
    );
  } else {
    const adminOnly = (element: React.ReactNode) =>
      me.data?.is_super ? element : <Result status="403" title="没有权限" subTitle="这部分只对管理员开放。" />;
    content = (
      <Routes>
        <Route index element={<Navigate to="/admin/articles" replace />} />
        <Route path="articles" element={<ArticlesAdmin />} />
        <Route path="article/:id" element={<ArticleEdit />} />
        <Route path="collection" element={<CollectionsAdmin />} />
        <Route path="collection/edit" element={<CollectionEdit />} />
        <Route path="user/search" element={adminOnly(<MembersAdmin />)} />
        <Route path="visitor" element={adminOnly(<VisitorsAdmin />)} />
        <Route path="qywx" element={adminOnly(<AppInfoAdmin />)} />
        <Route
          path="*"
          element={<Result status="404" title="Page Not Found" subTitle={`后台没有这个页面：${location.pathname}`} />}
        />
      </Routes>
    );
  }

  return (
    <ConfigProvider
      locale={zhCN}
      theme={{ algorithm: theme === 'black' ? antTheme.darkAlgorithm : antTheme.defaultAlgorithm }}
    >
      <AntApp>
        <Layout className="admin-layout">
          <Layout.Header className="admin-header">
            <Link to="/" className="admin-brand">
              读英语 · 管理
            </Link>
            {(me.data?.is_super || me.data?.is_creator) && (
              <Menu
                mode="horizontal"
                theme="dark"
                selectedKeys={SECTIONS.filter((s) => location.pathname.startsWith(s.path)).map((s) => s.path)}
                items={SECTIONS.filter((s) => me.data?.is_super || s.creators).map((s) => ({
                  key: s.path,
                  label: <Link to={s.path}>{s.label}</Link>,
                }))}
                className="admin-menu"
              />
            )}
          </Layout.Header>
          <Layout.Content className="admin-content">{content}</Layout.Content>
        </Layout>
      </AntApp>
    </ConfigProvider>
  );
}

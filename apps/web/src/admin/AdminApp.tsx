import { App as AntApp, theme as antTheme, ConfigProvider, Layout, Menu, Result, Spin } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import { Link, Navigate, Route, Routes, useLocation } from 'react-router';
import { hasToken, useMe } from '../app/session';
import { useTheme } from '../app/theme';
import { loginPath } from '../lib/http';
import { AppInfoAdmin } from './AppInfoAdmin';
import { MembersAdmin } from './MembersAdmin';
import { VisitorsAdmin } from './VisitorsAdmin';

const SECTIONS = [
  { path: '/admin/user/search', label: '用户' },
  { path: '/admin/visitor', label: '访客' },
  { path: '/admin/qywx', label: '公告' },
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
  else if (!me.data?.is_super) {
    content = (
      <Result status="403" title="没有权限" subTitle="管理后台只对管理员开放。" extra={<Link to="/">回到首页</Link>} />
    );
  } else {
    content = (
      <Routes>
        <Route index element={<Navigate to="/admin/user/search" replace />} />
        <Route path="user/search" element={<MembersAdmin />} />
        <Route path="visitor" element={<VisitorsAdmin />} />
        <Route path="qywx" element={<AppInfoAdmin />} />
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
            {me.data?.is_super && (
              <Menu
                mode="horizontal"
                theme="dark"
                selectedKeys={SECTIONS.filter((s) => location.pathname.startsWith(s.path)).map((s) => s.path)}
                items={SECTIONS.map((s) => ({ key: s.path, label: <Link to={s.path}>{s.label}</Link> }))}
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

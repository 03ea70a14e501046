import { TabBar } from 'antd-mobile';
import { AppOutline, CompassOutline, FileOutline, UserOutline } from 'antd-mobile-icons';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { useNewCount } from '../features/articles/api';
import { ScrollAndEvents } from './ScrollAndEvents';

const TABS = [
  { key: '/', title: '首页', icon: <AppOutline /> },
  { key: '/explore', title: '发现', icon: <CompassOutline /> },
  { key: '/myword', title: '单词', icon: <FileOutline /> },
  { key: '/Mine', title: '我的', icon: <UserOutline /> },
];

function activeTab(pathname: string): string | null {
  const lower = pathname.toLowerCase();
  return TABS.find((t) => t.key.toLowerCase() === lower)?.key ?? null;
}

/** The root: page content, and the bottom tab bar on top-level pages. */
export function Shell() {
  const location = useLocation();
  const navigate = useNavigate();
  const tab = activeTab(location.pathname);
  const fresh = useNewCount();
  const newArticles = tab !== '/' ? (fresh.data?.count ?? 0) : 0;
  return (
    <div className={tab ? 'shell with-tabs' : 'shell'}>
      <ScrollAndEvents />
      <Outlet />
      {tab && (
        <nav className="tab-bar" aria-label="主导航">
          <TabBar activeKey={tab} onChange={(key) => navigate(key)} safeArea>
            {TABS.map((t) => (
              <TabBar.Item
                key={t.key}
                icon={t.icon}
                title={t.title}
                badge={t.key === '/' && newArticles > 0 ? newArticles : undefined}
              />
            ))}
          </TabBar>
        </nav>
      )}
    </div>
  );
}

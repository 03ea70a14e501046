import { Button, NoticeBar } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { Page } from '../../app/Page';
import { hasToken, useMe } from '../../app/session';
import { useNotify } from '../appinfo/api';

/** The home tab: the site notice and a greeting; the article lists join it with the reading feature. */
export function HomePage() {
  const notify = useNotify();
  const me = useMe();
  const navigate = useNavigate();
  const signedIn = hasToken();
  return (
    <Page title="读英语" back={false}>
      {notify.data?.text && <NoticeBar content={notify.data.text} color="info" wrap data-testid="notice" />}
      <section className="hero">
        <h1>{signedIn && me.data ? `${me.data.username}，今天读点什么？` : '每天一篇英文，读懂世界'}</h1>
        <p>真实的英文文章，配中文标题和逐段译文；点任何一个词，立刻看到中文释义。</p>
        {!signedIn && (
          <div className="hero-actions">
            <Button color="primary" onClick={() => navigate('/Register')}>
              免费注册
            </Button>
            <Button onClick={() => navigate('/Login')}>登录</Button>
          </div>
        )}
      </section>
    </Page>
  );
}

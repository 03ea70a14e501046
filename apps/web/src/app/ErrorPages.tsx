import { Button, ErrorBlock } from 'antd-mobile';
import { useEffect } from 'react';
import { useLocation, useNavigate, useRouteError } from 'react-router';
import { isStaleChunkError, reloadForStaleChunk } from './buildCheck';

/** Page Not Found, showing the path that was asked for. */
export function NotFoundPage() {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <div className="error-page" data-testid="not-found">
      <ErrorBlock
        status="empty"
        title="Page Not Found"
        description={
          <span>
            页面不存在：<code className="error-path">{location.pathname}</code>
          </span>
        }
        fullPage
      >
        <Button color="primary" onClick={() => navigate('/', { replace: true })}>
          回到首页
        </Button>
      </ErrorBlock>
    </div>
  );
}

/** Internal Server Error for anything a page throws; a stale chunk reloads instead. */
export function InternalErrorPage() {
  const error = useRouteError();
  const stale = isStaleChunkError(error);
  useEffect(() => {
    if (stale) reloadForStaleChunk();
    else console.error(error);
  }, [error, stale]);
  return (
    <div className="error-page" data-testid="internal-error">
      <ErrorBlock status="default" title="Internal Server Error" description="页面出了点问题，请刷新重试。" fullPage>
        <Button color="primary" onClick={() => window.location.reload()}>
          刷新页面
        </Button>
      </ErrorBlock>
    </div>
  );
}

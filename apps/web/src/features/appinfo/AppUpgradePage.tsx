import { Button, DotLoading, ErrorBlock, Result } from 'antd-mobile';
import { openInBrowser } from '../../app/bridge';
import { Page } from '../../app/Page';
import { getIdentity } from '../../lib/identity';
import { useAppVersion } from './api';

/** Compares the app's version (from bb_ua) with the latest one the admin published. */
export function AppUpgradePage() {
  const latest = useAppVersion();
  const { appUA } = getIdentity();

  let body: React.ReactNode;
  if (latest.isPending)
    body = (
      <div className="center-block">
        <DotLoading />
      </div>
    );
  else if (latest.isError)
    body = <ErrorBlock status="disconnected" title="加载失败" description={latest.error.message} />;
  else if (!appUA) {
    body = <Result status="info" title="你正在使用网页版" description="网页版总是最新的，无需更新。" />;
  } else if (latest.data.version_code > appUA.version_code) {
    body = (
      <>
        <Result
          status="warning"
          title={`发现新版本 ${latest.data.version}`}
          description={`当前版本 ${appUA.version}${latest.data.force ? '，此版本需要更新后才能继续使用' : ''}`}
        />
        {latest.data.notes && <div className="release-notes">{latest.data.notes}</div>}
        {latest.data.url && (
          <div className="page-actions">
            <Button block color="primary" size="large" onClick={() => openInBrowser(latest.data.url)}>
              下载新版本
            </Button>
          </div>
        )}
      </>
    );
  } else {
    body = <Result status="success" title="已是最新版本" description={`当前版本 ${appUA.version}`} />;
  }
  return <Page title="检查更新">{body}</Page>;
}

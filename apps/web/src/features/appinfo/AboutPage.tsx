import { List } from 'antd-mobile';
import { Page } from '../../app/Page';
import { getIdentity } from '../../lib/identity';

export function AboutPage() {
  const { appUA } = getIdentity();
  return (
    <Page title="关于">
      <div className="about">
        <div className="auth-logo">Rd</div>
        <h1>读英语</h1>
        <p>
          为中文学习者准备的英语阅读工具：读真实的英文文章，看中文标题和译文，点词即查，生词进单词本，按记忆规律复习。
        </p>
      </div>
      <List header="版本">
        <List.Item extra={appUA ? `${appUA.version}（${appUA.version_code}）` : '网页版'}>客户端</List.Item>
        <List.Item extra={<code className="build-id">{__BUILD_ID__.slice(0, 19).replace('T', ' ')}</code>}>
          网页构建
        </List.Item>
      </List>
      <List header="说明">
        <List.Item description="手机号仅用于登录和找回密码，不会展示给其他用户">隐私</List.Item>
      </List>
    </Page>
  );
}

import { DotLoading } from 'antd-mobile';
import { copyText } from '../../lib/copy';
import { imageUrl } from '../../lib/image';
import { Sheet } from '../../lib/Sheet';
import { useContact } from './api';

/** The enterprise-chat contact, in a bottom sheet: QR code, WeChat id to copy, opening hours. */
export function ContactSheet({ open, onClose }: { open: boolean; onClose: () => void }) {
  const contact = useContact(open);
  const c = contact.data;
  return (
    <Sheet open={open} onClose={onClose} title="联系客服">
      {contact.isPending ? (
        <div className="center-block">
          <DotLoading />
        </div>
      ) : !c || (!c.wechat_id && !c.qrcode && !c.url) ? (
        <p className="muted">客服联系方式还没有设置，请稍后再来看看。</p>
      ) : (
        <div className="contact">
          {c.qrcode && <img className="contact-qr" src={imageUrl(c.qrcode, 480)} alt="企业微信二维码" />}
          <div className="contact-name">{c.name || '读英语客服'}</div>
          {c.wechat_id && (
            <button type="button" className="link-button" onClick={() => copyText(c.wechat_id)}>
              微信号：{c.wechat_id}（点击复制）
            </button>
          )}
          {c.url && (
            <a className="link-button" href={c.url} target="_blank" rel="noreferrer">
              打开企业微信会话
            </a>
          )}
          {c.note && <p className="muted">{c.note}</p>}
        </div>
      )}
    </Sheet>
  );
}

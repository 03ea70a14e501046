import { COPIED_MSG } from '@bb/contract';
import { toast } from './toast';

/** Copies text; where the clipboard is refused (old web views, no HTTPS) falls back to a prompt. */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (!navigator.clipboard) throw new Error('no clipboard');
    await navigator.clipboard.writeText(text);
    toast(COPIED_MSG);
    return true;
  } catch {
    window.prompt('请长按或按 Ctrl+C 复制以下内容', text);
    return false;
  }
}

/**
 * The app shell's bridge (SPEC.md §7 "Other"): handlers `share(text)`, `openInBrowser(url)`,
 * `goBackAPP()` and `getTheme()`. Our shell injects a flutter_inappwebview-style
 * `window.flutter_inappwebview.callHandler(name, ...args)`; in a plain browser the calls fall
 * back to what the web can do.
 */
interface AppBridge {
  callHandler(name: string, ...args: unknown[]): Promise<unknown>;
}

declare global {
  interface Window {
    flutter_inappwebview?: AppBridge;
  }
}

function bridge(): AppBridge | null {
  return typeof window !== 'undefined' && window.flutter_inappwebview ? window.flutter_inappwebview : null;
}

export function hasAppBridge(): boolean {
  return bridge() !== null;
}

export async function shareText(text: string): Promise<boolean> {
  const b = bridge();
  if (b) {
    await b.callHandler('share', text);
    return true;
  }
  if (navigator.share) {
    await navigator.share({ text }).catch(() => undefined);
    return true;
  }
  return false;
}

export function openInBrowser(url: string): void {
  const b = bridge();
  if (b) void b.callHandler('openInBrowser', url);
  else window.open(url, '_blank', 'noopener');
}

export function goBackApp(): boolean {
  const b = bridge();
  if (!b) return false;
  void b.callHandler('goBackAPP');
  return true;
}

export async function appTheme(): Promise<string | null> {
  const b = bridge();
  if (!b) return null;
  try {
    const theme = await b.callHandler('getTheme');
    return typeof theme === 'string' ? theme : null;
  } catch {
    return null;
  }
}

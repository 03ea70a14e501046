import { TOAST_DURATION_MS } from '@bb/contract';
import { Toast } from 'antd-mobile';

/** Toasts last 2000 ms and sit at the bottom unless asked otherwise (SPEC.md §9). */
export function toast(content: string, position: 'top' | 'bottom' | 'center' = 'bottom'): void {
  Toast.show({ content, position, duration: TOAST_DURATION_MS });
}

import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { goBackApp } from './bridge';

/**
 * Back (SPEC.md §2): one step back when there is history in this app; otherwise home, or inside
 * the app shell, the shell's own go-back.
 */
export function useGoBack() {
  const navigate = useNavigate();
  return useCallback(() => {
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) navigate(-1);
    else if (!goBackApp()) navigate('/', { replace: true });
  }, [navigate]);
}

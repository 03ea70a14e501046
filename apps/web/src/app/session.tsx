import { COOKIE, type Me } from '@bb/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { deleteCookie, readCookie } from '../lib/cookies';
import { api, call, loginPath, unwrap } from '../lib/http';

/** Signed in means a token cookie is present (SPEC.md §4); the server has the last word on 401. */
export function hasToken(): boolean {
  return Boolean(readCookie(COOKIE.token));
}

export const ME_KEY = ['me'] as const;

export function useMe() {
  return useQuery({
    queryKey: ME_KEY,
    queryFn: () => call<Me>('GET', '/api/user/me'),
    enabled: hasToken(),
    staleTime: 60_000,
  });
}

/**
 * Start-up: loads the current user only when the login check (a token cookie) passes. A stale
 * token is dropped quietly instead of sending an anonymous reader to /login.
 */
export async function loadMeAtStartup(): Promise<Me | null> {
  if (!hasToken()) return null;
  const env = await api<Me>('GET', '/api/user/me', { authRedirect: false });
  if (env.status?.code === 401) {
    deleteCookie(COOKIE.token);
    deleteCookie(COOKIE.uid);
    return null;
  }
  return env.status?.code === 200 ? unwrap(env) : null;
}

export function useSignOut() {
  const qc = useQueryClient();
  return async () => {
    await api('POST', '/auth/logout', { authRedirect: false });
    deleteCookie(COOKIE.token);
    deleteCookie(COOKIE.uid);
    qc.clear();
  };
}

/** Pages for signed-in readers: without a token, straight to /login, coming back here after. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const location = useLocation();
  if (!hasToken()) return <Navigate to={loginPath(location.pathname + location.search)} replace />;
  return <>{children}</>;
}

import type { AppVersion, Contact, Notify } from '@bb/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../lib/http';

export function useNotify() {
  return useQuery({
    queryKey: ['appinfo', 'notify'],
    queryFn: () => call<Notify>('GET', '/api/appinfo/notify'),
    staleTime: 300_000,
  });
}

export function useContact(enabled = true) {
  return useQuery({
    queryKey: ['appinfo', 'contact'],
    queryFn: () => call<Contact>('GET', '/api/appinfo/contact_qywx'),
    enabled,
    staleTime: 300_000,
  });
}

export function useAppVersion() {
  return useQuery({
    queryKey: ['appinfo', 'app_version'],
    queryFn: () => call<AppVersion>('GET', '/api/appinfo/app_version'),
  });
}

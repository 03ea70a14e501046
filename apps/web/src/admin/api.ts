import { ApiError, api } from '../lib/http';

/** Admin calls: a failure becomes an ApiError whose message the page shows as it is. */
export async function adminCall<T>(method: string, path: string, options?: Parameters<typeof api>[2]): Promise<T> {
  const env = await api<T>(method, path, options);
  if (env.status?.code === 200) return env.result;
  throw new ApiError(env.status?.code ?? '', env.status?.msg ?? '请求失败');
}

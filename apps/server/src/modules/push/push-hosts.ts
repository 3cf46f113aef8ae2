import type { PushHostCheck } from './routes.ts';

/** Whether an endpoint's host is one of the push services (PUSH_SERVICE_HOSTS) or under one. */
export function pushHostCheck(hostList: string): PushHostCheck {
  const hosts = hostList
    .split(',')
    .map((host) => host.trim().toLowerCase())
    .filter(Boolean);
  return (endpoint) => {
    let host: string;
    try {
      host = new URL(endpoint).hostname.toLowerCase();
    } catch {
      return false;
    }
    return hosts.some((allowed) => host === allowed || host.endsWith(`.${allowed}`));
  };
}

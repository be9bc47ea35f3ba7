import { type BlacklistEntry, TRAFFIC, type Timeframe, type TrafficLogEntry, type TrafficStatsReply } from '@droidforge/contracts';
import { apiRequest } from '../../../api/client';

/** Spec §7 /api/analytics/* (the shared client adds the bearer token). */
export const analyticsApi = {
  stats: (timeframe: Timeframe) => apiRequest<TrafficStatsReply>(`/analytics/stats?timeframe=${timeframe}`),
  realtime: () => apiRequest<{ traffic: TrafficLogEntry[] }>('/analytics/realtime').then((r) => r.traffic),
  suspicious: () => apiRequest<{ suspicious: TrafficLogEntry[] }>(`/analytics/suspicious?limit=${TRAFFIC.suspiciousLimit}`).then((r) => r.suspicious),
  blacklist: () => apiRequest<{ blacklist: BlacklistEntry[] }>('/analytics/blacklist').then((r) => r.blacklist),
  block: (ip: string) => apiRequest<{ entry: BlacklistEntry }>('/analytics/blacklist', { method: 'POST', body: { ip_address: ip, reason: TRAFFIC.blockReason } }),
  unblock: (ip: string) => apiRequest<{ removed: string }>(`/analytics/blacklist/${encodeURIComponent(ip)}`, { method: 'DELETE' }),
};

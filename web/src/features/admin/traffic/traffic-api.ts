import {
  type BlacklistReply,
  type BlockReply,
  type RealtimeTrafficReply,
  type SuspiciousTrafficReply,
  TRAFFIC,
  type Timeframe,
  type TrafficStatsReply,
  type UnblockReply,
} from '@droidforge/contracts';
import { apiRequest } from '../../../api/client';

/** Spec §7 /api/analytics/* (the shared client adds the bearer token). */
export const analyticsApi = {
  stats: (timeframe: Timeframe) => apiRequest<TrafficStatsReply>(`/analytics/stats?timeframe=${timeframe}`),
  realtime: () => apiRequest<RealtimeTrafficReply>('/analytics/realtime').then((r) => r.traffic),
  suspicious: () => apiRequest<SuspiciousTrafficReply>(`/analytics/suspicious?limit=${TRAFFIC.suspiciousLimit}`).then((r) => r.suspicious),
  blacklist: () => apiRequest<BlacklistReply>('/analytics/blacklist').then((r) => r.blacklist),
  block: (ip: string) => apiRequest<BlockReply>('/analytics/blacklist', { method: 'POST', body: { ip_address: ip, reason: TRAFFIC.blockReason } }),
  unblock: (ip: string) => apiRequest<UnblockReply>(`/analytics/blacklist/${encodeURIComponent(ip)}`, { method: 'DELETE' }),
};

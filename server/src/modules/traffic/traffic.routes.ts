import type { FastifyInstance } from 'fastify';
import { BlacklistBodySchema, type BlacklistReply, type BlockReply, type RealtimeTrafficReply, StatsQuerySchema, SuspiciousQuerySchema, type SuspiciousTrafficReply, UnblockParamsSchema, type UnblockReply } from '@droidforge/contracts';
import { parseWith } from '../../lib/validate';
import { currentUser } from '../../plugins/auth';
import { adminRoute } from '../admin/admin-guard';
import { trafficRetentionJob } from './retention.job';
import { clientIp } from './traffic.hooks';
import { blacklistEntries, blockAddress, realtimeTraffic, suspiciousTraffic, trafficStats, unblockAddress } from './traffic.service';

/** Spec §7 /api/analytics/* — operators only (adminRoute: 401 signed out, 403 to roles its rule refuses). */
export async function trafficRoutes(app: FastifyInstance) {
  app.scheduler.register(trafficRetentionJob);

  app.get('/api/analytics/stats', adminRoute(app, 'canViewTraffic'), async (request) => {
    const { timeframe } = parseWith(StatsQuerySchema, request.query);
    return trafficStats(app.database, timeframe, new Date());
  });

  app.get('/api/analytics/realtime', adminRoute(app, 'canViewTraffic'), async (): Promise<RealtimeTrafficReply> => ({ traffic: await realtimeTraffic(app.db, new Date()) }));

  app.get('/api/analytics/suspicious', adminRoute(app, 'canViewTraffic'), async (request): Promise<SuspiciousTrafficReply> => {
    const { limit } = parseWith(SuspiciousQuerySchema, request.query);
    return { suspicious: await suspiciousTraffic(app.db, limit) };
  });

  app.get('/api/analytics/blacklist', adminRoute(app, 'canViewTraffic'), async (): Promise<BlacklistReply> => ({ blacklist: await blacklistEntries(app.db) }));

  app.post('/api/analytics/blacklist', adminRoute(app, 'canManageBlacklist'), async (request, reply) => {
    const body = parseWith(BlacklistBodySchema, request.body);
    const user = currentUser(request);
    const entry = await blockAddress(app.db, app.traffic.blocklist, body, { id: user.id, email: user.email, ip: clientIp(request) }, new Date());
    return reply.code(201).send({ entry } satisfies BlockReply);
  });

  app.delete('/api/analytics/blacklist/:ip', adminRoute(app, 'canManageBlacklist'), async (request): Promise<UnblockReply> => {
    const { ip } = parseWith(UnblockParamsSchema, request.params);
    const user = currentUser(request);
    const removed = await unblockAddress(app.db, app.traffic.blocklist, ip, { id: user.id, email: user.email, ip: clientIp(request) });
    return { removed };
  });
}

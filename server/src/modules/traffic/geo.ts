import geoip from 'geoip-lite';
import { isLocalAddress } from './ip';

/**
 * Offline IP → country/city from geoip-lite's bundled GeoLite data (licence credited in the
 * README). The database is read into memory once, when this module is first imported at start-up.
 */
export interface Geo {
  country: string | null;
  city: string | null;
}

const NOWHERE: Geo = { country: null, city: null };

const cache = new Map<string, Geo>();
const CACHE_MAX = 10_000;

/** Cached per address (bounded): a visit's dozens of requests cost one lookup. */
export function lookupGeo(address: string): Geo {
  const known = cache.get(address);
  if (known) return known;
  const geo = locate(address);
  if (cache.size >= CACHE_MAX) cache.clear();
  cache.set(address, geo);
  return geo;
}

function locate(address: string): Geo {
  if (isLocalAddress(address)) return NOWHERE;
  const hit = geoip.lookup(address);
  if (!hit) return NOWHERE;
  return { country: hit.country || null, city: hit.city || null };
}

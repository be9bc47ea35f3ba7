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

export function lookupGeo(address: string): Geo {
  if (isLocalAddress(address)) return NOWHERE;
  const hit = geoip.lookup(address);
  if (!hit) return NOWHERE;
  return { country: hit.country || null, city: hit.city || null };
}

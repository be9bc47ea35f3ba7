import geoip from 'geoip-lite';
import { isLocalAddress } from './ip';
import { boundedMemo } from './bounded-memo';

/**
 * Offline IP → country/city from geoip-lite's bundled GeoLite data (licence credited in the
 * README). The database is read into memory once, when this module is first imported at start-up.
 */
export interface Geo {
  country: string | null;
  city: string | null;
}

const NOWHERE: Geo = { country: null, city: null };

/** Cached per address (bounded): a visit's dozens of requests cost one lookup. */
export const lookupGeo: (address: string) => Geo = boundedMemo((address) => locate(address), 10_000);

function locate(address: string): Geo {
  if (isLocalAddress(address)) return NOWHERE;
  const hit = geoip.lookup(address);
  if (!hit) return NOWHERE;
  return { country: hit.country || null, city: hit.city || null };
}

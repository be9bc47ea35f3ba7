/**
 * Remembers a pure function's recent answers, up to `max` keys (then starts afresh): most traffic
 * repeats a few user agents and addresses, so each costs one lookup.
 */
export function boundedMemo<T>(compute: (key: string) => T, max: number): (key: string) => T {
  const cache = new Map<string, T>();
  return (key) => {
    const known = cache.get(key);
    if (known !== undefined) return known;
    const value = compute(key);
    if (cache.size >= max) cache.clear();
    cache.set(key, value);
    return value;
  };
}

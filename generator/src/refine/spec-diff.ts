import type { AppSpec, Component } from '@droidforge/contracts';

/**
 * Flattens a spec into named parts (app fields, theme fields, state variables, screens, components by
 * screen/id, timers) so a refinement can be checked to touch only the parts the request was about.
 */
export function specParts(spec: AppSpec): Map<string, string> {
  const parts = new Map<string, string>();
  for (const [k, v] of Object.entries(spec.app)) parts.set(`app.${k}`, JSON.stringify(v));
  for (const [k, v] of Object.entries(spec.theme)) parts.set(`theme.${k}`, JSON.stringify(v));
  for (const v of spec.state) parts.set(`state:${v.name}`, JSON.stringify(v));
  for (const t of spec.timers) parts.set(`timer:${t.id}`, JSON.stringify(t));
  for (const s of spec.screens) {
    parts.set(`screen:${s.id}`, JSON.stringify({ title: s.title, children: s.children.map((c) => c.id) }));
    const walk = (list: readonly Component[]) =>
      list.forEach((c) => {
        const shallow = { ...c, ...('children' in c ? { children: c.children.map((x) => x.id) } : {}), ...(c.type === 'list' ? { item: c.item.map((x) => x.id) } : {}) };
        parts.set(`component:${s.id}/${c.id}`, JSON.stringify(shallow));
        if ('children' in c) walk(c.children);
        if (c.type === 'list') walk(c.item);
      });
    walk(s.children);
  }
  return parts;
}

/** Names of the parts that differ (changed, added or removed) between two specs, sorted. */
export function changedParts(before: AppSpec, after: AppSpec): string[] {
  const a = specParts(before);
  const b = specParts(after);
  const keys = new Set([...a.keys(), ...b.keys()]);
  return [...keys].filter((k) => a.get(k) !== b.get(k)).sort();
}

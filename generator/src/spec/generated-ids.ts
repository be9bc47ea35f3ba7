import type { Component } from '@droidforge/contracts';

/** View ids the emitter creates for a component besides its own, so they can be checked for clashes. */
export function generatedIds(c: Component): string[] {
  if (c.type === 'radio') return c.options.map((_, i) => `${c.id}_option_${i}`);
  if (c.type === 'list') return [`${c.id}_empty`, `${c.id}_adapter`];
  return [];
}

/** Ids (and the `watch_ad` string prefix) the emitter uses for ads on the main screen. */
export const RESERVED_VIEW_IDS = ['ad_container', 'watch_ad_button', 'watch_ad'] as const;

/**
 * Ids that only differ in underscores (`a_b`, `a__b`, `a_b_`) become the same Kotlin name, so
 * uniqueness is checked on this key.
 */
export function idKey(id: string): string {
  return id.split('_').filter(Boolean).join('_');
}

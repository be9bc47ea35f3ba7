/** Spec §4: built green, building yellow, build_failed red, anything else (e.g. generated) blue. */
export interface StatusStyle {
  label: string;
  badge: string;
  accent: string;
}

const STYLES: Record<string, StatusStyle> = {
  built: { label: 'Built', badge: 'bg-green-100 text-green-800 ring-green-600/20', accent: 'border-t-green-500' },
  building: { label: 'Building', badge: 'bg-yellow-100 text-yellow-900 ring-yellow-600/30', accent: 'border-t-yellow-400' },
  build_failed: { label: 'Build failed', badge: 'bg-red-100 text-red-800 ring-red-600/20', accent: 'border-t-red-500' },
};

export function statusStyle(status: string): StatusStyle {
  const known = STYLES[status];
  if (known) return known;
  const label = status === 'generated' ? 'Generated' : status.replace(/_/g, ' ').replace(/^\w/, (c) => c.toUpperCase());
  return { label, badge: 'bg-blue-100 text-blue-800 ring-blue-600/20', accent: 'border-t-blue-500' };
}

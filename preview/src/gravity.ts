/** Android gravity flags reduced to the two axes CSS flexbox and grid understand. */
export type Align = 'start' | 'center' | 'end' | 'stretch';

export interface Gravity {
  horizontal: Align | null;
  vertical: Align | null;
}

/** What each Android gravity flag sets; flags combine with `|`, a later flag overriding an earlier one's axis. */
const FLAGS: Readonly<Record<string, Partial<Gravity>>> = {
  center: { horizontal: 'center', vertical: 'center' },
  center_horizontal: { horizontal: 'center' },
  center_vertical: { vertical: 'center' },
  left: { horizontal: 'start' },
  start: { horizontal: 'start' },
  right: { horizontal: 'end' },
  end: { horizontal: 'end' },
  top: { vertical: 'start' },
  bottom: { vertical: 'end' },
  fill: { horizontal: 'stretch', vertical: 'stretch' },
  fill_horizontal: { horizontal: 'stretch' },
  fill_vertical: { vertical: 'stretch' },
};

export function parseGravity(raw: string | undefined): Gravity {
  const g: Gravity = { horizontal: null, vertical: null };
  if (raw === undefined) return g;
  for (const flag of raw.split('|').map((f) => f.trim())) {
    if (Object.hasOwn(FLAGS, flag)) Object.assign(g, FLAGS[flag]);
  }
  return g;
}

/** Flexbox values for an axis (`start` → `flex-start`). */
export function flexAlign(a: Align | null): 'flex-start' | 'center' | 'flex-end' | 'stretch' | undefined {
  switch (a) {
    case 'start':
      return 'flex-start';
    case 'center':
      return 'center';
    case 'end':
      return 'flex-end';
    case 'stretch':
      return 'stretch';
    default:
      return undefined;
  }
}

export function textAlign(a: Align | null): 'left' | 'center' | 'right' | undefined {
  if (a === 'center') return 'center';
  if (a === 'end') return 'right';
  if (a === 'start') return 'left';
  return undefined;
}

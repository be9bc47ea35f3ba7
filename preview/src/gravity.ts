/** Android gravity flags reduced to the two axes CSS flexbox and grid understand. */
export type Align = 'start' | 'center' | 'end' | 'stretch';

export interface Gravity {
  horizontal: Align | null;
  vertical: Align | null;
}

export function parseGravity(raw: string | undefined): Gravity {
  const g: Gravity = { horizontal: null, vertical: null };
  if (raw === undefined) return g;
  for (const flag of raw.split('|').map((f) => f.trim())) {
    switch (flag) {
      case 'center':
        g.horizontal = 'center';
        g.vertical = 'center';
        break;
      case 'center_horizontal':
        g.horizontal = 'center';
        break;
      case 'center_vertical':
        g.vertical = 'center';
        break;
      case 'left':
      case 'start':
        g.horizontal = 'start';
        break;
      case 'right':
      case 'end':
        g.horizontal = 'end';
        break;
      case 'top':
        g.vertical = 'start';
        break;
      case 'bottom':
        g.vertical = 'end';
        break;
      case 'fill':
        g.horizontal = 'stretch';
        g.vertical = 'stretch';
        break;
      case 'fill_horizontal':
        g.horizontal = 'stretch';
        break;
      case 'fill_vertical':
        g.vertical = 'stretch';
        break;
      default:
        break;
    }
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

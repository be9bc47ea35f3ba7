import type { IconName } from '@droidforge/contracts';

/** 24×24 path data for the built-in icons (Material Design icons, Apache License 2.0). */
export const ICON_PATHS: Record<IconName, string> = {
  add: 'M19,13h-6v6h-2v-6H5v-2h6V5h2v6h6v2z',
  check: 'M9,16.17L4.83,12l-1.42,1.41L9,19 21,7l-1.41,-1.41z',
  star: 'M12,17.27L18.18,21l-1.64,-7.03L22,9.24l-7.19,-0.61L12,2 9.19,8.63 2,9.24l5.46,4.73L5.82,21z',
  heart: 'M12,21.35l-1.45,-1.32C5.4,15.36 2,12.28 2,8.5 2,5.42 4.42,3 7.5,3c1.74,0 3.41,0.81 4.5,2.09C13.09,3.81 14.76,3 16.5,3 19.58,3 22,5.42 22,8.5c0,3.78 -3.4,6.86 -8.55,11.54L12,21.35z',
  delete: 'M6,19c0,1.1 0.9,2 2,2h8c1.1,0 2,-0.9 2,-2V7H6v12zM19,4h-3.5l-1,-1h-5l-1,1H5v2h14V4z',
  play: 'M8,5v14l11,-7z',
  pause: 'M6,19h4V5H6v14zM14,5v14h4V5h-4z',
  home: 'M10,20v-6h4v6h5v-8h3L12,3 2,12h3v8z',
  info: 'M12,2C6.48,2 2,6.48 2,12s4.48,10 10,10 10,-4.48 10,-10S17.52,2 12,2zM13,17h-2v-6h2v6zM13,9h-2V7h2v2z',
  person: 'M12,12c2.21,0 4,-1.79 4,-4s-1.79,-4 -4,-4 -4,1.79 -4,4 1.79,4 4,4zM12,14c-2.67,0 -8,1.34 -8,4v2h16v-2c0,-2.66 -5.33,-4 -8,-4z',
  circle: 'M12,2A10,10 0 1,0 12,22A10,10 0 1,0 12,2z',
};

/** The launcher glyph for an app kind; a star when the kind is unknown. */
export function launcherGlyph(kind: string): IconName {
  const k = kind.toLowerCase();
  if (k.includes('todo') || k.includes('habit') || k.includes('check')) return 'check';
  if (k.includes('counter') || k.includes('tracker')) return 'add';
  if (k.includes('timer') || k.includes('stopwatch')) return 'play';
  if (k.includes('note') || k.includes('flash')) return 'info';
  if (k.includes('calc') || k.includes('convert')) return 'circle';
  return 'star';
}

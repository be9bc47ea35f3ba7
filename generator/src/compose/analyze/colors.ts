/** Colour names people write in prompts, mapped to Material-like shades that read well as a primary. */
export const NAMED_COLORS: Record<string, string> = {
  red: '#E53935', crimson: '#C62828', maroon: '#880E4F', pink: '#D81B60', rose: '#EC407A',
  purple: '#8E24AA', violet: '#7E57C2', lavender: '#9575CD', indigo: '#3949AB', navy: '#1A237E',
  blue: '#1E88E5', 'light blue': '#039BE5', 'sky blue': '#03A9F4', cyan: '#00ACC1', turquoise: '#00BFA5',
  teal: '#00897B', mint: '#26A69A', green: '#43A047', 'dark green': '#2E7D32', 'light green': '#7CB342',
  lime: '#C0CA33', olive: '#827717', yellow: '#FDD835', gold: '#FFB300', golden: '#FFB300', amber: '#FFA000',
  orange: '#FB8C00', 'deep orange': '#F4511E', coral: '#FF7043', brown: '#6D4C41', beige: '#A1887F',
  grey: '#757575', gray: '#757575', silver: '#9E9E9E', black: '#212121', white: '#FFFFFF',
  'dark blue': '#1565C0', 'dark red': '#B71C1C', 'dark purple': '#4A148C',
};

/** Accent colours chosen to contrast with each primary family. */
const ACCENT_FOR: Record<string, string> = {
  red: '#FFB300', pink: '#00ACC1', purple: '#FFB300', blue: '#FF7043', green: '#FFB300', teal: '#FF7043',
  orange: '#1E88E5', yellow: '#5E35B1', brown: '#FFB300', grey: '#1E88E5', black: '#FFB300', white: '#1E88E5',
};

export const DEFAULT_PRIMARY = '#3F51B5';
export const DEFAULT_ACCENT = '#FF4081';

const COLOR_NAMES_LONGEST_FIRST = Object.keys(NAMED_COLORS).sort((a, b) => b.length - a.length);
export const COLOR_PATTERN = `(${COLOR_NAMES_LONGEST_FIRST.join('|')})`;

export function colorHex(name: string): string | undefined {
  return NAMED_COLORS[name.toLowerCase()];
}

/** An accent that suits the primary colour name (falls back to the default accent). */
export function accentFor(name: string): string {
  const family = Object.keys(ACCENT_FOR).find((key) => name.toLowerCase().includes(key));
  return family ? (ACCENT_FOR[family] ?? DEFAULT_ACCENT) : DEFAULT_ACCENT;
}

const THEME_WORDS = '(?:theme|themed|colou?rs?|colou?r scheme|scheme|palette|look|style|design|primary|accent|ui|background|accents?)';

/**
 * The colour the user asked for as the app's theme ("green theme", "purple colors", "use an orange
 * theme", "theme: teal"). A colour mentioned for something else ("shown in red when low") is not a theme.
 */
export function findThemeColor(prompt: string): { name: string; hex: string } | undefined {
  const text = prompt.toLowerCase();
  const patterns = [
    new RegExp(`\\b${COLOR_PATTERN}(?:[\\s-]+and[\\s-]+\\w+)?[\\s-]+${THEME_WORDS}\\b`),
    new RegExp(`\\b(?:theme|colou?r|colou?rs|primary)\\s*(?:is|to|of|:|=)?\\s*(?:a |an )?${COLOR_PATTERN}\\b`),
    new RegExp(`\\b(?:make it|make the app|in|all|mostly)\\s+${COLOR_PATTERN}\\s*(?:[.,!]|$)`),
    new RegExp(`^(?:an? |make an? |create an? |build an? )?${COLOR_PATTERN}\\s+(?:app|application)\\b`),
  ];
  for (const pattern of patterns) {
    const match = pattern.exec(text);
    const name = match?.[1];
    if (name) return { name, hex: NAMED_COLORS[name] ?? DEFAULT_PRIMARY };
  }
  return undefined;
}

/** "dark mode", "dark theme", "night mode", "black background". */
export function wantsDarkMode(prompt: string): boolean {
  return /\b(dark|night)[\s-]?(mode|theme|ui|look|background)\b|\bblack background\b|\bdark\s*(?:[.,!]|$)/i.test(prompt);
}

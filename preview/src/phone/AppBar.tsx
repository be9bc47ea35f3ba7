import type { PreviewTheme } from '../theme';

interface AppBarProps {
  title: string;
  theme: PreviewTheme;
  /** Shown on screens other than the main one; goes back like the Up arrow. */
  onBack?: () => void;
}

/** The action bar Theme.Material draws: the title in the theme's primary colour. */
export function AppBar({ title, theme, onBack }: AppBarProps) {
  return (
    <div data-app-bar="true" style={{ height: 48, flexShrink: 0, display: 'flex', alignItems: 'center', gap: 8, padding: '0 12px', background: theme.primary, color: theme.onPrimary, boxShadow: '0 2px 4px rgba(0, 0, 0, 0.2)', zIndex: 1 }}>
      {onBack ? (
        <button type="button" aria-label="Back" onClick={onBack} style={{ border: 'none', background: 'transparent', color: theme.onPrimary, fontSize: 18, cursor: 'pointer', padding: 0, width: 24 }}>
          ←
        </button>
      ) : null}
      <h2 style={{ margin: 0, fontSize: 17, fontWeight: 600, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{title}</h2>
    </div>
  );
}

import type { PreviewTheme } from '../theme';

/** The Android status bar: clock on the left, signal and battery on the right. */
export function StatusBar({ theme }: { theme: PreviewTheme }) {
  return (
    <div aria-hidden="true" style={{ height: 22, flexShrink: 0, display: 'flex', alignItems: 'center', justifyContent: 'space-between', padding: '0 10px', fontSize: 11, background: theme.primary, color: theme.onPrimary, filter: 'brightness(0.85)' }}>
      <span>12:00</span>
      <svg width="34" height="10" viewBox="0 0 34 10">
        <path d="M0 10L10 0v10z" fill={theme.onPrimary} />
        <rect x="16" y="1" width="16" height="8" rx="1.5" fill="none" stroke={theme.onPrimary} />
        <rect x="18" y="3" width="10" height="4" fill={theme.onPrimary} />
      </svg>
    </div>
  );
}

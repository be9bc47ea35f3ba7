import type { ReactNode } from 'react';
import type { PreviewTheme } from '../theme';
import { BEZEL, PHONE_HEIGHT, PHONE_WIDTH } from '../units';
import { AppBar } from './AppBar';
import { StatusBar } from './StatusBar';

interface PhoneFrameProps {
  theme: PreviewTheme;
  title: string;
  onBack?: () => void;
  /** Overlays and strips drawn over/below the scrolling content (toasts, banners, flash). */
  overlay?: ReactNode;
  footer?: ReactNode;
  children: ReactNode;
}

/** The 340 × 680 phone mockup: bezel, status bar, app bar, scrolling content. */
export function PhoneFrame({ theme, title, onBack, overlay, footer, children }: PhoneFrameProps) {
  return (
    <section
      aria-label="Phone preview"
      data-phone="true"
      data-theme={theme.dark ? 'dark' : 'light'}
      style={{ width: PHONE_WIDTH, height: PHONE_HEIGHT, boxSizing: 'border-box', padding: BEZEL, borderRadius: 36, background: '#1b1b1f', boxShadow: '0 10px 30px rgba(0, 0, 0, 0.3)', flexShrink: 0 }}
    >
      <div
        style={{ position: 'relative', width: '100%', height: '100%', borderRadius: 26, overflow: 'hidden', display: 'flex', flexDirection: 'column', background: theme.background, color: theme.text, fontFamily: 'Roboto, "Segoe UI", Arial, sans-serif' }}
      >
        <StatusBar theme={theme} />
        <AppBar title={title} theme={theme} onBack={onBack} />
        <div data-phone-content="true" style={{ flex: 1, minHeight: 0, overflowY: 'auto', overflowX: 'hidden', display: 'flex', flexDirection: 'column' }}>
          {children}
        </div>
        {footer}
        {overlay}
      </div>
    </section>
  );
}

/** A small strip along the bottom of the screen (static mode, share/dial notices). */
export function Banner({ text, tone = 'info' }: { text: string; tone?: 'info' | 'notice' }) {
  return (
    <div role="note" data-banner={tone} style={{ flexShrink: 0, padding: '5px 10px', fontSize: 11, textAlign: 'center', background: tone === 'info' ? '#fff4ce' : '#e3f2fd', color: '#333333', borderTop: '1px solid rgba(0, 0, 0, 0.1)' }}>
      {text}
    </div>
  );
}

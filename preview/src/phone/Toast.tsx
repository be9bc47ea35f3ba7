/** An Android-style toast bubble near the bottom of the screen. */
export function Toast({ text }: { text: string }) {
  return (
    <div role="status" data-toast="true" style={{ position: 'absolute', left: 0, right: 0, bottom: 56, display: 'flex', justifyContent: 'center', pointerEvents: 'none', zIndex: 3 }}>
      <span style={{ maxWidth: '80%', padding: '8px 14px', borderRadius: 18, background: 'rgba(50, 50, 50, 0.92)', color: '#ffffff', fontSize: 12, whiteSpace: 'pre-wrap', textAlign: 'center' }}>{text}</span>
    </div>
  );
}

import type { PreviewTheme } from '../theme';

interface XmlErrorBoxProps {
  file: string;
  message: string;
  line?: number;
  column?: number;
  theme: PreviewTheme;
}

/** Shown inside the phone when a layout cannot be parsed; the message is rendered as plain text. */
export function XmlErrorBox({ file, message, line, column, theme }: XmlErrorBoxProps) {
  return (
    <div role="alert" style={{ margin: 12, padding: 12, borderRadius: 6, border: '1px solid #e57373', background: theme.dark ? '#3b1f1f' : '#fdecea', color: theme.text, fontSize: 12 }}>
      <strong style={{ display: 'block', marginBottom: 4 }}>Can't show {file}</strong>
      {line !== undefined ? <span style={{ display: 'block', fontFamily: 'monospace' }}>Line {line}{column !== undefined ? `, column ${column}` : ''}</span> : null}
      <span style={{ display: 'block', whiteSpace: 'pre-wrap' }}>{message}</span>
    </div>
  );
}

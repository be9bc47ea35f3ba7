import QRCode from 'qrcode';
import { useMemo } from 'react';

/**
 * A QR code drawn as SVG from the module matrix: no canvas and no data: URL, so it renders under
 * the strict CSP and stays sharp at any size.
 */
export function QrCode({ text, label, size = 176 }: { text: string; label: string; size?: number }) {
  const { path, count } = useMemo(() => {
    const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
    const parts: string[] = [];
    for (let row = 0; row < modules.size; row++) {
      for (let col = 0; col < modules.size; col++) if (modules.get(row, col)) parts.push(`M${col + 4} ${row + 4}h1v1h-1z`);
    }
    return { path: parts.join(''), count: modules.size + 8 };
  }, [text]);
  return (
    <svg role="img" aria-label={label} width={size} height={size} viewBox={`0 0 ${count} ${count}`} shapeRendering="crispEdges" className="rounded-lg bg-white">
      <rect width={count} height={count} fill="#fff" />
      <path d={path} fill="#0f172a" />
    </svg>
  );
}

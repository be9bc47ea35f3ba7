import { AlertTriangle, CheckCircle2, Info, XCircle } from 'lucide-react';
import type { ReactNode } from 'react';

const tones = {
  error: { box: 'border-red-200 bg-red-50 text-red-800', Icon: XCircle },
  warning: { box: 'border-yellow-300 bg-yellow-50 text-yellow-900', Icon: AlertTriangle },
  success: { box: 'border-brand-200 bg-brand-50 text-brand-900', Icon: CheckCircle2 },
  info: { box: 'border-sky-200 bg-sky-50 text-sky-900', Icon: Info },
} as const;

interface AlertProps {
  tone: keyof typeof tones;
  children: ReactNode;
  title?: string;
}

/** An inline message box; errors are announced as alerts, the rest as polite status. */
export function Alert({ tone, title, children }: AlertProps) {
  const { box, Icon } = tones[tone];
  return (
    <div role={tone === 'error' ? 'alert' : 'status'} className={`flex gap-3 rounded-lg border p-3 text-sm ${box}`}>
      <Icon aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
      <div className="min-w-0 flex-1">
        {title && <p className="font-semibold">{title}</p>}
        <div>{children}</div>
      </div>
    </div>
  );
}

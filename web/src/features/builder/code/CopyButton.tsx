import { Check, Copy } from 'lucide-react';
import { useEffect, useState } from 'react';
import toast from 'react-hot-toast';
import { buttonClass } from '../../../components/button-styles';

/** Spec §4: the copy confirmation lasts 2 seconds. */
export const COPIED_MS = 2000;

export function CopyButton({ text, label }: { text: string; label: string }) {
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
    } catch {
      toast.error('Could not copy: the browser blocked the clipboard');
    }
  };

  return (
    <button type="button" onClick={() => void copy()} className={buttonClass('secondary', 'sm')} aria-label={copied ? 'Copied!' : `Copy ${label}`}>
      {copied ? <Check aria-hidden="true" className="h-4 w-4 text-brand-700" /> : <Copy aria-hidden="true" className="h-4 w-4" />}
      <span aria-live="polite">{copied ? 'Copied!' : 'Copy'}</span>
    </button>
  );
}

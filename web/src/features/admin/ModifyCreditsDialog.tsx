import type { AdminUser, ModifyCreditsBody } from '@droidforge/contracts';
import { useRef, useState } from 'react';
import { buttonClass } from '../../components/button-styles';
import { Spinner } from '../../components/Spinner';
import { useFocusTrap } from '../../components/use-focus-trap';

interface ModifyCreditsDialogProps {
  user: AdminUser;
  busy: boolean;
  onApply: (body: ModifyCreditsBody) => void;
  onCancel: () => void;
}

/**
 * Spec §2/§5: operation (Add Credits or Set Credits), amount, Cancel, Apply. An empty amount sends
 * nothing; the amount is parsed as an integer.
 */
export function ModifyCreditsDialog({ user, busy, onApply, onCancel }: ModifyCreditsDialogProps) {
  const panel = useRef<HTMLFormElement>(null);
  const [operation, setOperation] = useState<ModifyCreditsBody['operation']>('add');
  const [amount, setAmount] = useState('');
  useFocusTrap(panel, onCancel);
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (amount.trim() === '') return;
    const credits = Number.parseInt(amount, 10);
    if (!Number.isFinite(credits)) return;
    onApply({ credits, operation });
  };
  return (
    <div className="fixed inset-0 z-50 flex items-center justify-center bg-slate-900/50 p-4">
      <form ref={panel} onSubmit={submit} role="dialog" aria-modal="true" aria-labelledby="credits-title" className="w-full max-w-md rounded-2xl bg-white p-6 shadow-xl">
        <h2 id="credits-title" className="text-lg font-semibold text-slate-900">
          Modify Credits
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          {user.name} ({user.email}) has {user.credits.toLocaleString('en-US')} credits.
        </p>
        <label className="mt-4 block text-sm font-medium text-slate-700" htmlFor="credits-operation">
          Operation
        </label>
        <select
          id="credits-operation"
          value={operation}
          onChange={(e) => setOperation(e.target.value as ModifyCreditsBody['operation'])}
          className="mt-1 w-full rounded-lg border border-slate-300 px-3 py-2 text-sm"
        >
          <option value="add">Add Credits</option>
          <option value="set">Set Credits</option>
        </select>
        <label className="mt-4 block text-sm font-medium text-slate-700" htmlFor="credits-amount">
          Amount
        </label>
        <input
          id="credits-amount"
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
          className="mt-1 w-full rounded-lg border border-slate-300 px-3 py-2 text-sm"
        />
        <div className="mt-6 flex justify-end gap-2">
          <button type="button" onClick={onCancel} className={buttonClass('secondary', 'md')}>
            Cancel
          </button>
          <button type="submit" disabled={busy} className={buttonClass('primary', 'md')}>
            {busy && <Spinner />}
            Apply
          </button>
        </div>
      </form>
    </div>
  );
}

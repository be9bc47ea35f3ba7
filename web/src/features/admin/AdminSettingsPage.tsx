import type { AdminSettingsReply, UpdateSettingsBody } from '@droidforge/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CheckCircle2, XCircle } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import toast from 'react-hot-toast';
import { fetchAdminSettings, updateAdminSettings } from '../../api/admin';
import { errorMessage } from '../../api/api-error';
import { publicSettingsQueryKey } from '../../api/settings';
import { Alert } from '../../components/Alert';
import { buttonClass } from '../../components/button-styles';
import { Spinner } from '../../components/Spinner';

/** Runtime switches (kept in the database, obeyed at once), provider status and the masked configuration. */
export function AdminSettingsPage() {
  const settings = useQuery({ queryKey: ['admin', 'settings'], queryFn: fetchAdminSettings });
  if (settings.isError) return <Alert tone="error">Failed to load settings</Alert>;
  if (!settings.data) return <Spinner label="Loading settings" />;
  const { switches, providers, config } = settings.data;
  return (
    <div className="space-y-6">
      <SwitchesPanel switches={switches} />
      <Panel id="providers-title" title="Providers">
        <ProviderList providers={providers} />
      </Panel>
      <Panel id="config-title" title="Effective configuration">
        <p className="text-xs text-slate-500">Secrets are masked.</p>
        <ConfigTable config={config} />
      </Panel>
    </div>
  );
}

function Panel({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
      <h2 id={id} className="font-semibold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** Saving refreshes both this page and the public settings (banner, registrations) the app reads. */
function useSaveSettings(onSaved: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAdminSettings,
    onSuccess: () => {
      toast.success('Settings saved');
      onSaved();
      void queryClient.invalidateQueries({ queryKey: ['admin', 'settings'] });
      void queryClient.invalidateQueries({ queryKey: publicSettingsQueryKey });
    },
    onError: (error) => toast.error(errorMessage(error, 'Failed to save settings')),
  });
}

const TOGGLES: { key: 'registrations_open' | 'auto_block_suspicious'; label: string }[] = [
  { key: 'registrations_open', label: 'Registrations open' },
  { key: 'auto_block_suspicious', label: 'Auto-block suspicious IPs (many suspicious requests in 10 minutes give a 24-hour blacklist entry)' },
];

function SwitchesPanel({ switches }: { switches: AdminSettingsReply['switches'] }) {
  const [notice, setNotice] = useState<string | null>(null);
  const save = useSaveSettings(() => setNotice(null));
  const noticeText = notice ?? switches.notice_banner;
  return (
    <Panel id="switches-title" title="Runtime switches">
      {TOGGLES.map(({ key, label }) => (
        <label key={key} className="mt-3 flex items-center gap-3 text-sm">
          <input type="checkbox" checked={switches[key]} disabled={save.isPending} onChange={(e) => save.mutate({ [key]: e.target.checked } as UpdateSettingsBody)} className="h-4 w-4" />
          {label}
        </label>
      ))}
      <form
        className="mt-4"
        onSubmit={(e) => {
          e.preventDefault();
          save.mutate({ notice_banner: noticeText });
        }}
      >
        <label htmlFor="notice-banner" className="block text-sm font-medium text-slate-700">
          Site-wide notice banner (empty = none)
        </label>
        <textarea id="notice-banner" maxLength={500} rows={2} value={noticeText} onChange={(e) => setNotice(e.target.value)} className="mt-1 w-full rounded-lg border border-slate-300 px-3 py-2 text-sm" />
        <button type="submit" disabled={save.isPending} className={buttonClass('primary', 'sm', 'mt-2')}>
          Save notice
        </button>
      </form>
    </Panel>
  );
}

function ProviderList({ providers }: { providers: AdminSettingsReply['providers'] }) {
  const rows = providers.map((p) => ({
    key: p.name,
    name: (
      <span className="flex items-center gap-2 font-medium text-slate-900">
        {p.ok ? <CheckCircle2 aria-label="ok" className="h-4 w-4 shrink-0 text-green-600" /> : <XCircle aria-label="not available" className="h-4 w-4 shrink-0 text-red-600" />}
        {p.name}
      </span>
    ),
    value: p.detail,
  }));
  return <DetailTable rows={rows} />;
}

function ConfigTable({ config }: { config: AdminSettingsReply['config'] }) {
  const rows = config.map((c) => ({ key: c.key, name: c.key, value: c.value === null ? '—' : String(c.value) }));
  return <DetailTable rows={rows} mono />;
}

/** A panel's name → value rows: the providers' status and the effective configuration. */
function DetailTable({ rows, mono = false }: { rows: { key: string; name: ReactNode; value: ReactNode }[]; mono?: boolean }) {
  const font = mono ? 'font-mono text-xs' : '';
  return (
    <div className="mt-3 overflow-x-auto">
      <table className="w-full text-left text-sm">
        <tbody>
          {rows.map((row) => (
            <tr key={row.key} className="border-t border-slate-100">
              <th scope="row" className={`px-2 py-1.5 font-normal text-slate-600 ${font}`}>
                {row.name}
              </th>
              <td className={`px-2 py-1.5 break-all ${font}`}>{row.value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

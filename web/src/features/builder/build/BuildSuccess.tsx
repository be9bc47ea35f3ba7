import { Download } from 'lucide-react';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { errorMessage } from '../../../api/api-error';
import type { BuildSummary } from '../../../api/builds';
import { Alert } from '../../../components/Alert';
import { buttonClass } from '../../../components/button-styles';
import { Spinner } from '../../../components/Spinner';
import { downloadApk } from '../../../api/download-apk';
import { InstallQrCode } from './InstallQrCode';

function formatSize(bytes: number | null): string {
  if (bytes === null) return '';
  return bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.round(bytes / 1024)} KB`;
}

export function BuildSuccess({ build }: { build: BuildSummary }) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadApk(build.id);
    } catch (error) {
      toast.error(errorMessage(error, 'Could not start the download'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="space-y-3">
      <Alert tone="success" title="Your APK is ready">
        {build.appName} · version {build.version}
        {build.apkSize !== null && ` · ${formatSize(build.apkSize)}`}
        {build.sha256 && <span className="block truncate font-mono text-xs" title={build.sha256}>SHA-256 {build.sha256}</span>}
      </Alert>
      <button type="button" onClick={() => void download()} disabled={busy} className={buttonClass('primary', 'md')}>
        {busy ? <Spinner /> : <Download aria-hidden="true" className="h-4 w-4" />}
        Download APK
      </button>
      <InstallQrCode buildId={build.id} />
    </div>
  );
}

import { useQuery } from '@tanstack/react-query';
import { RefreshCw } from 'lucide-react';
import { errorMessage } from '../../../api/api-error';
import { absoluteDownloadUrl, createDownloadToken } from '../../../api/builds';
import { buttonClass } from '../../../components/button-styles';
import { Spinner } from '../../../components/Spinner';
import { QrCode } from './QrCode';

/** Scan to install: the QR code holds an absolute, short-lived download link for this build. */
export function InstallQrCode({ buildId }: { buildId: string }) {
  const link = useQuery({
    queryKey: ['build', buildId, 'download-link'],
    queryFn: async () => absoluteDownloadUrl(await createDownloadToken(buildId), window.location.origin),
    staleTime: Infinity,
    gcTime: 0,
  });
  return (
    <div className="flex flex-col items-center gap-2 rounded-xl border border-slate-200 p-3 text-center sm:flex-row sm:text-left">
      {link.data ? <QrCode text={link.data} label="QR code to install the APK on a phone" /> : <div className="flex h-44 w-44 items-center justify-center">{link.isError ? null : <Spinner label="Creating the install link" />}</div>}
      <div className="space-y-2 text-sm text-slate-700">
        <p className="font-semibold text-slate-900">Install on your phone</p>
        <p>Scan with the phone&apos;s camera to download the APK. The link works for 10 minutes.</p>
        {link.isError && <p className="text-red-700">{errorMessage(link.error, 'Could not create the install link')}</p>}
        <button type="button" onClick={() => void link.refetch()} disabled={link.isFetching} className={buttonClass('ghost', 'sm')}>
          <RefreshCw aria-hidden="true" className="h-4 w-4" />
          New link
        </button>
      </div>
    </div>
  );
}

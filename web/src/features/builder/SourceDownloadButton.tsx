import { Download } from 'lucide-react';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { errorMessage } from '../../api/api-error';
import { fetchSourceZip, saveBlob } from '../../api/projects';
import { buttonClass } from '../../components/button-styles';
import { Spinner } from '../../components/Spinner';

/** The project's saved source as a zip (the terms say the user owns the code). */
export function SourceDownloadButton({ projectId, variant = 'secondary' }: { projectId: string; variant?: 'secondary' | 'ghost' }) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      saveBlob(await fetchSourceZip(projectId));
    } catch (error) {
      toast.error(errorMessage(error, 'Could not download the source'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <button type="button" onClick={() => void download()} disabled={busy} className={buttonClass(variant, 'sm')}>
      {busy ? <Spinner /> : <Download aria-hidden="true" className="h-4 w-4" />}
      Download source (.zip)
    </button>
  );
}

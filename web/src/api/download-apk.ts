import { absoluteDownloadUrl, createDownloadToken } from './builds';

/**
 * Mints a short-lived download link for the build (or the build a pending lookup finds) and opens it: the browser downloads the APK from
 * the link itself (Content-Disposition), and the session token never appears in a URL.
 */
export async function downloadApk(buildId: string | Promise<string>): Promise<void> {
  // Open the tab first, inside the click, so pop-up blockers allow it; point it at the link once minted.
  const tab = window.open('', '_blank');
  try {
    const url = absoluteDownloadUrl(await createDownloadToken(await buildId), window.location.origin);
    if (tab) tab.location.href = url;
    else window.location.assign(url);
  } catch (error) {
    tab?.close();
    throw error;
  }
}

import { useQuery } from '@tanstack/react-query';
import { Megaphone } from 'lucide-react';
import { fetchPublicSettings, publicSettingsQueryKey } from '../api/settings';

/** The site-wide notice an operator sets in Admin → Settings; nothing when it is empty or unreadable. */
export function NoticeBanner() {
  const settings = useQuery({ queryKey: publicSettingsQueryKey, queryFn: fetchPublicSettings, staleTime: 60_000, retry: false });
  const notice = settings.data?.notice;
  if (!notice) return null;
  return (
    <div role="status" className="flex items-center justify-center gap-2 bg-amber-100 px-4 py-2 text-center text-sm text-amber-950">
      <Megaphone aria-hidden="true" className="h-4 w-4 shrink-0" />
      <span>{notice}</span>
    </div>
  );
}

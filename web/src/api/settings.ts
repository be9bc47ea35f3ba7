import type { PublicSettings } from '@droidforge/contracts';
import { apiRequest } from './client';

/** Query key of the public settings (the notice banner reads them; saving admin settings refreshes them). */
export const publicSettingsQueryKey = ['settings', 'public'] as const;

export const fetchPublicSettings = () => apiRequest<PublicSettings>('/settings/public');

import type { PublicSettings } from '@droidforge/contracts';
import { apiRequest } from './client';

export const fetchPublicSettings = () => apiRequest<PublicSettings>('/settings/public');

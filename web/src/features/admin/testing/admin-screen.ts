import type { PublicUser } from '@droidforge/contracts';
import { beforeAll, beforeEach } from 'vitest';
import { dismissCookieBanner, signInAs } from '../../../testing/render-app';

/**
 * For admin screen tests: the lazy admin chunks load once before the tests (their first import is
 * slow), and each test starts signed in as `admin` with the cookie banner out of the way.
 */
export function useAdminScreen(admin: PublicUser, loadScreen: () => Promise<unknown>): void {
  beforeAll(() => Promise.all([import('../AdminLayout'), loadScreen()]), 30_000);
  beforeEach(() => {
    dismissCookieBanner();
    signInAs(admin);
  });
}

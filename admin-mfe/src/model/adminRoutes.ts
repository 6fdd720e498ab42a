import { ADMIN_SCREENS, type AdminScreen } from '@sikka/shared/config';
import { matchPath } from '@sikka/shared/router';

/**
 * The browser tab's title of a screen ('Orders — Sikka Admin'): the screen's short name first, so an
 * admin with several back-office tabs open tells them apart from the start of each tab.
 */
export const adminTabTitle = (screen: Pick<AdminScreen, 'tab'>) => `${screen.tab} — Sikka Admin`;

export interface AdminMatch {
  screen: AdminScreen;
  params: Record<string, string | undefined>;
}

/** The screen for a pathname, or null when the path is none of the back office's. */
export function matchAdminScreen(pathname: string): AdminMatch | null {
  for (const screen of ADMIN_SCREENS) {
    const match = matchPath({ path: screen.path, end: true }, pathname);
    if (match) return { screen, params: match.params };
  }
  return null;
}

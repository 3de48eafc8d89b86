import type { RouteObject } from 'react-router';
import { NavLink } from 'react-router';
import { can, type Action } from '@/domain/access';
import { useSession } from '@/lib/session';
import { PageOutlet } from './page-outlet';

/**
 * The admin pages, gathered in one Settings area: the top bar has one "Settings" link, and the
 * area a navigation of its own. Each page keeps its address (bookmarks and links elsewhere).
 */
interface SettingsPage {
  path: string;
  label: string;
  /** What a member must be allowed to see its link (the page itself says so to anyone else). */
  action: Action;
  /** A team server's page: browser mode has no link to it (its address says where it lives). */
  teamOnly: boolean;
}

/** In the order the area lists them; the top bar's link goes to the first one the member may open. */
export const SETTINGS_PAGES: readonly SettingsPage[] = [
  { path: '/team', label: 'Team', action: 'manage-members', teamOnly: true },
  { path: '/settings', label: 'Settings', action: 'manage-settings', teamOnly: false },
  { path: '/emails', label: 'Email', action: 'manage-settings', teamOnly: true },
  { path: '/audit', label: 'Audit', action: 'read-audit', teamOnly: true },
  { path: '/integrations', label: 'Integrations', action: 'manage-settings', teamOnly: true },
  { path: '/backup', label: 'Backup', action: 'backup', teamOnly: false },
];

/** The pages of the area this member may open (browser mode: its local recruiter's, that exist there). */
export function useSettingsPages(): readonly SettingsPage[] {
  const session = useSession();
  const role = session.mode === 'team' ? session.user.role : null;
  return SETTINGS_PAGES.filter(
    (page) => (session.mode === 'team' || !page.teamOnly) && can(role, page.action),
  );
}

/** Whether an address is one of the area's pages (or below one). */
export const inSettingsArea = (pathname: string): boolean =>
  SETTINGS_PAGES.some(({ path }) => pathname === path || pathname.startsWith(`${path}/`));

/**
 * The area's frame: its navigation beside the page (above it on a narrow screen). It stays while
 * the member moves between the area's pages, so a followed link keeps the focus, as the top bar's
 * do. A member who may open none of them (who followed an address) sees the page alone.
 */
function SettingsLayout() {
  const pages = useSettingsPages();
  return (
    <div className="settings-area">
      {pages.length > 0 && (
        <nav aria-label="Settings" className="settings-nav">
          <ul>
            {pages.map((page) => (
              <li key={page.path}>
                <NavLink to={page.path}>{page.label}</NavLink>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <div className="settings-area-page">
        <PageOutlet />
      </div>
    </div>
  );
}

/** The area's pages under its frame (a layout route without an address of its own). */
export const settingsAreaRoute = (children: RouteObject[]): RouteObject => ({
  element: <SettingsLayout />,
  children,
});

import { forwardRef, useMemo, type AnchorHTMLAttributes, type ReactNode } from 'react';
import { Link as WouterLink, Redirect, Router, useLocation as useRouterLocation, useSearch } from 'wouter';
import { navigate as historyNavigate, useHistoryState, usePathname } from 'wouter/use-browser-location';

/*
 * The app's URL router (docs/decisions.md D88): wouter over the browser's history, with the few
 * hooks and links the app uses in one place. Every view and the selected project live in the URL.
 */

export { Route, Switch, useParams, useSearchParams } from 'wouter';

/** Where a link or navigation goes: a path with its search, or parts of it (a missing pathname keeps the current one). */
export type To = string | { pathname?: string; search?: string };

export interface NavigateOptions {
  /** Replace the current history entry instead of adding one. */
  replace?: boolean;
}

export interface AppLocation {
  pathname: string;
  /** `''` or `?a=b…` */
  search: string;
  /** Differs for every history entry, even two with the same address (each navigation is answered). */
  key: string;
}

let entries = 0;

/** Every entry carries a key of its own in its history state, so a navigation to the same address is still one. */
export function navigateTo(href: string, options?: NavigateOptions): void {
  entries += 1;
  historyNavigate(href, { replace: options?.replace ?? false, state: { key: `${Date.now().toString(36)}.${entries}` } });
}

function useKeyedBrowserLocation(): [string, typeof navigateTo] {
  return [usePathname(), navigateTo];
}

/** The router every screen (and every component test) renders in. */
export function AppRouter({ children }: { children: ReactNode }) {
  return <Router hook={useKeyedBrowserLocation}>{children}</Router>;
}

export function toHref(to: To, currentPathname: string): string {
  if (typeof to === 'string') return to;
  return `${to.pathname ?? currentPathname}${to.search ?? ''}`;
}

export function useLocation(): AppLocation {
  const [pathname] = useRouterLocation();
  const search = useSearch();
  const state: unknown = useHistoryState();
  const key = state !== null && typeof state === 'object' && 'key' in state ? String(state.key) : 'default';
  return useMemo(() => ({ pathname, search: search ? `?${search}` : '', key }), [pathname, search, key]);
}

export function useNavigate(): (to: To, options?: NavigateOptions) => void {
  const [pathname, navigate] = useRouterLocation();
  return useMemo(() => (to: To, options?: NavigateOptions) => navigate(toHref(to, pathname), options), [navigate, pathname]);
}

type AnchorProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'className'>;

export interface LinkProps extends AnchorProps {
  to: To;
  replace?: boolean;
  className?: string;
}

export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link({ to, ...props }, ref) {
  const [pathname] = useRouterLocation();
  return <WouterLink ref={ref} href={toHref(to, pathname)} {...props} />;
});

export interface NavLinkProps extends AnchorProps {
  to: To;
  className?: string | ((state: { isActive: boolean }) => string);
}

/** A link that knows whether it leads to the current path (`aria-current="page"` and its class then). */
export const NavLink = forwardRef<HTMLAnchorElement, NavLinkProps>(function NavLink({ to, className, ...props }, ref) {
  const [pathname] = useRouterLocation();
  const href = toHref(to, pathname);
  const target = href.split('?')[0] ?? '';
  const isActive = pathname === target || pathname.startsWith(`${target.replace(/\/$/, '')}/`);
  return (
    <WouterLink
      ref={ref}
      href={href}
      aria-current={isActive ? 'page' : undefined}
      className={typeof className === 'function' ? className({ isActive }) : className}
      {...props}
    />
  );
});

/** Navigates once rendered, as a redirect. */
export function Navigate({ to, replace = false }: { to: To; replace?: boolean }) {
  const [pathname] = useRouterLocation();
  return <Redirect to={toHref(to, pathname)} replace={replace} />;
}

import { lazy, Suspense, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { Link, useLocation } from 'wouter';
import { LayoutDashboard, LogOut, Menu, MessageCircle, UserRound, X } from 'lucide-react';
import { isAdminPath, useAdminSignOut, useSignedInAdmin } from '#client/lib/admin-session';
import { paths } from '#client/lib/paths';
import { useCurrentUser, useLogout } from '#client/lib/auth';
import { cn } from '#client/lib/cn';
import { useSiteConfig } from '#client/lib/site-config';
import { useUnreadCount } from '#client/lib/unread-count';
import { Button, buttonClasses } from '../ui/button';
import { BrandLink } from './brand-mark';
import { HashLink } from './hash-link';
import { PageContainer } from './page-container';
import { UnreadBadge } from './unread-badge';

// Only members have a bell: a visitor's first page (the landing page's budget) does not load it.
const NoticesBell = lazy(() => import('./notices-bell').then((module) => ({ default: module.NoticesBell })));

const MOBILE_MENU_ID = 'mobile-menu';

const desktopLink =
  'inline-flex min-h-11 items-center rounded-lg px-3 font-medium text-ink hover:bg-primary-soft hover:text-primary aria-[current=page]:text-primary aria-[current=page]:underline underline-offset-8';
const mobileLink =
  'flex min-h-11 items-center rounded-lg px-3 text-base font-medium text-ink hover:bg-primary-soft hover:text-primary aria-[current=page]:text-primary';

/** How it works, Browse horses and About Us: the same three links in the bar and in the mobile menu. */
function SiteLinks({ linkClassName }: { linkClassName: string }) {
  const [location] = useLocation();
  const current = (href: string) => (location === href ? 'page' : undefined);
  return (
    <>
      <HashLink section="how-it-works" className={linkClassName}>
        How it works
      </HashLink>
      <Link href={paths.browse()} className={linkClassName} aria-current={current(paths.browse())}>
        Browse horses
      </Link>
      <Link href={paths.aboutUs()} className={linkClassName} aria-current={current(paths.aboutUs())}>
        About Us
      </Link>
    </>
  );
}

/** Login and Join now, for a visitor who is not signed in. */
function SignedOutActions({ loginVariant }: { loginVariant: 'ghost' | 'outline' }) {
  return (
    <>
      <Button asChild variant={loginVariant}>
        <Link href={paths.login()}>Login</Link>
      </Button>
      <HashLink section="user-types" className={buttonClasses('accent')}>
        Join now
      </HashLink>
    </>
  );
}

/**
 * A signed-in admin (docs/design.md §5: admins are not members): the way to the dashboard and out of the
 * admin session, never Login or Join now.
 */
function AdminActions({ mobile, linkClassName }: { mobile: boolean; linkClassName: string }) {
  const [location] = useLocation();
  const signOut = useAdminSignOut();
  return (
    <>
      <Link
        href={paths.adminDashboard()}
        className={cn(linkClassName, 'gap-2')}
        aria-current={location === paths.adminDashboard() ? 'page' : undefined}
      >
        <LayoutDashboard aria-hidden="true" className="size-5" />
        Admin
      </Link>
      <SignOutButton signOut={signOut} label="Log out" mobile={mobile} />
    </>
  );
}

/** The menu's way out of a session (the admin's, or a member's in the mobile menu); "Logging out..." meanwhile. */
function SignOutButton({
  signOut,
  label,
  mobile,
}: {
  signOut: { mutate: () => void; isPending: boolean };
  label: string;
  mobile: boolean;
}) {
  return (
    <Button
      variant={mobile ? 'outline' : 'ghost'}
      className={mobile ? 'justify-start' : undefined}
      onClick={() => signOut.mutate()}
      disabled={signOut.isPending}
    >
      <LogOut aria-hidden="true" className="size-5" />
      {signOut.isPending ? 'Logging out...' : label}
    </Button>
  );
}

/** Sticky top bar (docs/product.md §P2 Navigation bar) with a collapsible menu below the md breakpoint. */
export function Navbar() {
  const [location] = useLocation();
  const { siteName } = useSiteConfig();
  const { data: user, isLoading } = useCurrentUser();
  const inAdminArea = isAdminPath(location);
  const { data: admin } = useSignedInAdmin(inAdminArea);
  // In the operator area the admin session comes first; elsewhere a member's own session does.
  const showAdmin = Boolean(admin) && (inAdminArea || !user);
  const { count } = useUnreadCount();
  const logout = useLogout();
  const [open, setOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);

  const current = (href: string) => (location === href ? 'page' : undefined);
  const close = () => setOpen(false);

  // Any link or button chosen inside the mobile menu closes it.
  const onMenuClick = (event: MouseEvent<HTMLDivElement>) => {
    if ((event.target as HTMLElement).closest('a, button')) close();
  };
  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      close();
      toggleRef.current?.focus();
    }
  };

  return (
    <header className="sticky top-0 z-40 border-b border-line bg-cream/95 shadow-sm backdrop-blur">
      <PageContainer>
        <nav aria-label="Main" className="flex h-16 items-center justify-between gap-4">
          <BrandLink siteName={siteName} className="rounded-lg text-primary" markClassName="text-accent" />

          <div className="hidden items-center gap-1 md:flex">
            <SiteLinks linkClassName={desktopLink} />
          </div>

          <div className="flex items-center gap-2">
            {user && !showAdmin ? (
              <Suspense fallback={null}>
                <NoticesBell />
              </Suspense>
            ) : null}
            <div className="hidden items-center gap-2 md:flex">
              {showAdmin ? (
                <AdminActions mobile={false} linkClassName={desktopLink} />
              ) : isLoading ? (
                <span className="h-11 w-40" aria-hidden="true" />
              ) : user ? (
                <>
                  <Link
                    href={paths.messages()}
                    className={cn(desktopLink, 'gap-2')}
                    aria-current={current(paths.messages())}
                  >
                    <MessageCircle aria-hidden="true" className="size-5" />
                    {/* Below lg only the icon shows; the name stays for screen readers. */}
                    <span className="sr-only lg:not-sr-only">Messages</span>
                    <UnreadBadge count={count} />
                  </Link>
                  <Button asChild variant="outline">
                    <Link href={paths.myProfile()}>
                      <UserRound aria-hidden="true" className="size-5" />
                      {user.firstName}
                      <UnreadBadge count={count} />
                    </Link>
                  </Button>
                  <Button
                    variant="ghost"
                    onClick={() => logout.mutate()}
                    disabled={logout.isPending}
                    aria-busy={logout.isPending || undefined}
                  >
                    {logout.isPending ? (
                      <>
                        <span aria-hidden="true">...</span>
                        <span className="sr-only">Logging out</span>
                      </>
                    ) : (
                      <>
                        <LogOut aria-hidden="true" className="size-5" />
                        Logout
                      </>
                    )}
                  </Button>
                </>
              ) : (
                <SignedOutActions loginVariant="ghost" />
              )}
            </div>

            <Button
              ref={toggleRef}
              variant="ghost"
              size="icon"
              className="relative md:hidden"
              aria-expanded={open}
              aria-controls={MOBILE_MENU_ID}
              aria-label={
                user && count > 0 ? `Menu, ${count > 9 ? 'more than 9' : count} unread messages` : 'Menu'
              }
              onClick={() => setOpen((value) => !value)}
            >
              {open ? (
                <X aria-hidden="true" className="size-6" />
              ) : (
                <Menu aria-hidden="true" className="size-6" />
              )}
              {user && count > 0 && !open ? (
                <span aria-hidden="true" className="absolute top-2 right-2 size-2.5 rounded-full bg-danger" />
              ) : null}
            </Button>
          </div>
        </nav>
      </PageContainer>

      <div
        id={MOBILE_MENU_ID}
        hidden={!open}
        onClick={onMenuClick}
        onKeyDown={onMenuKeyDown}
        className="border-t border-line bg-cream md:hidden"
      >
        <PageContainer className="flex flex-col gap-1 py-3">
          <SiteLinks linkClassName={mobileLink} />
          <div className="mt-2 flex flex-col gap-2 border-t border-line pt-3">
            {showAdmin ? (
              <AdminActions mobile linkClassName={mobileLink} />
            ) : isLoading ? null : user ? (
              <>
                <Link
                  href={paths.messages()}
                  className={cn(mobileLink, 'gap-2')}
                  aria-current={current(paths.messages())}
                >
                  <MessageCircle aria-hidden="true" className="size-5" />
                  Messages
                  <UnreadBadge count={count} />
                </Link>
                <Link
                  href={paths.myProfile()}
                  className={cn(mobileLink, 'gap-2')}
                  aria-current={current(paths.myProfile())}
                >
                  <UserRound aria-hidden="true" className="size-5" />
                  My Profile
                  <UnreadBadge count={count} />
                </Link>
                <SignOutButton signOut={logout} label="Logout" mobile />
              </>
            ) : (
              <SignedOutActions loginVariant="outline" />
            )}
          </div>
        </PageContainer>
      </div>
    </header>
  );
}

import { useEffect, useRef, type MouseEvent, type ReactNode } from 'react';
import { useLocation, useSearch } from 'wouter';
import { paths } from '#client/lib/paths';
import { cn } from '#client/lib/cn';

/** My Profile's sections, in page order; `?section=` names one (issue 32; paths.myProfile knows the ids). */
export const PROFILE_SECTIONS = [
  { id: 'details', title: 'Profile' },
  { id: 'horses', title: 'Horses' },
  { id: 'requests', title: 'Requests' },
  { id: 'membership', title: 'Membership' },
  { id: 'account', title: 'Account' },
] as const;
export type ProfileSectionId = (typeof PROFILE_SECTIONS)[number]['id'];

const headingId = (id: ProfileSectionId) => `section-${id}`;

/** The section `?section=` names, or null. */
export function sectionFromSearch(search: string): ProfileSectionId | null {
  const named = new URLSearchParams(search).get('section');
  return PROFILE_SECTIONS.find((section) => section.id === named)?.id ?? null;
}

/** Moves the reader to a section: its heading takes the focus (so the keyboard goes on from there). */
function goTo(id: ProfileSectionId): void {
  const heading = document.getElementById(headingId(id));
  if (!heading) return;
  // Absent only outside a browser (the tests' document).
  if ('scrollIntoView' in heading) heading.scrollIntoView({ block: 'start' });
  heading.focus({ preventScroll: true });
}

/**
 * The index at the top of My Profile: a link per section. Following one keeps its place in the address
 * (?section=horses) without a new history entry, so a reload or a shared link opens the same section.
 */
export function ProfileSectionsIndex() {
  const search = useSearch();
  const current = sectionFromSearch(search);
  // On arrival with ?section= (a link, a reload, back from adding a horse), once the page is drawn.
  const arrived = useRef(false);
  useEffect(() => {
    if (arrived.current || !current) return;
    arrived.current = true;
    goTo(current);
  }, [current]);

  const [, navigate] = useLocation();
  const follow = (event: MouseEvent<HTMLAnchorElement>, id: ProfileSectionId) => {
    event.preventDefault();
    navigate(paths.myProfile(id), { replace: true });
    goTo(id);
  };

  return (
    <nav aria-label="Sections of My Profile">
      <ul className="flex flex-wrap gap-2">
        {PROFILE_SECTIONS.map(({ id, title }) => (
          <li key={id}>
            <a
              href={paths.myProfile(id)}
              onClick={(event) => follow(event, id)}
              aria-current={current === id ? 'location' : undefined}
              className={cn(
                'inline-flex min-h-11 items-center rounded-full border border-line bg-cream px-4 text-sm font-semibold text-primary',
                'hover:bg-primary-soft focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-accent',
                'aria-[current=location]:border-primary aria-[current=location]:bg-primary-soft',
              )}
            >
              {title}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** One section of My Profile: a heading the index moves the focus to, and its cards. */
export function ProfileSection({ id, children }: { id: ProfileSectionId; children: ReactNode }) {
  const title = PROFILE_SECTIONS.find((section) => section.id === id)?.title ?? id;
  return (
    <section aria-labelledby={headingId(id)} className="grid scroll-mt-24 gap-4">
      <h2
        id={headingId(id)}
        tabIndex={-1}
        className="scroll-mt-24 border-b border-line pb-2 text-2xl font-bold text-primary focus:outline-none focus-visible:outline-3 focus-visible:outline-accent"
      >
        {title}
      </h2>
      {children}
    </section>
  );
}

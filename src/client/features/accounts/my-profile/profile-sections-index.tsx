import {
  createContext,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { ChevronDown } from 'lucide-react';
import { useMediaQuery } from '#client/lib/use-media-query';
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

/**
 * The settings a member opens now and then (payments; sessions, notices, blocks, their data): on a phone,
 * where the page would be thousands of pixels tall, they start folded to one heading each, unless the
 * address names one. What a member comes for (their details, horses, requests) stays open.
 */
const FOLDED_ON_A_PHONE: readonly ProfileSectionId[] = ['membership', 'account'];

/**
 * Which sections are unfolded: on a phone all but FOLDED_ON_A_PHONE (or the one the address names); on a
 * wider screen all. Once the member folds or unfolds one, their choice stands; following a link unfolds.
 */
interface FoldState {
  isOpen: (id: ProfileSectionId) => boolean;
  setOpen: (id: ProfileSectionId, open: boolean) => void;
}
const FoldContext = createContext<FoldState>({ isOpen: () => true, setOpen: () => undefined });

const PHONE_QUERY = '(max-width: 639px)';

export function ProfileSectionsFolds({ children }: { children: ReactNode }) {
  const phone = useMediaQuery(PHONE_QUERY, false);
  const named = sectionFromSearch(useSearch());
  const [chosen, setChosen] = useState<Partial<Record<ProfileSectionId, boolean>>>({});
  const state = useMemo<FoldState>(
    () => ({
      isOpen: (id) => chosen[id] ?? (!phone || id === named || !FOLDED_ON_A_PHONE.includes(id)),
      setOpen: (id, open) => setChosen((was) => ({ ...was, [id]: open })),
    }),
    [chosen, phone, named],
  );
  return <FoldContext.Provider value={state}>{children}</FoldContext.Provider>;
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
 * Following a link to a section: it unfolds, the address names it (no new history entry) and the reader
 * moves to it.
 */
function useFollowSection() {
  const [, navigate] = useLocation();
  const folds = useContext(FoldContext);
  return (event: MouseEvent<HTMLAnchorElement>, id: ProfileSectionId) => {
    event.preventDefault();
    folds.setOpen(id, true);
    navigate(paths.myProfile(id), { replace: true });
    // After the unfolded section is drawn, so the page scrolls to where it really is.
    requestAnimationFrame(() => goTo(id));
  };
}

/** A link to a section of My Profile from elsewhere on the page (the to-do list). */
export function SectionLink({ id, children }: { id: ProfileSectionId; children: ReactNode }) {
  const follow = useFollowSection();
  return (
    <a
      href={paths.myProfile(id)}
      onClick={(event) => follow(event, id)}
      className="font-semibold text-primary underline"
    >
      {children}
    </a>
  );
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

  const follow = useFollowSection();

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

/**
 * One section of My Profile: a heading the index moves the focus to, with a button that folds or unfolds
 * its cards (aria-expanded says which), and the cards.
 */
export function ProfileSection({ id, children }: { id: ProfileSectionId; children: ReactNode }) {
  const title = PROFILE_SECTIONS.find((section) => section.id === id)?.title ?? id;
  const folds = useContext(FoldContext);
  const open = folds.isOpen(id);
  const bodyId = `section-${id}-cards`;
  return (
    <section aria-labelledby={headingId(id)} className="grid scroll-mt-24 gap-4">
      <h2
        id={headingId(id)}
        tabIndex={-1}
        className="scroll-mt-24 border-b border-line pb-2 text-2xl font-bold text-primary focus:outline-none focus-visible:outline-3 focus-visible:outline-accent"
      >
        <button
          type="button"
          aria-expanded={open}
          aria-controls={bodyId}
          onClick={() => folds.setOpen(id, !open)}
          className="flex min-h-11 w-full items-center justify-between gap-3 text-left focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-accent"
        >
          {title}
          <ChevronDown
            aria-hidden="true"
            className={cn('size-6 shrink-0 text-muted transition-transform', open ? 'rotate-180' : '')}
          />
        </button>
      </h2>
      <div id={bodyId} hidden={!open} className="grid gap-4">
        {children}
      </div>
    </section>
  );
}

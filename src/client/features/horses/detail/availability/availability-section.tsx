import { CalendarClock, Plus } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link, useLocation } from 'wouter';
import type { AvailabilitySlot } from '#contract/availability';
import type { Horse } from '#contract/horses';
import { REQUEST_MESSAGES } from '#contract/requests';
import { occurrencesInMonth } from '#contract/rules/recurrence';
import { Alert } from '#client/components/ui/alert';
import { Button } from '#client/components/ui/button';
import { Spinner } from '#client/components/ui/spinner';
import { toast } from '#client/components/ui/use-toast';
import { useCurrentUser } from '#client/lib/auth';
import { enquiryDrafts } from '#client/lib/enquiry-drafts';
import { paths } from '#client/lib/paths';
import { scrollToElement } from '#client/lib/scroll-to-hash';
import { serverText } from '#client/lib/request-errors';
import { useCalendarToday } from '#client/lib/calendar-today';
import { useDirectMessageHref } from '../direct-message-href';
import { AvailabilityCalendar } from './availability-calendar';
import { useHorseSlots, useSendEnquiry, type EnquiryFields } from './availability-api';
import { firstDayOf, lastDayOf, monthOf, type CalendarMonth, type IsoDate } from './calendar-dates';
import { EnquiryForm, type EnquiryTarget } from './enquiry-form';
import { slotDayState } from './calendar-slot';
import { OwnerSlotActions } from './owner-slot-actions';
import { OwnerSlotRuns } from './owner-slot-runs';
import { QuickSetup } from './quick-setup';
import { ShareForm } from './share-form';
import { SlotForm } from './slot-form';
import { useOwnerSlotEdits } from './use-owner-slot-edits';
import { useReopenReturnSlot, useReturnSlot } from './use-return-slot';
import { VisitorSlotActions } from './visitor-slot-actions';
import { YardDetailsPanel } from './yard-details-panel';

/** The id "Enquire about Horse" scrolls to. */
export const AVAILABILITY_SECTION_ID = 'availability';
const AVAILABILITY_TITLE_ID = 'availability-title';

/**
 * "Enquire about Horse" and its kin: scrolls to the calendar and moves focus to its heading, so the next
 * Tab goes on into the calendar and a screen reader says where the member now is.
 */
export function goToAvailability(): void {
  scrollToElement(AVAILABILITY_SECTION_ID);
  document.getElementById(AVAILABILITY_TITLE_ID)?.focus({ preventScroll: true });
}

type Panel =
  | { kind: 'none' }
  | { kind: 'add'; day: IsoDate }
  | { kind: 'edit'; slot: AvailabilitySlot; day: IsoDate }
  | { kind: 'enquiry'; target: EnquiryTarget | null }
  | { kind: 'share'; target: EnquiryTarget };

function byStartTime(a: AvailabilitySlot, b: AvailabilitySlot): number {
  return a.startTime.localeCompare(b.startTime) || a.id - b.id;
}

/**
 * The availability calendar on a horse page (docs/product.md §P2, §P4, §P5, §P8): the owner adds, edits and deletes
 * slots and has the quick setup; anyone else clicks a slot to enquire.
 */
export function AvailabilitySection({
  horse,
  isOwner,
  signedIn,
  ownerBlocked = false,
}: {
  horse: Horse;
  isOwner: boolean;
  signedIn: boolean;
  /** The member blocked the owner: no enquiry can reach them, so none is offered. */
  ownerBlocked?: boolean;
}) {
  const today = useCalendarToday();
  const returnSlot = useReturnSlot();
  const [, navigate] = useLocation();
  const [month, setMonth] = useState<CalendarMonth>(() => monthOf(returnSlot?.day ?? today));
  const [panel, setPanel] = useState<Panel>({ kind: 'none' });
  const from = firstDayOf(month);
  const to = lastDayOf(month);
  const slots = useHorseSlots(horse.id, from, to);
  const close = () => setPanel({ kind: 'none' });
  const edits = useOwnerSlotEdits({
    horseId: horse.id,
    today,
    editing: panel.kind === 'edit' ? panel.slot : null,
    setMonth,
    close,
  });
  const enquiry = useSendEnquiry(horse);
  const { data: me } = useCurrentUser();
  // Until the address is confirmed the server refuses enquiries and requests (decision 0021): the forms say
  // so before anything is typed (issue 46). The other tabs learn of a confirmation (lib/account-changes.ts).
  const confirmFirst = signedIn && me && !me.emailVerified ? { email: me.email } : null;
  const draftOf = me
    ? (target: EnquiryTarget) => ({
        memberId: me.id,
        horseId: horse.id,
        slotId: target.slot.id,
        day: target.day,
      })
    : null;
  const messageHref = useDirectMessageHref(horse);
  const ownerName = horse.owner?.firstName ?? 'the owner';

  const byDay = useMemo(() => {
    const map = new Map<IsoDate, AvailabilitySlot[]>();
    for (const slot of slots.data ?? []) {
      for (const day of occurrencesInMonth(slot, from.slice(0, 7))) {
        map.set(day, [...(map.get(day) ?? []), slot]);
      }
    }
    for (const list of map.values()) list.sort(byStartTime);
    return map;
  }, [slots.data, from]);
  // Visitors see what they can still ask for: past days are the owner's record only.
  const slotsOn = (day: IsoDate) => (!isOwner && day < today ? [] : (byDay.get(day) ?? []));

  // Back from logging in: the enquiry or the request to share the visitor was writing.
  useReopenReturnSlot(returnSlot, slots, isOwner, (ask, target) => {
    setPanel(ask === 'share' && target ? { kind: 'share', target } : { kind: 'enquiry', target });
    scrollToElement(AVAILABILITY_SECTION_ID);
  });

  /** Opens a form; an earlier failure of another form must not show in it. */
  const openPanel = (next: Panel) => {
    edits.savePlan.reset();
    setPanel(next);
  };
  const openSlot = (slot: AvailabilitySlot, day: IsoDate) =>
    openPanel(isOwner ? { kind: 'edit', slot, day } : { kind: 'enquiry', target: { slot, day } });
  /** Sent: the form closes, and the address no longer needs to name the slot it came back for. */
  const sent = () => {
    close();
    if (returnSlot) navigate(paths.horse(horse.id), { replace: true });
  };
  const takesEnquiries = !isOwner && horse.isAvailable && !ownerBlocked;

  const sendEnquiry = (fields: EnquiryFields) => {
    if (panel.kind !== 'enquiry' || !panel.target) {
      toast({ variant: 'destructive', title: REQUEST_MESSAGES.noSlot });
      return;
    }
    const { slot, day } = panel.target;
    enquiry.mutate(
      { slotId: slot.id, day, fields },
      {
        onSuccess: () => {
          // Sent: the words are the owner's to read now, and no copy stays in this browser.
          if (draftOf) enquiryDrafts.clear(draftOf({ slot, day }));
          toast({ title: REQUEST_MESSAGES.sentTitle, description: REQUEST_MESSAGES.sentBody });
          sent();
        },
        onError: (err) => {
          toast({
            variant: 'destructive',
            title: REQUEST_MESSAGES.sendFailed,
            ...(serverText(err) ? { description: serverText(err) } : {}),
          });
        },
      },
    );
  };

  const status = slots.isError ? (
    <Alert variant="danger" title="Failed to fetch availability slots">
      <Button variant="outline" size="sm" onClick={() => void slots.refetch()}>
        Try again
      </Button>
    </Alert>
  ) : slots.isPending ? (
    <Spinner label="Loading availability" />
  ) : undefined;

  return (
    <section
      id={AVAILABILITY_SECTION_ID}
      aria-labelledby={AVAILABILITY_TITLE_ID}
      className="grid scroll-mt-20 gap-5 rounded-2xl border border-line bg-cream p-4 sm:p-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2
          id={AVAILABILITY_TITLE_ID}
          tabIndex={-1}
          className="flex items-center gap-2 text-xl font-semibold text-ink"
        >
          <CalendarClock aria-hidden="true" className="size-6 text-primary" />
          Availability
        </h2>
        {isOwner ? (
          <Button size="sm" onClick={() => openPanel({ kind: 'add', day: today })}>
            <Plus aria-hidden="true" className="size-4" />
            Add slot
          </Button>
        ) : null}
      </div>
      {isOwner ? (
        <>
          <QuickSetup today={today} pending={edits.applying} onApply={edits.applyPreset} />
          <OwnerSlotRuns horseId={horse.id} today={today} />
          <YardDetailsPanel horseId={horse.id} />
        </>
      ) : (
        <p className="text-muted">
          {!horse.isAvailable
            ? `${horse.name} is not taking enquiries at the moment.`
            : ownerBlocked
              ? `You blocked ${ownerName}: unblock them on their profile to send an enquiry.`
              : `Choose a time slot to send ${ownerName} an enquiry, or to ask to share it every week.`}
        </p>
      )}

      {panel.kind === 'add' || panel.kind === 'edit' ? (
        <SlotForm
          key={panel.kind === 'edit' ? panel.slot.id : `add-${panel.day}`}
          slot={panel.kind === 'edit' ? panel.slot : null}
          day={panel.day}
          today={today}
          pending={edits.savePlan.isPending}
          serverError={edits.savePlan.error}
          onSubmit={edits.saveSlots}
          onCancel={close}
        />
      ) : null}
      {panel.kind === 'enquiry' && takesEnquiries ? (
        <EnquiryForm
          target={panel.target}
          horseName={horse.name}
          signedIn={signedIn}
          draftOf={draftOf}
          confirmFirst={confirmFirst}
          returnTo={
            panel.target
              ? paths.horseSlot(horse.id, { slotId: panel.target.slot.id, day: panel.target.day })
              : paths.horse(horse.id)
          }
          pending={enquiry.isPending}
          onSend={sendEnquiry}
          onCancel={close}
        />
      ) : null}
      {panel.kind === 'share' && takesEnquiries ? (
        <ShareForm
          key={`${panel.target.slot.id}/${panel.target.day}`}
          horse={horse}
          target={panel.target}
          signedIn={signedIn}
          confirmFirst={confirmFirst}
          draftKey={draftOf ? draftOf(panel.target) : null}
          today={today}
          onSent={() => {
            sent();
            // The form and the button pressed are gone: the calendar, its days now asked for, takes focus.
            goToAvailability();
          }}
          onCancel={close}
        />
      ) : null}

      <AvailabilityCalendar
        month={month}
        onMonthChange={setMonth}
        today={today}
        slotsOn={slotsOn}
        onSlotClick={(slot, day) => {
          // A day taken by someone else, or already asked for, offers no new enquiry.
          if (isOwner || (takesEnquiries && slotDayState(slot, day, today) === 'open')) openSlot(slot, day);
        }}
        status={status}
        emptyHint={
          takesEnquiries ? (
            <>
              Try another month, or{' '}
              <Link href={messageHref} className="font-semibold text-primary underline underline-offset-4">
                message {ownerName}
              </Link>{' '}
              to ask about other times.
            </>
          ) : undefined
        }
        actions={(slot, day) =>
          isOwner ? (
            <OwnerSlotActions
              slot={slot}
              day={day}
              deleting={edits.deleting}
              onEdit={(chosen) => openPanel({ kind: 'edit', slot: chosen, day })}
              onDelete={edits.deleteSlot}
            />
          ) : takesEnquiries ? (
            <VisitorSlotActions
              slot={slot}
              day={day}
              state={slotDayState(slot, day, today)}
              onEnquire={() => openSlot(slot, day)}
              onShare={() => openPanel({ kind: 'share', target: { slot, day } })}
            />
          ) : null
        }
      />
    </section>
  );
}

import {
  AGREEMENT_TERM_NAMES,
  AGREEMENT_TERMS,
  FACT_LABELS,
  INSURANCE_ANSWER_LABELS,
  type AgreementChange,
  type AgreementFacts,
  type AgreementTerm,
  type AgreementTerms,
} from '../agreements.js';
import { londonWallClock } from './calendar-days.js';
import { dayMonth, shortDay } from './visit-words.js';

// An agreement in words, as the page, the PDF, the share's status line and the thread write it.

/** One of the owner's answers in words: "Allowed", "Not sure", or what they wrote ("Not said" if nothing). */
export function termInWords<K extends AgreementTerm>(name: K, value: AgreementTerms[K]): string {
  const kind = AGREEMENT_TERMS[name].kind;
  if (kind === 'allowed') return value ? 'Allowed' : 'Not allowed';
  if (kind === 'insurance') return INSURANCE_ANSWER_LABELS[value as keyof typeof INSURANCE_ANSWER_LABELS];
  return (value as string) || 'Not said';
}

/** "Biscuit, Cob, 12 years old, 14.3 - 15.2 hh". */
export function horseInWords(horse: AgreementFacts['horse']): string {
  const age = horse.age === null ? [] : [`${horse.age} year${horse.age === 1 ? '' : 's'} old`];
  return [horse.name, horse.breed, ...age, horse.height].filter(Boolean).join(', ');
}

/** The facts as labelled lines, in the agreement's order. */
export function factLines(facts: AgreementFacts): Array<{ field: keyof typeof FACT_LABELS; text: string }> {
  return [
    { field: 'owner', text: facts.owner.name },
    { field: 'sharer', text: facts.sharer.name },
    { field: 'horse', text: horseInWords(facts.horse) },
    { field: 'days', text: facts.days },
    ...(facts.trial ? [{ field: 'trial' as const, text: facts.trial }] : []),
    { field: 'notice', text: facts.notice },
    { field: 'services', text: facts.services.join(', ') },
  ];
}

/** What changed from one version to the next, field by field (the arrangement's facts, then the owner's part). */
export function agreementChanges(
  before: { facts: AgreementFacts; terms: AgreementTerms },
  after: { facts: AgreementFacts; terms: AgreementTerms },
): AgreementChange[] {
  const changes: AgreementChange[] = [];
  const was = new Map(factLines(before.facts).map((line) => [line.field, line.text]));
  const now = new Map(factLines(after.facts).map((line) => [line.field, line.text]));
  for (const field of Object.keys(FACT_LABELS) as Array<keyof typeof FACT_LABELS>) {
    const from = was.get(field) ?? 'None';
    const to = now.get(field) ?? 'None';
    if (from !== to) changes.push({ field, label: FACT_LABELS[field], from, to });
  }
  for (const name of AGREEMENT_TERM_NAMES) {
    const from = termInWords(name, before.terms[name]);
    const to = termInWords(name, after.terms[name]);
    if (before.terms[name] !== after.terms[name])
      changes.push({ field: name, label: AGREEMENT_TERMS[name].label, from, to });
  }
  return changes;
}

/** "3 Dec": the London day of an instant. */
export const acceptedDay = (instant: string) => dayMonth(londonWallClock(new Date(instant)).day);

/** What the share's status line needs of an agreement. */
export interface AgreementState {
  version: number;
  acceptances: {
    owner: { memberId: number; name: string; acceptedAt: string | null };
    sharer: { memberId: number; name: string; acceptedAt: string | null };
  };
}

/** A member as the status line names them: "you" for the reader, else their first name. */
const who = (member: { memberId: number; name: string }, readerId: number) =>
  member.memberId === readerId ? 'you' : (member.name.split(' ')[0] ?? member.name);

/**
 * The share's line about its agreement: "Agreement accepted by both (version 2, 3 Dec)", or what is
 * missing ("Agreement: waiting for Jo to accept version 2"; before the owner completes it, "Agreement:
 * waiting for Fiona to complete it").
 */
export function agreementStatusInWords(agreement: AgreementState, readerId: number): string {
  const { owner, sharer } = agreement.acceptances;
  if (agreement.version === 0) return `Agreement: waiting for ${who(owner, readerId)} to complete it`;
  if (owner.acceptedAt && sharer.acceptedAt) {
    const last = owner.acceptedAt > sharer.acceptedAt ? owner.acceptedAt : sharer.acceptedAt;
    return `Agreement accepted by both (version ${agreement.version}, ${acceptedDay(last)})`;
  }
  const waiting = [owner, sharer].filter((member) => !member.acceptedAt).map((m) => who(m, readerId));
  return `Agreement: waiting for ${waiting.join(' and ')} to accept version ${agreement.version}`;
}

/** Whether the reader still has to accept the latest version. */
export function waitsFor(agreement: AgreementState, readerId: number): boolean {
  if (agreement.version === 0) return false;
  const { owner, sharer } = agreement.acceptances;
  return [owner, sharer].some((member) => member.memberId === readerId && !member.acceptedAt);
}

/** "Thu 3 Dec 2026, 10:15" (London time): when a member accepted or the owner saved. */
export function instantInWords(instant: string): string {
  const clock = londonWallClock(new Date(instant));
  return `${shortDay(clock.day)} ${clock.day.slice(0, 4)}, ${clock.time}`;
}

/** One section of the agreement as the page and the PDF print it: labelled lines, or paragraphs. */
export interface AgreementSection {
  heading: string;
  lines: Array<{ label: string; text: string }>;
}

/** What the page and the PDF print of an agreement, section by section, in the same words. */
export function agreementSections(agreement: {
  facts: AgreementFacts;
  terms: AgreementTerms;
  noMoneyClause: string;
}): AgreementSection[] {
  const { facts, terms } = agreement;
  const term = (name: AgreementTerm) => ({
    label: AGREEMENT_TERMS[name].label,
    text: termInWords(name, terms[name]),
  });
  return [
    {
      heading: facts.kind === 'share' ? 'The share' : 'The visit',
      lines: factLines(facts).map((line) => ({ label: FACT_LABELS[line.field], text: line.text })),
    },
    {
      heading: 'Riding allowed',
      lines: (['schooling', 'hacking', 'hackingAlone', 'jumping', 'longestRide'] as const).map(term),
    },
    { heading: 'Duties and tack', lines: (['duties', 'tack'] as const).map(term) },
    { heading: 'Who to call', lines: (['vet', 'farrier', 'emergencyContact'] as const).map(term) },
    { heading: 'If something happens', lines: (['ifHorseUnwell', 'ifSharerHurt'] as const).map(term) },
    { heading: "The horse's papers", lines: (['passportNumber', 'microchip'] as const).map(term) },
    { heading: 'Insurance', lines: (['ownerInsuranceCoversRider', 'riderHasOwnCover'] as const).map(term) },
    { heading: 'No money for riding', lines: [{ label: '', text: agreement.noMoneyClause }] },
  ];
}

import {
  AGREEMENT_MESSAGES,
  AGREEMENT_TERM_NAMES,
  EMPTY_TERMS,
  NO_MONEY_CLAUSE,
  type AgreementAcceptInput,
  type AgreementFacts,
  type AgreementTerms,
  type AgreementView,
} from '#contract/agreements.js';
import { partyOf, REQUEST_MESSAGES, type RequestView } from '#contract/requests.js';
import { agreementChanges, factLines } from '#contract/rules/agreement-words.js';
import type { Database, Executor, Transaction } from '#server/db/client.js';
import type { AgreementVersionRow, User } from '#server/db/schema/index.js';
import { conflict, forbidden, notFound } from '#server/platform/http/app-error.js';
import { now as clockNow } from '#server/platform/clock.js';
import { eitherBlocked } from '../blocks/index.js';
import type { Notify } from '../notifications/index.js';
import { arrangementNotice, showRequest, type PostToThread } from '../requests/index.js';
import { yardDetailsForVisit } from '../yard-details/index.js';
import { draftFacts } from './agreement-facts.js';
import { agreementPdf } from './agreement-pdf.js';
import {
  findAcceptances,
  findAgreementMembers,
  findLatestVersions,
  insertAcceptance,
  insertVersion,
} from './agreements.repository.js';

export interface AgreementDeps {
  db: Database;
  /** A line about the agreement goes into the pair's thread (the messages feature stores it). */
  postToThread: PostToThread;
  siteName: string;
  /** Tells the other member of a new version to accept, or of an acceptance (decision 0052). */
  notify?: Notify;
}

type Call<I = undefined> = AgreementDeps & { actor: User; id: number; input: I };

/** The owner's part of a stored version (its columns carry the contract's names). */
export function termsOf(row: AgreementVersionRow): AgreementTerms {
  return Object.fromEntries(AGREEMENT_TERM_NAMES.map((name) => [name, row[name]])) as AgreementTerms;
}

/** The request, for one of its two members; anyone else is told it is not there (404). */
async function arrangementFor(db: Executor, actor: User, id: number) {
  const view = await showRequest(db, id);
  const party = partyOf(view, actor.id);
  if (!party) throw notFound(REQUEST_MESSAGES.notFound);
  return { view, party, open: isOpen(view) };
}

/** Pending or running: its agreement can still be written, changed and accepted. */
const isOpen = (view: RequestView) =>
  (view.status === 'pending' || view.status === 'accepted') && !view.isOver;

const sameFacts = (a: AgreementFacts, b: AgreementFacts) =>
  JSON.stringify(factLines(a)) === JSON.stringify(factLines(b));

/**
 * The agreement as one of its members reads it, or as an admin does (`party` null): the latest version, or
 * the draft (version 0) before the first save.
 */
async function agreementView(
  deps: Pick<AgreementDeps, 'db' | 'siteName'>,
  arrangement: { view: RequestView; party: ReturnType<typeof partyOf>; open: boolean },
): Promise<AgreementView> {
  const { view, party, open } = arrangement;
  const [latest, previous] = await findLatestVersions(deps.db, view.id);
  const drafted = await draftFacts(deps.db, view);
  const facts = latest?.facts ?? drafted;
  const accepted = latest ? await findAcceptances(deps.db, latest.id) : [];
  const acceptedAt = (memberId: number) =>
    accepted.find((row) => row.memberId === memberId)?.acceptedAt.toISOString() ?? null;
  // The draft offers the owner the yard card's emergency contact; the sharer reads nothing of the yard
  // before the owner has written it into a version.
  const yard = !latest && party === 'owner' ? await yardDetailsForVisit(deps.db, view.horseId) : null;
  const terms = latest ? termsOf(latest) : { ...EMPTY_TERMS, emergencyContact: yard?.emergencyContact ?? '' };
  return {
    requestId: view.id,
    version: latest?.version ?? 0,
    savedAt: latest?.createdAt.toISOString() ?? null,
    facts,
    terms,
    acceptances: {
      owner: { memberId: view.ownerId, name: facts.owner.name, acceptedAt: acceptedAt(view.ownerId) },
      sharer: {
        memberId: view.requesterId,
        name: facts.sharer.name,
        acceptedAt: acceptedAt(view.requesterId),
      },
    },
    changes:
      latest && previous
        ? agreementChanges({ facts: previous.facts, terms: termsOf(previous) }, { facts, terms })
        : [],
    factsChanged: open && latest !== undefined && !sameFacts(latest.facts, drafted),
    canEdit: open && party === 'owner',
    open,
    noMoneyClause: NO_MONEY_CLAUSE,
    siteName: deps.siteName,
  };
}

/** GET /api/requests/{id}/agreement: either member. */
export async function readAgreement(deps: Call): Promise<AgreementView> {
  return agreementView(deps, await arrangementFor(deps.db, deps.actor, deps.id));
}

/**
 * An admin reads the agreement a report names (admin feature, decision 0053): as it stands, to read only.
 * The caller has checked the report; an arrangement without a saved version has nothing to read (404).
 */
export async function readAgreementForReview(
  deps: Pick<AgreementDeps, 'db' | 'siteName'>,
  requestId: number,
): Promise<AgreementView> {
  if (!(await findAgreementMembers(deps.db, requestId))) throw notFound(AGREEMENT_MESSAGES.notFound);
  const view = await showRequest(deps.db, requestId);
  return agreementView(deps, { view, party: null, open: isOpen(view) });
}

/**
 * The member a report of this agreement is about (reports feature): the other of its two members, when
 * the reporter is one of them and a version has been saved; undefined otherwise, as if it did not exist.
 */
export async function reportedMemberOfAgreement(
  db: Executor,
  requestId: number,
  reporterId: number,
): Promise<number | undefined> {
  const members = await findAgreementMembers(db, requestId);
  if (members?.ownerId === reporterId) return members.requesterId;
  if (members?.requesterId === reporterId) return members.ownerId;
  return undefined;
}

/** After commit: the other member is told, in the bell and by push or e-mail, with a link to the page. */
async function tellOther(
  deps: Call<unknown>,
  view: RequestView,
  change: 'agreement-written' | 'agreement-changed' | 'agreement-accepted',
  line: string,
) {
  const receiverId = deps.actor.id === view.ownerId ? view.requesterId : view.ownerId;
  await deps.notify?.(
    arrangementNotice(view, {
      change,
      sender: deps.actor,
      receiverId,
      detail: line,
      link: `/requests/${view.id}/agreement`,
    }),
  );
}

/** Posts a line about the agreement into the pair's thread, unless either has blocked the other. */
async function tellThread(
  tx: Transaction,
  deps: AgreementDeps,
  actor: User,
  view: RequestView,
  line: string,
) {
  if (await eitherBlocked(tx, view.ownerId, view.requesterId)) return;
  const receiverId = actor.id === view.ownerId ? view.requesterId : view.ownerId;
  await deps.postToThread(tx, {
    senderId: actor.id,
    receiverId,
    content: line,
    requestId: view.id,
    horseId: view.horseId,
  });
}

/**
 * PUT /api/requests/{id}/agreement: the owner writes their part. A change (of their part, or of the
 * arrangement since the last version) is the next version, which the owner accepts by saving it and the
 * sharer must accept again; a save that changes nothing keeps the version as it is.
 */
export async function saveAgreement(deps: Call<AgreementTerms>): Promise<AgreementView> {
  const arrangement = await arrangementFor(deps.db, deps.actor, deps.id);
  const { view, party, open } = arrangement;
  if (party !== 'owner') throw forbidden(AGREEMENT_MESSAGES.ownerOnly);
  if (!open) throw conflict(AGREEMENT_MESSAGES.closed);
  const [latest] = await findLatestVersions(deps.db, view.id);
  const facts = await draftFacts(deps.db, view);
  const terms = deps.input;
  const unchanged =
    latest &&
    sameFacts(latest.facts, facts) &&
    AGREEMENT_TERM_NAMES.every((name) => latest[name] === terms[name]);
  if (unchanged) return agreementView(deps, arrangement);
  const version = (latest?.version ?? 0) + 1;
  const changed = latest
    ? agreementChanges({ facts: latest.facts, terms: termsOf(latest) }, { facts, terms }).map((c) => c.label)
    : [];
  const told = await deps.db.transaction(async (tx) => {
    const savedAt = clockNow();
    const row = await insertVersion(tx, {
      requestId: view.id,
      version,
      authorId: deps.actor.id,
      facts,
      ...terms,
      createdAt: savedAt,
    });
    await insertAcceptance(tx, { versionId: row.id, memberId: deps.actor.id, acceptedAt: savedAt });
    const what = changed.length ? ` Changed: ${changed.join(', ')}.` : '';
    const line =
      version === 1
        ? `${deps.actor.firstName} wrote the agreement for ${view.horse.name} (version 1). Please read it and accept it if you agree.`
        : `${deps.actor.firstName} changed the agreement for ${view.horse.name} (version ${version}).${what} Please read it and accept it again if you agree.`;
    await tellThread(tx, deps, deps.actor, view, line);
    return line;
  });
  await tellOther(deps, view, version === 1 ? 'agreement-written' : 'agreement-changed', told);
  return agreementView(deps, arrangement);
}

/**
 * POST /api/requests/{id}/agreement/accept: a member accepts the version they read. Only the latest
 * version can be accepted (409 otherwise, nothing stored); accepting it again changes nothing.
 */
export async function acceptAgreement(deps: Call<AgreementAcceptInput>): Promise<AgreementView> {
  const arrangement = await arrangementFor(deps.db, deps.actor, deps.id);
  const { view, open } = arrangement;
  const [latest] = await findLatestVersions(deps.db, view.id);
  if (!latest) throw conflict(AGREEMENT_MESSAGES.nothingToAccept);
  if (deps.input.version !== latest.version) throw conflict(AGREEMENT_MESSAGES.stale(latest.version));
  if (!open) throw conflict(AGREEMENT_MESSAGES.closed);
  const line = `${deps.actor.firstName} accepted version ${latest.version} of the agreement for ${view.horse.name}.`;
  const added = await deps.db.transaction(async (tx) => {
    const stored = await insertAcceptance(tx, {
      versionId: latest.id,
      memberId: deps.actor.id,
      acceptedAt: clockNow(),
    });
    if (stored) await tellThread(tx, deps, deps.actor, view, line);
    return stored;
  });
  if (added) await tellOther(deps, view, 'agreement-accepted', line);
  return agreementView(deps, arrangement);
}

/** GET /api/requests/{id}/agreement.pdf: the latest version as a file, for either member; none saved: 409. */
export async function agreementPdfFile(deps: Call): Promise<{ fileName: string; body: Buffer }> {
  const agreement = await readAgreement(deps);
  if (agreement.version === 0) throw conflict(AGREEMENT_MESSAGES.nothingToAccept);
  const name = agreement.facts.horse.name.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'horse';
  return {
    fileName: `agreement-${name}-version-${agreement.version}.pdf`,
    body: Buffer.from(await agreementPdf(agreement)),
  };
}

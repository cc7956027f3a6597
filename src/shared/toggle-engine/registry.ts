import { addressWritable, clearHash, HASH_PUSH_EVENT, pushHash } from "../hash-scroll";
import { ancestorsOf, parentOf, togglesAround } from "./ancestry";
import { attachPageListeners, detachPageListeners } from "./global-listeners";
import { lockScroll, unlockScroll } from "./scroll-lock";
import { CLOSED_BY_OUTSIDE_CLICK, LOCKING_KINDS, type ToggleOptions, type ToggleRecord, type ToggleSource, type ToggleView } from "./types";

/*
 * The registry of toggles on the page and the rules between them: groups, nesting, the Escape stack, hash binding,
 * scroll lock, outside clicks and the integrity check. Plain DOM, no React: any behaviour registers a view.
 */

const byHost = new Map<Element, ToggleRecord>();
/** Open toggles, in the order they opened: the last is the one Escape is about. */
const opened: ToggleRecord[] = [];
/** Who hears of every change (an accordion closing its other panels). */
type ChangeListener = (record: ToggleRecord, open: boolean, source: ToggleSource | null) => void;
const changeListeners = new Set<ChangeListener>();

export const INTEGRITY_DELAY_MS = 500;
let integrityTimer: ReturnType<typeof setTimeout> | undefined;

/** A cause of `null` is a programmatic change (the `open` attribute): the same rules apply, but no event fires. */
type Cause = ToggleSource | null;

export function register(view: ToggleView, options: ToggleOptions, open: boolean): ToggleRecord {
  const record: ToggleRecord = { view, options: { ...options }, open: false, markupOpen: open };
  byHost.set(view.host, record);
  attachPageListeners(pageHandlers);
  scheduleIntegrityCheck();
  // The address wins over the markup: a hash in it opens its toggle, and a default-open member of that toggle's
  // group stays closed. Nothing here writes the address: a page load adds no history entry.
  if (boundToAddress(options) && wanted(record, true, "hash", true)) return record;
  if (open && !groupHeldByAddress(options.group)) change(record, true, null, true);
  else if (open) view.write(false);
  return record;
}

function boundToAddress(options: ToggleOptions): boolean {
  return options.hash !== "" && location.hash === `#${options.hash}`;
}

function groupHeldByAddress(group: string): boolean {
  return group !== "" && groupMembers(group).some((member) => boundToAddress(member.options));
}

/** The toggle leaves: it no longer counts as open, holds no lock and takes no part in its group. */
export function unregister(record: ToggleRecord): void {
  forget(record);
  if (byHost.size === 0) {
    detachPageListeners();
    clearTimeout(integrityTimer);
    integrityTimer = undefined;
  }
}

function forget(record: ToggleRecord): void {
  if (byHost.get(record.view.host) === record) byHost.delete(record.view.host);
  removeOpened(record);
  unlockScroll(record);
}

/** New options (an attribute changed): the lock follows `lock-scroll` at once. */
export function configure(record: ToggleRecord, options: ToggleOptions): void {
  record.options = { ...options };
  if (record.open && locks(record)) lockScroll(record);
  else unlockScroll(record);
}

/**
 * Opens (`true`), closes (`false`) or toggles (`undefined`) a toggle for a person or an API call, with the rules
 * of the house; fires x-open / x-close. Returns whether anything changed.
 */
export function request(record: ToggleRecord, state: boolean | undefined, source: ToggleSource): boolean {
  if (!byHost.has(record.view.host)) {
    if (!record.view.hasPanel()) return false;
    byHost.set(record.view.host, record); // dropped by the integrity check, and its content is back
  }
  return wanted(record, state ?? !record.open, source, false);
}

/** The page set the `open` attribute: the state follows, with the same rules, and no event. */
export function sync(record: ToggleRecord, open: boolean): void {
  if (byHost.get(record.view.host) === record) change(record, open, null, true);
  else record.open = open;
}

function locks(record: ToggleRecord): boolean {
  return record.options.lockScroll && LOCKING_KINDS.has(record.options.kind);
}

function removeOpened(record: ToggleRecord): void {
  const index = opened.indexOf(record);
  if (index >= 0) opened.splice(index, 1);
}

/**
 * A change a person, the address or a script asked for: the page may refuse it (`x-before-open` / `x-before-close`).
 * What follows from it (the group's other members closing, nested toggles closing with their parent) is not asked.
 */
function wanted(record: ToggleRecord, open: boolean, source: ToggleSource, force: boolean): boolean {
  if (!changes(record, open, source, force)) return false;
  if (record.view.consent && !record.view.consent(open, source)) return false;
  return change(record, open, source, force);
}

function changes(record: ToggleRecord, open: boolean, cause: Cause, force: boolean): boolean {
  // Clicking the active tab does not close it: a tab closes when another of its group opens (or when forced).
  if (!open && record.options.kind === "tab" && !force && cause !== "group") return false;
  return record.open !== open;
}

function change(record: ToggleRecord, open: boolean, cause: Cause, force: boolean): boolean {
  if (!changes(record, open, cause, force)) return false;
  record.open = open;
  record.view.write(open);
  const { hash, group } = record.options;
  if (open) {
    opened.push(record);
    if (locks(record)) lockScroll(record);
    // A person's (or a script's) opening goes into the history; the page's own state (markup, attribute) does not.
    // A find-in-page match shows the address of what it opened, without a history entry for every match.
    // The address's own hash (cause "hash") is there already.
    if (hash && cause === "find") replaceHash(`#${hash}`);
    else if (hash && cause && cause !== "hash") pushHash(`#${hash}`);
  } else {
    removeOpened(record);
    unlockScroll(record);
    if (hash && location.hash === `#${hash}`) clearHash();
  }
  if (cause) record.view.announce(open, cause);
  for (const listener of [...changeListeners]) listener(record, open, cause);
  if (open && group) {
    for (const other of byHost.values()) {
      if (other !== record && other.open && other.options.group === group) change(other, false, cause && "group", true);
    }
  }
  if (!open) {
    // Closing a parent closes its children.
    for (const child of childrenOf(record)) if (child.open) change(child, false, cause, true);
  }
  return true;
}

/** Puts the hash in the address in the current history entry, and tells the page's listeners as pushHash does. */
function replaceHash(hash: string): void {
  if (location.hash === hash || !addressWritable()) return;
  history.replaceState(history.state, "", hash);
  window.dispatchEvent(new Event(HASH_PUSH_EVENT));
}

function childrenOf(record: ToggleRecord): ToggleRecord[] {
  return [...byHost.values()].filter((other) => other !== record && parentOf(other, byHost) === record);
}

/** The members of a group, in document order. */
export function groupMembers(group: string): ToggleRecord[] {
  if (!group) return [];
  return [...byHost.values()]
    .filter((record) => record.options.group === group)
    .sort((a, b) => (a.view.host.compareDocumentPosition(b.view.host) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
}

/** The toggle this one is nested in, or null. */
export function parentToggle(record: ToggleRecord): ToggleRecord | null {
  return parentOf(record, byHost);
}

/** The toggles this one is nested in, closest first (at most 30 levels). */
export function ancestorToggles(record: ToggleRecord): ToggleRecord[] {
  return ancestorsOf(record, byHost);
}

/** The open toggle Escape is about, or null. */
export function mostRecentlyOpened(): ToggleRecord | null {
  return opened[opened.length - 1] ?? null;
}

/** Hears every change of every toggle (after it happened); returns the unsubscribe function. */
export function observeChanges(listener: ChangeListener): () => void {
  changeListeners.add(listener);
  return () => void changeListeners.delete(listener);
}

/** Opens every toggle bound to the current hash. */
export function openForHash(source: ToggleSource = "hash"): void {
  const hash = location.hash.slice(1);
  if (!hash) return;
  for (const record of [...byHost.values()]) if (record.options.hash === hash) wanted(record, true, source, true);
}

/**
 * Back (or forward) to an entry without a hash, such as the page as loaded: toggles bound to a hash return to the
 * markup's state, and a tab group with a hash-bound tab to its markup's open tab (else its first).
 */
function restoreWithoutHash(): void {
  if (location.hash) return;
  const groups = new Set<string>();
  for (const record of [...byHost.values()]) {
    if (!record.options.hash) continue;
    if (record.options.kind === "tab" && record.options.group) groups.add(record.options.group);
    else if (record.open !== record.markupOpen) wanted(record, record.markupOpen, "hash", true);
  }
  for (const group of groups) {
    const tabs = groupMembers(group).filter((member) => member.options.kind === "tab");
    const markupTab = tabs.find((tab) => tab.markupOpen) ?? tabs[0];
    if (markupTab && !markupTab.open) wanted(markupTab, true, "hash", true);
  }
}

function scheduleIntegrityCheck(): void {
  if (integrityTimer !== undefined) return;
  integrityTimer = setTimeout(() => {
    integrityTimer = undefined;
    integrityCheck();
  }, INTEGRITY_DELAY_MS);
}

/**
 * Drops toggles whose panel content is gone, releasing any scroll lock they held; an open one closes (no event: the
 * page took its content), so no modal dialog is left holding the page inert. Returns how many it dropped.
 */
export function integrityCheck(): number {
  let dropped = 0;
  for (const record of [...byHost.values()]) {
    if (record.view.host.isConnected && record.view.hasPanel()) continue;
    forget(record);
    if (record.open) {
      record.open = false;
      record.view.write(false);
    }
    dropped += 1;
  }
  return dropped;
}

/** The registered toggle of an element, if any. */
export function recordOf(host: Element): ToggleRecord | undefined {
  return byHost.get(host);
}

/** For tests: how many toggles are registered. */
export function registeredCount(): number {
  return byHost.size;
}

const pageHandlers = {
  keydown(event: KeyboardEvent) {
    if (event.key !== "Escape" || event.defaultPrevented) return;
    const last = mostRecentlyOpened();
    if (!last?.options.escapeClose) return;
    event.preventDefault();
    if (wanted(last, false, "escape", true)) last.view.restoreFocus();
  },
  click(event: MouseEvent) {
    const path = event.composedPath();
    // A link to the hash already in the address bar: no hashchange comes, so open its toggles here.
    const link = path.find((target): target is HTMLAnchorElement => target instanceof HTMLAnchorElement && target.hasAttribute("href"));
    if (link && link.hash && link.hash === location.hash && link.pathname === location.pathname) openForHash("hash");
    const around = togglesAround(path, byHost);
    for (const record of [...byHost.values()]) {
      if (record.open && CLOSED_BY_OUTSIDE_CLICK.has(record.options.kind) && !around.has(record)) wanted(record, false, "outside", true);
    }
  },
  hash() {
    openForHash("hash");
  },
  traverse() {
    restoreWithoutHash();
  },
};

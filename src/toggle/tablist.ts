import { microtask } from "../shared/microtask";
import { sync, type ToggleRecord } from "../shared/toggle-engine";
import { arrangeTabSet, releaseTabSet, type TabSet } from "./tab-set";

/*
 * The tablist of a group of tabs. Each tab is an x-toggle with its own trigger and panel, so no page element holds
 * the tabs without their panels; a tablist element in the first tab's light DOM (slot "x-tablist") owns the group's
 * triggers through aria-owns, which screen readers and axe follow ("tab 2 of 3"). Triggers without an id get one,
 * taken away again when they leave. A group without an open tab opens its first (without an event). The group's tabs
 * are laid out together in one box (tab-set.ts).
 */

export const TABLIST_SLOT = "x-tablist";

interface Member {
  record: ToggleRecord;
  trigger: HTMLElement;
}

const groups = new Map<string, Set<Member>>();
const tablists = new Map<string, HTMLElement>();
const tabSets = new Map<string, TabSet>();
const givenIds = new WeakSet<HTMLElement>();
const pending = new Set<string>();
let count = 0;

export function joinTablist(group: string, record: ToggleRecord, trigger: HTMLElement): () => void {
  const member: Member = { record, trigger };
  let members = groups.get(group);
  if (!members) groups.set(group, (members = new Set()));
  members.add(member);
  schedule(group);
  return () => {
    members.delete(member);
    if (givenIds.has(trigger)) {
      givenIds.delete(trigger);
      trigger.removeAttribute("id");
    }
    schedule(group);
  };
}

function schedule(group: string): void {
  if (pending.has(group)) return;
  pending.add(group);
  microtask(() => {
    pending.delete(group);
    update(group);
  });
}

const documentOrder = (a: Member, b: Member) =>
  a.record.view.host.compareDocumentPosition(b.record.view.host) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1;

function update(group: string): void {
  const members = [...(groups.get(group) ?? [])].filter((member) => member.record.view.host.isConnected).sort(documentOrder);
  let tablist = tablists.get(group);
  const set = tabSets.get(group) ?? null;
  if (members.length === 0) {
    tablist?.remove();
    tablists.delete(group);
    groups.delete(group);
    if (set) releaseTabSet(set);
    tabSets.delete(group);
    return;
  }
  const arranged = arrangeTabSet(
    members.map((member) => member.record.view.host),
    set,
  );
  if (arranged) tabSets.set(group, arranged);
  else tabSets.delete(group);
  const owner = members[0]!.record.view.host;
  if (!tablist) {
    tablist = document.createElement("div");
    tablist.setAttribute("role", "tablist");
    tablist.slot = TABLIST_SLOT;
    tablists.set(group, tablist);
  }
  if (tablist.parentElement !== owner) owner.prepend(tablist);
  const root = owner.getRootNode();
  const ids: string[] = [];
  for (const { trigger } of members) {
    if (trigger.getRootNode() !== root) continue; // aria-owns reaches only its own tree
    if (!trigger.id) {
      trigger.id = `x-tab-${++count}`;
      givenIds.add(trigger);
    }
    ids.push(trigger.id);
  }
  tablist.setAttribute("aria-owns", ids.join(" "));
  if (!members.some((member) => member.record.open)) sync(members[0]!.record, true);
}

/** The group's tab triggers, in document order, for arrow keys. */
export function tabTriggers(group: string): { record: ToggleRecord; trigger: HTMLElement }[] {
  return [...(groups.get(group) ?? [])].filter((member) => member.record.view.host.isConnected).sort(documentOrder);
}

/*
 * The toggle engine's public face: what a behaviour (x-toggle, the menus) imports to take part in groups, nesting,
 * Escape, hash binding, scroll lock and outside clicks. Plain TypeScript over the DOM, no React.
 *
 *   const record = register(view, options, initiallyOpen);   // view: write / announce / contains / hasPanel / restoreFocus
 *   request(record, true, "trigger");                         // a person opened it: rules apply, x-open fires
 *   sync(record, false);                                      // the page closed it: rules apply, nothing fires
 *   unregister(record);                                       // on removal: no listener is left once the last goes
 */
export {
  INTEGRITY_DELAY_MS,
  ancestorToggles,
  configure,
  groupMembers,
  integrityCheck,
  mostRecentlyOpened,
  observeChanges,
  openForHash,
  parentToggle,
  recordOf,
  register,
  registeredCount,
  request,
  sync,
  unregister,
} from "./registry";
export { MAX_DEPTH } from "./ancestry";
export { scrollLocked } from "./scroll-lock";
export { CLOSED_BY_OUTSIDE_CLICK, LOCKING_KINDS } from "./types";
export type { ToggleKind, ToggleOptions, ToggleRecord, ToggleSource, ToggleView } from "./types";

/**
 * What a visitor sees only after a vote: the feedback form (at or below positive-threshold) and the share links
 * (above it). A chunk of its own, loaded on demand through use-after-vote.ts, so a page with only stars never
 * downloads it.
 */
export { Feedback } from "./Feedback";
export { Social } from "./Social";

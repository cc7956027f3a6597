import { useEffect, useReducer } from "react";
import { error } from "../shared/log";

type AfterVote = typeof import("./after-vote");

/** Where the after-vote part comes from: its own chunk. Tests replace `load` to simulate a failed chunk load. */
export const afterVoteChunk = { load: (): Promise<AfterVote> => import("./after-vote") };

let loaded: AfterVote | null = null;
let loading: Promise<AfterVote> | undefined;

function load(): Promise<AfterVote> {
  loading ??= afterVoteChunk.load().then(
    (module) => (loaded = module),
    (cause: unknown) => {
      loading = undefined; // the next call tries again
      throw cause;
    },
  );
  return loading;
}

/**
 * Starts fetching the after-vote part when a visitor first hovers, focuses or picks a star, so it is usually in
 * before the server answers the vote. A failure here stays quiet: the vote tries again, and logs.
 */
export function preloadAfterVote(): void {
  load().catch(() => {});
}

const logFailure = (cause: unknown) => error("x-rating", "the vote was stored, but the feedback form or share links could not be loaded", cause);

/** The after-vote part when `needed` and its code is in; null until then, and when it could not be loaded. */
export function useAfterVote(needed: boolean): AfterVote | null {
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  const rendered = needed ? loaded : null;
  // Keyed on what this render showed, not on whether the code is in by now: it may have arrived between the
  // render and this effect, and the render that shows it must still come.
  useEffect(() => {
    if (needed && !rendered) load().then(rerender, logFailure);
  }, [needed, rendered]);
  return rendered;
}

import { useCallback, useEffect, useRef, useState } from "react";
import { warn } from "../shared/log";
import { loadResults, type Outcome, type Results } from "./api";

/** The x-rate detail: what a rating tells every widget of the same post on the page. */
export interface RateDetail extends Results {
  postId: number;
  rating: number;
}

// Two widgets of one post that both load results share one request.
const pending = new Map<string, Promise<Outcome<Results>>>();

function loadShared(ajaxUrl: string, postId: number, nonce: string): Promise<Outcome<Results>> {
  const key = `${ajaxUrl} ${postId}`;
  let request = pending.get(key);
  if (!request) {
    request = loadResults(ajaxUrl, postId, nonce).finally(() => pending.delete(key));
    pending.set(key, request);
  }
  return request;
}

interface Options extends Results {
  tag: string;
  postId: number;
  ajaxUrl: string;
  nonce: string;
  load: boolean;
}

/** A post's results, and the error lines of a load_results reply that refused. */
export interface LoadedResults extends Results {
  refusal?: string[];
}

/**
 * A post's average and vote count: the server-rendered values, then fresh ones from load_results (when asked),
 * then whatever any widget of the same post on the page reports through x-rate.
 */
export function useResults({ tag, postId, ajaxUrl, nonce, load, avgRating, voteCount }: Options): LoadedResults {
  const [results, setResults] = useState<LoadedResults>({ avgRating, voteCount });
  // New server-rendered values replace the shown ones; adjusting state during render (not in an effect) spares
  // every widget a second render when it mounts.
  const [rendered, setRendered] = useState<Results>({ avgRating, voteCount });
  if (rendered.avgRating !== avgRating || rendered.voteCount !== voteCount) {
    setRendered({ avgRating, voteCount });
    setResults({ avgRating, voteCount });
  }

  // A vote's results are newer than any load_results reply still on its way.
  const rated = useRef(false);

  useEffect(() => {
    if (!load || postId < 1) return;
    let current = true;
    const failed = (why: string) => warn(tag, `load_results for post ${postId} failed: ${why}`);
    loadShared(ajaxUrl, postId, nonce).then(
      (outcome) => {
        if (outcome.errors) {
          failed(outcome.errors.join(" "));
          if (current) setResults((shown) => ({ ...shown, refusal: outcome.errors }));
        } else if (current && !rated.current) setResults(outcome.value);
      },
      (cause: unknown) => failed(cause instanceof Error ? cause.message : String(cause)),
    );
    return () => {
      current = false;
    };
  }, [tag, load, ajaxUrl, postId, nonce]);

  usePostRated(
    postId,
    useCallback((detail: RateDetail) => {
      rated.current = true;
      setResults({ avgRating: detail.avgRating, voteCount: detail.voteCount });
    }, []),
  );

  return results;
}

/** Calls `listener` (keep it stable) on every x-rate of `postId` on the page, from any widget, this one included. */
export function usePostRated(postId: number, listener: (detail: RateDetail) => void): void {
  useEffect(() => {
    const onRate = (event: Event) => {
      const detail = (event as CustomEvent<Partial<RateDetail>>).detail;
      if (detail?.postId === postId && typeof detail.avgRating === "number" && typeof detail.voteCount === "number") {
        listener(detail as RateDetail);
      }
    };
    document.addEventListener("x-rate", onRate);
    return () => document.removeEventListener("x-rate", onRate);
  }, [postId, listener]);
}

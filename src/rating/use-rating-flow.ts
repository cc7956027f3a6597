import { useCallback, useRef, useState } from "react";
import { processRating, type Vote } from "./api";
import { rememberRated } from "./cookie";
import { failureNotice, type Notice } from "./notice";
import { recaptchaToken, trackRating } from "./page-scripts";
import type { BuiltInTexts } from "../shared/texts/types";
import type { Messages } from "./messages";
import type { RateDetail } from "./use-results";

/** ready → (chosen →) sending → rated | refused; a failed request goes back to ready. */
export type Phase = "ready" | "chosen" | "sending" | "rated" | "refused";

export interface RatedVote extends Vote {
  rating: number;
}

interface Options {
  postId: number;
  ajaxUrl: string;
  nonce: string;
  recaptchaSiteKey: string;
  rememberVotes: boolean;
  messages: Messages;
  /** The words for a request that got no answer, in the element's language. */
  connection: BuiltInTexts["connection"];
  onRated(detail: RateDetail): void;
}

export function useRatingFlow({ postId, ajaxUrl, nonce, recaptchaSiteKey, rememberVotes, messages, connection, onRated }: Options) {
  const [phase, setPhase] = useState<Phase>("ready");
  const [choice, setChoice] = useState<number | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [vote, setVote] = useState<RatedVote | null>(null);
  // Whole seconds since the widget loaded, as the plugin measures them.
  const [startSeconds] = useState(() => Math.floor(Date.now() / 1000));
  // Set synchronously, so a double click cannot send twice before the next render.
  const sending = useRef(false);

  const choose = useCallback((rating: number) => {
    setChoice(rating);
    setPhase("chosen");
  }, []);

  const rate = useCallback(
    async (rating: number) => {
      if (sending.current) return;
      sending.current = true;
      setChoice(rating);
      setPhase("sending");
      setNotice(null);
      try {
        // Measured at the click, as the plugin does: the reCAPTCHA's wait is not the visitor's reading time.
        const duration = Math.floor(Date.now() / 1000) - startSeconds;
        const token = await recaptchaToken(recaptchaSiteKey, "RMPrating");
        const outcome = await processRating(ajaxUrl, { postId, rating, duration, nonce, token });
        setChoice(null);
        if (outcome.errors) {
          // The server has spoken (already voted, bad rating…): asking again would get the same answer.
          setPhase("refused");
          setNotice({ lines: outcome.errors, alert: true });
          return;
        }
        const { value } = outcome;
        setVote({ ...value, rating });
        setPhase("rated");
        setNotice({ lines: [messages.afterVote], alert: false });
        if (rememberVotes) rememberRated(postId);
        trackRating(postId, rating);
        onRated({ postId, rating, avgRating: value.avgRating, voteCount: value.voteCount });
      } catch (cause) {
        // Offline, non-2xx or a reply that is not the plugin's: tell the visitor and let them try again.
        setChoice(null);
        setPhase("ready");
        setNotice(failureNotice("process_rating", postId, cause, messages.retry, connection));
      } finally {
        sending.current = false;
      }
    },
    [postId, ajaxUrl, nonce, recaptchaSiteKey, rememberVotes, messages, connection, onRated, startSeconds],
  );

  return { phase, choice, notice, vote, choose, rate };
}

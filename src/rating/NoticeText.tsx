import { Fragment, type Ref } from "react";
import { HttpError } from "../shared/http";
import { warn } from "../shared/log";

/** A text for the visitor: the thank-you note, or an alert (server refusal, failed request). */
export interface Notice {
  lines: string[];
  alert: boolean;
}

/**
 * A notice as a live paragraph: server or settings text as lines of plain text (never HTML), joined by line breaks.
 * It is there, empty, before any text comes, since a screen reader may not announce a live region that appears
 * with its text. `ref` and `tabIndex` let a widget move focus to it.
 */
export function NoticeText({ id, part, notice, ref, tabIndex }: { id?: string; part: string; notice: Notice | null; ref?: Ref<HTMLParagraphElement>; tabIndex?: number }) {
  return (
    <p ref={ref} tabIndex={tabIndex} id={id} part={part} className="notice" data-tone={notice?.alert ? "alert" : "info"} aria-live={notice?.alert ? "assertive" : "polite"}>
      {notice?.lines.map((line, i) => (
        <Fragment key={i}>
          {i > 0 && <br />}
          {line}
        </Fragment>
      ))}
    </p>
  );
}

/** Logs a request that failed (offline, non-2xx, not the plugin's reply) and words it for the visitor, who may retry. */
export function failureNotice(action: string, postId: number, cause: unknown, retry: string): Notice {
  warn("x-rating", `${action} for post ${postId} failed: ${cause instanceof Error ? cause.message : String(cause)}`);
  return { lines: [cause instanceof HttpError && cause.code === "fetch_error" ? cause.message : retry], alert: true };
}

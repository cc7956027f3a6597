import { Fragment, type Ref } from "react";
import type { Notice } from "./notice";

/**
 * A notice as a live paragraph: server or settings text as lines of plain text (never HTML), joined by line breaks.
 * It is there, empty, before any text comes, since a screen reader may not announce a live region that appears
 * with its text. `ref` and `tabIndex` let a widget move focus to it.
 */
export function NoticeText({
  id,
  part,
  notice,
  ref,
  tabIndex,
}: {
  id?: string;
  part: string;
  notice: Notice | null;
  ref?: Ref<HTMLParagraphElement>;
  tabIndex?: number;
}) {
  return (
    <p
      ref={ref}
      tabIndex={tabIndex}
      id={id}
      part={part}
      className="notice"
      data-tone={notice?.alert ? "alert" : "info"}
      aria-live={notice?.alert ? "assertive" : "polite"}
    >
      {notice?.lines.map((line, i) => (
        <Fragment key={i}>
          {i > 0 && <br />}
          {line}
        </Fragment>
      ))}
    </p>
  );
}

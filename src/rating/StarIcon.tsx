import { STAR_PATH } from "./stars";

/** One star: an empty outline with the filled star on top, clipped to half or hidden by the parent's data-fill. */
export function StarIcon() {
  return (
    <span className="icon" aria-hidden="true">
      <svg className="empty" viewBox="0 0 24 24" focusable="false">
        <path d={STAR_PATH} />
      </svg>
      <svg className="filled" viewBox="0 0 24 24" focusable="false">
        <path d={STAR_PATH} />
      </svg>
    </span>
  );
}

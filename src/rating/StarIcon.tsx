const STAR_PATH = "M12 2.5l2.94 6.26 6.86.8-5.08 4.7 1.36 6.78L12 17.6l-6.08 3.44 1.36-6.78-5.08-4.7 6.86-.8z";

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

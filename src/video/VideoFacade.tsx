interface VideoFacadeProps {
  label: string;
  posterUrl: string;
  busy: boolean;
  hidden: boolean;
  press: () => void;
  /** A likely press: a pointer over the button or focus on it. */
  warm: () => void;
}

/** What shows before the player: the poster (or a neutral frame) and the play button over it. */
export function VideoFacade({ label, posterUrl, busy, hidden, press, warm }: VideoFacadeProps) {
  return (
    <button
      part="play"
      type="button"
      aria-label={label}
      aria-busy={busy ? "true" : undefined}
      hidden={hidden}
      onClick={press}
      onPointerOver={warm}
      onFocus={warm}
    >
      {posterUrl ? <img part="poster" src={posterUrl} alt="" decoding="async" /> : null}
      <svg viewBox="0 0 64 64" width="64" height="64" aria-hidden="true" focusable="false">
        <circle cx="32" cy="32" r="31" fill="rgb(0 0 0 / 0.6)" />
        <path d="M25 19v26l21-13z" fill="currentColor" />
      </svg>
    </button>
  );
}

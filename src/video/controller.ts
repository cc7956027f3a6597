/** What the element asks of a loaded player, whether video.js (a file of the site's) or a platform's iframe. */
export interface MediaController {
  play(): void;
  /** Plays without sound, as browsers allow without a press (autoplay). */
  playMuted(): void;
  pause(): void;
  /** Moves focus into the player (after a press of the facade's button). */
  focus(): void;
  /** Seconds from the start, as far as the player has told. */
  currentTime: number;
  readonly paused: boolean;
  readonly duration: number;
  destroy(): void;
}

/** What a player reports. */
export interface MediaCallbacks {
  play(currentTime: number): void;
  pause(currentTime: number): void;
  ended(): void;
  error(code: number, message: string): void;
}

import Cookies from "js-cookie";

/**
 * The `rmp-rate` cookie, in Rate My Post's format: the ids of rated posts, comma-separated, written with
 * js-cookie for 20 days, at most 20 ids with the oldest dropped. Anything that is not an id (a tampered cookie)
 * is ignored when read and dropped when the cookie is written again.
 */
export const COOKIE_NAME = "rmp-rate";
export const MAX_IDS = 20;
const EXPIRES_DAYS = 20;

function ratedIds(): string[] {
  return (Cookies.get(COOKIE_NAME) ?? "")
    .split(",")
    .map((id) => id.trim())
    .filter((id) => /^[1-9]\d*$/.test(id));
}

export function hasRated(postId: number): boolean {
  return ratedIds().includes(String(postId));
}

export function rememberRated(postId: number): void {
  const ids = [...ratedIds().slice(-(MAX_IDS - 1)), String(postId)];
  Cookies.set(COOKIE_NAME, ids.join(","), { expires: EXPIRES_DAYS });
}

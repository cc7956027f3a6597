/**
 * The one place messages reach the console. Every message starts with the tag that wrote it,
 * so a site owner can tell which element on a busy page complained.
 */
export function warn(tag: string, message: string): void {
  console.warn(`[${tag}] ${message}`);
}

export function error(tag: string, message: string, cause?: unknown): void {
  if (cause === undefined) console.error(`[${tag}] ${message}`);
  else console.error(`[${tag}] ${message}`, cause);
}

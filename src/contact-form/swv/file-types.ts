import type { SwvRule, SwvSchema } from "./schema";

/*
 * WordPress's mime table (mime.ts), by which a file rule reads a MIME type in its accept list: loaded with the first
 * schema that has a file rule, as most forms take no files. The form uses such a schema once the table is in.
 */
let mime: typeof import("./mime") | undefined;

const hasFileRule = (rules: SwvRule[]): boolean => rules.some((rule) => rule.rule === "file" || hasFileRule(rule.rules ?? []));

/** Whether the schema's rules can run now: it has no file rule, or the table is in. */
export const fileTypesReady = (schema: SwvSchema): boolean => mime !== undefined || !hasFileRule(schema.rules);

/** Loads the table, once a page. */
export async function loadFileTypes(): Promise<void> {
  mime ??= await import("./mime");
}

/** The dotted extensions an accept entry stands for (see mime.ts). */
export function acceptedExtensions(accept: string): string[] {
  // A schema with a file rule runs once the table is in (fileTypesReady): anything else is a mistake of the caller's.
  if (!mime) throw new Error("WordPress's mime table is not loaded: await loadFileTypes() before running a file rule");
  return mime.acceptedExtensions(accept);
}

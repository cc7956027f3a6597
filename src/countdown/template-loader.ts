import type * as TemplateParser from "./accessible-template";

/*
 * The parser of a page's own accessible text (accessible-template.ts) is a chunk of its own, loaded only for a
 * countdown that has one: most pages set none, and the built-in text needs no parser.
 */
let parser: typeof TemplateParser | undefined;

/** The template parser once loaded, else undefined. */
export const loadedTemplateParser = (): typeof TemplateParser | undefined => parser;

/** Loads the template parser, once. */
export async function loadTemplateParser(): Promise<typeof TemplateParser> {
  parser ??= await import("./accessible-template");
  return parser;
}

/** The keys every declaration writes: ElementDeclaration's required keys (a build test compares them). */
export const REQUIRED_KEYS: readonly ["tag", "summary", "attributes", "events", "slots", "parts", "cssProperties", "examples"];
export function readDeclarationSource(file: string, root?: string): { view?: string; stylesheets?: string[] };

/**
 * Every tag the autoloader knows, and how to load its code: each `elements/x-*.ts` declaration file is one tag,
 * named after the file, and becomes a chunk of its own that is fetched only when the tag appears. Its
 * documentation (`x-*.docs.ts`) is read by the build only.
 */
const modules = import.meta.glob<unknown>(["./x-*.ts", "!./*.test.ts", "!./*.docs.ts"]);

export const elementLoaders: Record<string, () => Promise<unknown>> = Object.fromEntries(
  Object.entries(modules).map(([path, load]) => [path.slice(2, -3), load]),
);

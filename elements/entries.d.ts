/*
 * The modules over every element's entry point, served by tools/build/element-entries.mjs: a loader of each entry
 * point by tag, and all of them at once.
 */
declare module "virtual:x-elements/entries" {
  const entries: Record<string, () => Promise<unknown>>;
  export default entries;
}
declare module "virtual:x-elements/all";

/*
 * What the bridge and the shared helpers hold for mounted elements, read through the counters they export for
 * tests: the shared root's mounted entries and listening portals, the shared clock's subscribers, the in-view
 * observer's watched elements, the heavy libraries' live instances (counted by the elements' wrappers). Found by export name in any module of src/define and src/shared, so that the
 * suite follows them when a file is split or renamed; only the bridge's mounted-entry count is required.
 */

const modules = import.meta.glob<Record<string, unknown>>(["/src/define/**/*.{ts,tsx}", "/src/shared/**/*.{ts,tsx}", "!/src/**/*.test.{ts,tsx}"]);

export const REQUIRED_PROBE = "mountedEntryCount";
const PROBE_NAMES = [
  REQUIRED_PROBE,
  "listeningPortalCount",
  "clockState",
  "watchedCount",
  "waypointState",
  "scrollFrameCount",
  "registeredCount",
  "liveInstances",
  "pageAnchorUsers",
];

export type Probes = Map<string, () => unknown>;

let found: Promise<Probes> | undefined;

/** The counters that exist, by export name. */
export function findProbes(): Promise<Probes> {
  found ??= (async () => {
    const probes: Probes = new Map();
    for (const load of Object.values(modules)) {
      let module: Record<string, unknown>;
      try {
        module = await load();
      } catch {
        continue; // a module that does not load in a browser (a build tool's) holds no counter
      }
      for (const name of PROBE_NAMES) {
        const probe = module[name];
        if (typeof probe === "function" && !probes.has(name)) probes.set(name, probe as () => unknown);
      }
    }
    return probes;
  })();
  return found;
}

/** Every counter's reading, as JSON text by name, for comparing before and after. */
export function readProbes(probes: Probes): Record<string, string> {
  return Object.fromEntries([...probes].map(([name, probe]) => [name, JSON.stringify(probe())]));
}

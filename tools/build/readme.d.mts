import type { Manifest } from "./manifest.mjs";
export function renderReadme(readme: string, manifest: Manifest): string;

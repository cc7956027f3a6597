import type { Manifest } from "../../build/manifest.mjs";
export function consumerSource(manifest: Manifest): string;
export function consumerJsx(manifest: Manifest): string;

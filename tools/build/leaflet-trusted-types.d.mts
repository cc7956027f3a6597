import type { Plugin } from "vite";

export function leafletTrustedTypes(): Plugin;

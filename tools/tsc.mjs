// TypeScript 7's native compiler, for type-checking and declarations (under a second here). The `typescript`
// package itself is 6.0, whose JavaScript API typescript-eslint needs and TypeScript 7 no longer has.
import { fileURLToPath } from "node:url";

export const TSC = fileURLToPath(new URL("../node_modules/typescript-7/bin/tsc", import.meta.url));

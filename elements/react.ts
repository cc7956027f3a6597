/*
 * React, evaluated: the autoloader's first import, in a task of its own. This module is bundled into the react chunk
 * (vite.config.ts), which then runs React as it loads; the autoloader, importing it for that alone, needs none of the
 * bundler's helpers for CommonJS modules, which would be a chunk it imports statically.
 */
import "react-dom/client";

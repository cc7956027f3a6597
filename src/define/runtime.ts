/*
 * The runtime, evaluated: the autoloader's second import, in a task of its own (after React's). This module is in
 * the runtime chunk (vite.config.ts) and exports nothing, so that importing it makes no namespace object of the
 * bridge's exports (which the chunk would otherwise carry for this import alone).
 */
import "./define-element";

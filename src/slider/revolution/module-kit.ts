/* Everything a slider needs to show a Slider Revolution module, loaded only by a slider that shows one. */
export { readModule } from "./module-reader";
export { showModule } from "./show-module";
export { moduleData } from "./module-source";

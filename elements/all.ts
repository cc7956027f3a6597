/** Every element at once, for sites that prefer one bundle to the autoloader. */
import "virtual:x-elements/all";

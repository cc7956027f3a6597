/** The menus' built-in texts in English (the other languages' are in the shared catalogues). */
export const ENGLISH = { menu: "Menu", close: "Close", submenu: "{item} submenu" };

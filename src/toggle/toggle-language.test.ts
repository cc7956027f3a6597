import "../../elements/x-toggle";
import { describeLanguages } from "../testing/languages";
import { part } from "../testing/parts";

describeLanguages("x-toggle (a modal's close button)", {
  markup: (attributes) => `<x-toggle kind="modal" ${attributes}><button slot="trigger">Open</button><p>Body</p></x-toggle>`,
  texts: (el) => [part(el, "close")?.textContent],
  en: ["Close"],
  pl: ["Zamknij"],
  ar: ["إغلاق"],
  override: { attributes: 'close-label="Schließen"', texts: ["Schließen"] },
});

describeLanguages("x-toggle (a layered menu's back control)", {
  markup: (attributes) => `<x-toggle kind="layered" ${attributes}><button slot="trigger">More</button><p>Body</p></x-toggle>`,
  texts: (el) => [part(el, "back")?.textContent],
  en: ["Back"],
  pl: ["Wstecz"],
  ar: ["رجوع"],
  override: { attributes: 'back-label="Zpět"', texts: ["Zpět"] },
});

describeLanguages("x-toggle (the trigger it creates when the page gives none)", {
  markup: (attributes) => `<x-toggle ${attributes}><p>Body</p></x-toggle>`,
  texts: (el) => [el.querySelector("button[slot=trigger]")?.textContent],
  en: ["Toggle"],
  pl: ["Pokaż/ukryj"],
  ar: ["إظهار/إخفاء"],
  override: { attributes: 'label="Więcej"', texts: ["Więcej"] },
});

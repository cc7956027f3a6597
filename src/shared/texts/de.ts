import type { Catalogue } from "./types";

/** German. */
export default {
  slider: {
    carousel: "Karussell",
    slide: "{n} von {total}",
    previous: "Vorherige Folie",
    next: "Nächste Folie",
    pagination: "Seiten",
    page: "Seite {n}",
    pause: "Automatische Diashow anhalten",
    play: "Automatische Diashow abspielen",
    thumb: "Zu Folie {n} von {total}",
  },
  toggle: { close: "Schließen", back: "Zurück" },
  menu: { menu: "Menü", close: "Schließen", submenu: "Untermenü {item}" },
  scrollTop: { label: "Nach oben" },
  flipCard: { label: "Karte umdrehen" },
  video: { label: "Video", play: "Video abspielen" },
  pdf: {
    label: "PDF-Dokument",
    pages: "{label}, Seiten",
    page: "Seite {n}",
    pageOf: "Seite {n} von {total}",
    previous: "Vorherige Seite",
    next: "Nächste Seite",
    zoomOut: "Verkleinern",
    zoomIn: "Vergrößern",
    download: "Herunterladen",
    unsupported: "Dieser Browser kann PDFs nicht direkt anzeigen. Bitte das PDF herunterladen, um es anzusehen:",
    downloadPdf: "PDF herunterladen",
  },
  map: { label: "Karte", tilesFailed: "Die Kartenkacheln konnten nicht geladen werden." },
  search: { label: "Suche", submit: "Suchen", clear: "Leeren", loading: "Wird geladen", answer: "Antwort" },
  searchOverlay: { close: "Suche schließen", dialog: "Diese Website durchsuchen" },
  contactForm: {
    form: "Kontaktformular",
    submit: "Senden",
    acceptance: "Bitte vor dem Senden der Nachricht die Bedingungen akzeptieren.",
  },
  commentReply: {
    failure: "Der Kommentar konnte nicht veröffentlicht werden. Bitte erneut versuchen.",
    posted: "Der Kommentar wurde veröffentlicht.",
    cancelled: "Antwort abgebrochen.",
  },
  newsletter: { error: "Hoppla, etwas ist schiefgelaufen. Bitte später erneut versuchen." },
} satisfies Catalogue;

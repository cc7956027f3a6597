import type { Catalogue } from "./types";

/** Polish. */
export default {
  slider: {
    carousel: "Karuzela",
    slide: "{n} z {total}",
    previous: "Poprzedni slajd",
    next: "Następny slajd",
    pagination: "Strony",
    page: "Strona {n}",
    pause: "Wstrzymaj automatyczny pokaz slajdów",
    play: "Uruchom automatyczny pokaz slajdów",
    thumb: "Przejdź do slajdu {n} z {total}",
  },
  toggle: { close: "Zamknij", back: "Wstecz" },
  menu: { menu: "Menu", close: "Zamknij", submenu: "Podmenu: {item}" },
  scrollTop: { label: "Powrót na górę" },
  flipCard: { label: "Odwróć kartę" },
  video: { label: "Wideo", play: "Odtwórz wideo" },
  pdf: {
    label: "Dokument PDF",
    pages: "{label}, strony",
    page: "Strona {n}",
    pageOf: "Strona {n} z {total}",
    previous: "Poprzednia strona",
    next: "Następna strona",
    zoomOut: "Pomniejsz",
    zoomIn: "Powiększ",
    download: "Pobierz",
    unsupported: "Ta przeglądarka nie wyświetla plików PDF na stronie. Pobierz plik PDF, aby go obejrzeć:",
    downloadPdf: "Pobierz PDF",
  },
  map: { label: "Mapa", tilesFailed: "Nie udało się wczytać kafelków mapy." },
  search: { label: "Szukaj", submit: "Szukaj", clear: "Wyczyść", loading: "Wczytywanie", answer: "Odpowiedź" },
  searchOverlay: { close: "Zamknij wyszukiwanie", dialog: "Przeszukaj tę witrynę" },
  contactForm: {
    form: "Formularz kontaktowy",
    submit: "Wyślij",
    acceptance: "Przed wysłaniem wiadomości musisz zaakceptować regulamin.",
  },
  commentReply: {
    failure: "Nie udało się opublikować komentarza. Spróbuj ponownie.",
    posted: "Komentarz został opublikowany.",
    cancelled: "Anulowano odpowiedź.",
  },
  newsletter: { error: "Ups! Coś poszło nie tak. Spróbuj ponownie później." },
} satisfies Catalogue;

import type { Catalogue } from "./types";

/** French. */
export default {
  slider: {
    carousel: "Carrousel",
    slide: "{n} sur {total}",
    previous: "Diapositive précédente",
    next: "Diapositive suivante",
    pagination: "Pages",
    page: "Page {n}",
    pause: "Mettre en pause le diaporama automatique",
    play: "Lancer le diaporama automatique",
    thumb: "Aller à la diapositive {n} sur {total}",
  },
  toggle: { close: "Fermer", back: "Retour" },
  menu: { menu: "Menu", close: "Fermer", submenu: "Sous-menu {item}" },
  scrollTop: { label: "Retour en haut" },
  flipCard: { label: "Retourner la carte" },
  video: { label: "Vidéo", play: "Lire la vidéo" },
  pdf: {
    label: "Document PDF",
    pages: "{label}, pages",
    page: "Page {n}",
    pageOf: "Page {n} sur {total}",
    previous: "Page précédente",
    next: "Page suivante",
    zoomOut: "Zoom arrière",
    zoomIn: "Zoom avant",
    download: "Télécharger",
    unsupported: "Ce navigateur n’affiche pas les PDF intégrés. Téléchargez le PDF pour le consulter :",
    downloadPdf: "Télécharger le PDF",
  },
  map: { label: "Carte", tilesFailed: "Les tuiles de la carte n’ont pas pu être chargées." },
  search: { label: "Rechercher", submit: "Rechercher", clear: "Effacer", loading: "Chargement", answer: "Réponse" },
  searchOverlay: { close: "Fermer la recherche", dialog: "Rechercher sur ce site" },
  contactForm: {
    form: "Formulaire de contact",
    submit: "Envoyer",
    acceptance: "Vous devez accepter les conditions générales avant d’envoyer votre message.",
  },
  commentReply: {
    failure: "Votre commentaire n’a pas pu être publié. Veuillez réessayer.",
    posted: "Votre commentaire a été publié.",
    cancelled: "Réponse annulée.",
  },
  newsletter: { error: "Oups, une erreur s’est produite. Veuillez réessayer plus tard." },
} satisfies Catalogue;

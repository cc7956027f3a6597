import type { Catalogue } from "./types";

/** Spanish. */
export default {
  slider: {
    carousel: "Carrusel",
    slide: "{n} de {total}",
    previous: "Diapositiva anterior",
    next: "Diapositiva siguiente",
    pagination: "Páginas",
    page: "Página {n}",
    pause: "Pausar la presentación automática",
    play: "Reproducir la presentación automática",
    thumb: "Ir a la diapositiva {n} de {total}",
  },
  toggle: { close: "Cerrar", back: "Atrás" },
  menu: { menu: "Menú", close: "Cerrar", submenu: "Submenú de {item}" },
  scrollTop: { label: "Volver arriba" },
  flipCard: { label: "Girar la tarjeta" },
  video: { label: "Vídeo", play: "Reproducir vídeo" },
  pdf: {
    label: "Documento PDF",
    pages: "{label}, páginas",
    page: "Página {n}",
    pageOf: "Página {n} de {total}",
    previous: "Página anterior",
    next: "Página siguiente",
    zoomOut: "Alejar",
    zoomIn: "Acercar",
    download: "Descargar",
    unsupported: "Este navegador no puede mostrar PDF integrados. Descarga el PDF para verlo:",
    downloadPdf: "Descargar PDF",
  },
  map: { label: "Mapa", tilesFailed: "No se pudieron cargar los mosaicos del mapa." },
  search: { label: "Buscar", submit: "Buscar", clear: "Borrar", loading: "Cargando", answer: "Respuesta" },
  searchOverlay: { close: "Cerrar la búsqueda", dialog: "Buscar en este sitio" },
  contactForm: {
    form: "Formulario de contacto",
    submit: "Enviar",
    acceptance: "Debes aceptar los términos y condiciones antes de enviar tu mensaje.",
  },
  commentReply: {
    failure: "No se pudo publicar tu comentario. Inténtalo de nuevo.",
    posted: "Tu comentario se ha publicado.",
    cancelled: "Respuesta cancelada.",
  },
  newsletter: { error: "Vaya, algo salió mal. Inténtalo de nuevo más tarde." },
} satisfies Catalogue;

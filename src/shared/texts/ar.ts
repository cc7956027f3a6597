import type { Catalogue } from "./types";

/** Arabic. */
export default {
  slider: {
    carousel: "عرض شرائح",
    slide: "{n} من {total}",
    previous: "الشريحة السابقة",
    next: "الشريحة التالية",
    pagination: "الصفحات",
    page: "الصفحة {n}",
    pause: "إيقاف العرض التلقائي مؤقتًا",
    play: "تشغيل العرض التلقائي",
    thumb: "الانتقال إلى الشريحة {n} من {total}",
  },
  toggle: { close: "إغلاق", back: "رجوع" },
  menu: { menu: "القائمة", close: "إغلاق", submenu: "القائمة الفرعية: {item}" },
  scrollTop: { label: "العودة إلى الأعلى" },
  flipCard: { label: "قلب البطاقة" },
  video: { label: "فيديو", play: "تشغيل الفيديو" },
  pdf: {
    label: "مستند PDF",
    pages: "{label}، الصفحات",
    page: "الصفحة {n}",
    pageOf: "الصفحة {n} من {total}",
    previous: "الصفحة السابقة",
    next: "الصفحة التالية",
    zoomOut: "تصغير",
    zoomIn: "تكبير",
    download: "تنزيل",
    unsupported: "لا يدعم هذا المتصفح عرض ملفات PDF داخل الصفحة. يُرجى تنزيل الملف لعرضه:",
    downloadPdf: "تنزيل PDF",
  },
  map: { label: "خريطة", tilesFailed: "تعذّر تحميل أجزاء الخريطة." },
  search: { label: "بحث", submit: "بحث", clear: "مسح", loading: "جارٍ التحميل", answer: "الإجابة" },
  searchOverlay: { close: "إغلاق البحث", dialog: "البحث في هذا الموقع" },
  contactForm: { form: "نموذج الاتصال", submit: "إرسال", acceptance: "يجب الموافقة على الشروط والأحكام قبل إرسال رسالتك." },
  commentReply: {
    failure: "تعذّر نشر تعليقك. يُرجى المحاولة مرة أخرى.",
    posted: "نُشر تعليقك.",
    cancelled: "أُلغي الرد.",
  },
  newsletter: { error: "عذرًا، حدث خطأ ما. يُرجى المحاولة لاحقًا." },
} satisfies Catalogue;

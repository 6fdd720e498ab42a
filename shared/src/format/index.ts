// @sikka/shared/format: pure display helpers (spec §9 formats).
export { formatInr } from './currency';
export { formatPhone, indianMobile } from './phone';
export { formatDate, formatDateTime, formatIsoIndia, indianClock, type IndianClock } from './date';
export { formatIndianNumber } from './number';
export { slugify } from './slug';
export { youtubeId, isYoutubeUrl, youtubeEmbedUrl } from './youtube';
export { whatsappLink } from './whatsapp';
export { ratingFromId, randomRating } from './rating';
export { truncateId, metaDescription } from './text';

// The coin mark, defined once as SVG markup: Logo renders it inline and `logoUrl` serves the same
// drawing as a data URL (the ImageWithFallback fallback), so it works from any remote's origin.
export const COIN_MARK_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64" aria-hidden="true" focusable="false">' +
  '<circle cx="32" cy="32" r="30" fill="#c9a227" stroke="#6b1420" stroke-width="3"/>' +
  '<circle cx="32" cy="32" r="24" fill="#e6cf7c" stroke="#8a6412" stroke-width="1.5" stroke-dasharray="2 3"/>' +
  '<path d="M22 19h20M22 27h20M27 19c12 0 12 16 0 16h-4l16 13" fill="none" stroke="#6b1420" stroke-width="3.5" stroke-linecap="round" stroke-linejoin="round"/>' +
  '</svg>';

export const logoUrl = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(COIN_MARK_SVG)}`;

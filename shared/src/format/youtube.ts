const ID = /^[A-Za-z0-9_-]{11}$/;
const YOUTUBE_HOSTS = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com']);

function parse(url: string): URL | null {
  const trimmed = url.trim();
  if (!trimmed) return null;
  try {
    return new URL(/^https?:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`);
  } catch {
    return null;
  }
}

/**
 * The 11-character video id of a YouTube watch link (watch?v=), shorts link (shorts/) or youtu.be
 * short link (spec §5); null for anything else.
 */
export function youtubeId(url: string | null | undefined): string | null {
  const parsed = url ? parse(url) : null;
  if (!parsed) return null;
  let id: string | null | undefined = null;
  if (parsed.hostname === 'youtu.be') {
    id = parsed.pathname.split('/')[1];
  } else if (YOUTUBE_HOSTS.has(parsed.hostname)) {
    if (parsed.pathname === '/watch') id = parsed.searchParams.get('v');
    else if (parsed.pathname.startsWith('/shorts/')) id = parsed.pathname.split('/')[2];
  }
  return id && ID.test(id) ? id : null;
}

export function isYoutubeUrl(url: string | null | undefined): boolean {
  return youtubeId(url) !== null;
}

/** Privacy-friendly embed address for a video id. */
export function youtubeEmbedUrl(id: string): string {
  return `https://www.youtube-nocookie.com/embed/${id}`;
}

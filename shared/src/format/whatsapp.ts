/** Chat link of spec §1: https://wa.me/<digits>, with an optional URL-encoded pre-filled message. */
export function whatsappLink(number: string, text?: string): string {
  const base = `https://wa.me/${number.replace(/\D/g, '')}`;
  return text ? `${base}?text=${encodeURIComponent(text)}` : base;
}

import { OFFER_TEXT, type OfferArchiveItem } from '../../core/inventory/content.catalogue'

const escapeHtml = (text: string): string =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  )

/**
 * An archived public offer as a self-contained HTML document (chosen over PDF: no PDF library is installed;
 * the browser prints it to PDF if the user wants one). Generated from the catalogue, so the text and the
 * archive list cannot drift.
 */
export const renderOfferDocument = (offer: OfferArchiveItem): string => `<!doctype html>
<html lang="ru">
<head><meta charset="utf-8"><title>${escapeHtml(offer.title)}</title>
<style>body{font-family:'DejaVu Sans',Arial,sans-serif;max-width:48rem;margin:2rem auto;line-height:1.5}</style></head>
<body>
<h1>${escapeHtml(offer.title)}</h1>
<p>Редакция от ${escapeHtml(offer.createdAt.slice(0, 10).split('-').reverse().join('.'))}</p>
${OFFER_TEXT.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
</body>
</html>
`
